import { whenPageSettled } from './when-page-settled';

function fakeWindow(readyState: DocumentReadyState, idle: boolean) {
  const target = new EventTarget();
  const idleCallbacks: Array<() => void> = [];
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
          cancelIdleCallback: (handle: number) => idleCallbacks.splice(handle - 1, 1),
        }
      : {}),
  } as unknown as Window;
  return { win, idleCallbacks, fireLoad: () => target.dispatchEvent(new Event('load')) };
}

describe('whenPageSettled', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the load event, the delay, then an idle moment', () => {
    const work = jest.fn();
    const { win, idleCallbacks, fireLoad } = fakeWindow('loading', true);
    whenPageSettled(work, 2000, win);
    jest.advanceTimersByTime(5000);
    expect(idleCallbacks).toHaveLength(0);
    fireLoad();
    jest.advanceTimersByTime(1999);
    expect(idleCallbacks).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(work).not.toHaveBeenCalled();
    idleCallbacks[0]?.();
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('counts the delay from now on a page that has already loaded, without idle callbacks', () => {
    const work = jest.fn();
    whenPageSettled(work, 100, fakeWindow('complete', false).win);
    jest.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['before the load event', false],
    ['during the delay', true],
  ])('does nothing once cancelled %s', (_label, loaded) => {
    const work = jest.fn();
    const { win, fireLoad } = fakeWindow('loading', false);
    const cancel = whenPageSettled(work, 100, win);
    if (loaded) fireLoad();
    cancel();
    fireLoad();
    jest.runAllTimers();
    expect(work).not.toHaveBeenCalled();
  });
});
