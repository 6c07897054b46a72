// A list read newest first by pages (`before` = the previous page's `nextBefore`): the first page at
// once, もっと見る for each older one. Shared by the moderation queue and the audit log.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RequestStatus } from '../../../shared/request-status';
import { actionErrorMessage } from '../../../shared/action-error-messages';

export interface Page<T> {
  items: T[];
  nextBefore: number | null;
}

export type PageLoader<T> = (before: number | undefined, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedList<T> {
  status: RequestStatus;
  /** Why the first page failed (an ApiError or another throw), while `status` is `error`. */
  error: unknown;
  items: T[];
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last もっと見る (or a reload of a list already shown) failed, in Japanese. */
  moreError: string | null;
  loadMore(): void;
  /** Reads the first page again (after an action changed what it holds); the shown list stays meanwhile. */
  reload(): void;
  /** Changes the items in place (an action's answer), keeping the pages read so far. */
  update(change: (items: T[]) => T[]): void;
}

/**
 * `load` must keep its identity while the list is the same (a `useCallback` on the API client); nothing
 * is read while `enabled` is false. `failed` says in Japanese that the list could not be read: the
 * notice's fallback and what a failure is logged as.
 */
export function usePagedList<T>(load: PageLoader<T>, failed: string, enabled = true): PagedList<T> {
  const [status, setStatus] = useState<RequestStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [items, setItems] = useState<T[]>([]);
  const [nextBefore, setNextBefore] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  // The read in flight, first page or more: a reload or leaving the page drops its answer.
  const controller = useRef<AbortController | null>(null);
  const shown = useRef(false);
  // While the first page is read again, an older page would go after the wrong one: もっと見る waits.
  const readingFirst = useRef(false);

  useEffect(() => {
    if (!enabled) return undefined;
    const current = new AbortController();
    controller.current = current;
    if (!shown.current) setStatus('loading');
    setLoadingMore(false);
    setMoreError(null);
    readingFirst.current = true;
    load(undefined, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        readingFirst.current = false;
        shown.current = true;
        setItems(page.items);
        setNextBefore(page.nextBefore);
        setStatus('done');
      },
      (failure: unknown) => {
        if (current.signal.aborted) return;
        readingFirst.current = false;
        console.error(failed, failure);
        if (shown.current) {
          setMoreError(actionErrorMessage(failure, failed));
          return;
        }
        setError(failure);
        setStatus('error');
      },
    );
    return () => controller.current?.abort();
  }, [enabled, load, failed, generation]);

  const loadMore = useCallback(() => {
    if (nextBefore === null || loadingMore || readingFirst.current) return;
    const current = new AbortController();
    controller.current = current;
    setLoadingMore(true);
    setMoreError(null);
    load(nextBefore, current.signal).then(
      (page) => {
        if (current.signal.aborted) return;
        setItems((list) => [...list, ...page.items]);
        setNextBefore(page.nextBefore);
        setLoadingMore(false);
      },
      (failure: unknown) => {
        if (current.signal.aborted) return;
        console.error(failed, failure);
        setMoreError(actionErrorMessage(failure, failed));
        setLoadingMore(false);
      },
    );
  }, [load, loadingMore, failed, nextBefore]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);

  return {
    status,
    error,
    items,
    hasMore: nextBefore !== null,
    loadingMore,
    moreError,
    loadMore,
    reload,
    update: setItems,
  };
}
