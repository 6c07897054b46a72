import { act, renderHook, waitFor } from '@testing-library/react';
import { ApiError } from '@anifan/contract';
import { captureConsoleErrors, expectOnlyLoggedFailures } from '../../../testing/console-errors';
import { usePagedList, type Page } from './use-paged-list';

const FAILED = '監査ログを読み込めませんでした';

/** A loader whose every read waits until the test answers it. */
function scriptedLoader() {
  const reads: {
    before: number | undefined;
    answer(page: Page<number>): void;
    fail(error: unknown): void;
  }[] = [];
  const load = jest.fn(
    (before: number | undefined) =>
      new Promise<Page<number>>((resolve, reject) => {
        reads.push({ before, answer: resolve, fail: reject });
      }),
  );
  return { load, reads };
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  consoleError = captureConsoleErrors();
});
afterEach(() => expectOnlyLoggedFailures(consoleError));

describe('usePagedList', () => {
  it('reads nothing while disabled', () => {
    const { load } = scriptedLoader();
    const { result } = renderHook(() => usePagedList(load, FAILED, false));
    expect(result.current.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('reads the first page, then older ones by before', async () => {
    const { load, reads } = scriptedLoader();
    const { result } = renderHook(() => usePagedList(load, FAILED));
    expect(result.current.status).toBe('loading');
    await act(async () => reads[0]!.answer({ items: [9, 8], nextBefore: 8 }));
    expect(result.current).toMatchObject({ status: 'done', items: [9, 8], hasMore: true });

    act(() => result.current.loadMore());
    expect(result.current.loadingMore).toBe(true);
    expect(reads[1]!.before).toBe(8);
    await act(async () => reads[1]!.answer({ items: [7], nextBefore: null }));
    expect(result.current).toMatchObject({ items: [9, 8, 7], hasMore: false, loadingMore: false });
  });

  it('keeps the shown list while it reads the first page again, and says when that fails', async () => {
    const { load, reads } = scriptedLoader();
    const { result } = renderHook(() => usePagedList(load, FAILED));
    await act(async () => reads[0]!.answer({ items: [9, 8], nextBefore: 8 }));

    act(() => result.current.reload());
    expect(result.current).toMatchObject({ status: 'done', items: [9, 8] });
    // An older page read now would go after a first page about to change.
    act(() => result.current.loadMore());
    expect(load).toHaveBeenCalledTimes(2);

    const failure = new ApiError(503, 'service/unavailable', 'busy');
    await act(async () => reads[1]!.fail(failure));
    expect(result.current).toMatchObject({ status: 'done', items: [9, 8] });
    expect(result.current.moreError).toBe('ただいま混み合っています。しばらくしてからお試しください');
    expect(consoleError).toHaveBeenCalledWith(FAILED, failure);

    act(() => result.current.reload());
    await act(async () => reads[2]!.answer({ items: [10, 9], nextBefore: 9 }));
    expect(result.current).toMatchObject({ items: [10, 9], moreError: null });
  });

  it('drops an older page’s answer when the first page is read again meanwhile', async () => {
    const { load, reads } = scriptedLoader();
    const { result } = renderHook(() => usePagedList(load, FAILED));
    await act(async () => reads[0]!.answer({ items: [9, 8], nextBefore: 8 }));
    act(() => result.current.loadMore());
    act(() => result.current.reload());
    await act(async () => reads[1]!.answer({ items: [7], nextBefore: null }));
    await act(async () => reads[2]!.answer({ items: [10, 9], nextBefore: 9 }));
    await waitFor(() => expect(result.current.items).toEqual([10, 9]));
    expect(result.current.hasMore).toBe(true);
  });

  it('says why the first page failed, and 再試行 reads it again', async () => {
    const { load, reads } = scriptedLoader();
    const { result } = renderHook(() => usePagedList(load, FAILED));
    const failure = new ApiError(403, 'auth/forbidden', 'x');
    await act(async () => reads[0]!.fail(failure));
    expect(result.current).toMatchObject({ status: 'error', error: failure });
    act(() => result.current.reload());
    expect(result.current.status).toBe('loading');
    await act(async () => reads[1]!.answer({ items: [1], nextBefore: null }));
    expect(result.current).toMatchObject({ status: 'done', items: [1] });
  });
});
