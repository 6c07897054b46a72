// The opened thread's panel: focused, brought to the top, and kept there while its content arrives,
// unless the reader moves first.
import { act, render } from '@testing-library/react';
import { useRef } from 'react';
import { KEEP_MS, useBroughtIntoView } from './use-brought-into-view';

let resized: () => void = () => undefined;
const disconnect = jest.fn();

class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    disconnect();
    resized = () => undefined;
  }
}

function Panel() {
  const ref = useRef<HTMLDivElement>(null);
  useBroughtIntoView(ref);
  return <div ref={ref} tabIndex={-1} data-testid="panel" />;
}

describe('useBroughtIntoView', () => {
  const scrollIntoView = jest.fn();
  beforeEach(() => {
    jest.useFakeTimers();
    scrollIntoView.mockClear();
    disconnect.mockClear();
    Element.prototype.scrollIntoView = scrollIntoView;
    globalThis.ResizeObserver = FakeResizeObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (Element.prototype as Partial<Element>).scrollIntoView;
    delete (globalThis as Partial<typeof globalThis>).ResizeObserver;
  });

  it('focuses the element and brings its top into view, again as it grows, for KEEP_MS', () => {
    const { getByTestId } = render(<Panel />);
    expect(getByTestId('panel')).toHaveFocus();
    expect(scrollIntoView).toHaveBeenLastCalledWith({ block: 'start' });
    act(() => resized());
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
    act(() => jest.advanceTimersByTime(KEEP_MS));
    act(() => resized());
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])('lets the reader take over on %s', (type) => {
    render(<Panel />);
    act(() => {
      window.dispatchEvent(new Event(type));
    });
    act(() => resized());
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(disconnect).toHaveBeenCalled();
  });

  it('stops when the element goes', () => {
    const { unmount } = render(<Panel />);
    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
