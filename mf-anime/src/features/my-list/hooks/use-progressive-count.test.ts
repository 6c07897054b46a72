// A long list rendered a screenful first, then the rest a step per task, again from the start when it changes.
import { act, renderHook } from '@testing-library/react';
import { useProgressiveCount } from './use-progressive-count';

const OPTIONS = { first: 12, step: 10 };

/** Runs the tasks the hook has scheduled so far, one step. */
const nextTask = () => act(() => jest.runOnlyPendingTimers());

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useProgressiveCount', () => {
  it('renders the first items at once, then a step more per task until every item is', () => {
    const { result } = renderHook(() => useProgressiveCount(35, { ...OPTIONS, key: 'CURRENT' }));
    expect(result.current).toBe(12);
    nextTask();
    expect(result.current).toBe(22);
    nextTask();
    expect(result.current).toBe(32);
    nextTask();
    expect(result.current).toBe(35);
    nextTask();
    expect(result.current).toBe(35);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('renders a short list whole at once, scheduling nothing', () => {
    const { result } = renderHook(() => useProgressiveCount(5, { ...OPTIONS, key: 'CURRENT' }));
    expect(result.current).toBe(5);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('starts again from the first items when the list changes (another tab, filter or sort)', () => {
    const { result, rerender } = renderHook(
      ({ total, key }) => useProgressiveCount(total, { ...OPTIONS, key }),
      { initialProps: { total: 40, key: 'CURRENT' } },
    );
    nextTask();
    nextTask();
    expect(result.current).toBe(32);
    rerender({ total: 30, key: 'PLANNING' });
    expect(result.current).toBe(12);
    nextTask();
    expect(result.current).toBe(22);
  });

  it('keeps what it rendered when items are added to the same list, and goes on to the new total', () => {
    const { result, rerender } = renderHook(
      ({ total }) => useProgressiveCount(total, { ...OPTIONS, key: 'CURRENT' }),
      { initialProps: { total: 12 } },
    );
    expect(result.current).toBe(12);
    rerender({ total: 15 });
    expect(result.current).toBe(12);
    nextTask();
    expect(result.current).toBe(15);
  });

  it('schedules nothing once unmounted', () => {
    const { unmount } = renderHook(() => useProgressiveCount(35, { ...OPTIONS, key: 'CURRENT' }));
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
