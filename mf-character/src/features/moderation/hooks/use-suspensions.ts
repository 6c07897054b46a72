// The current suspensions (投稿停止中のユーザー), read once the page knows the visitor is a moderator.
import { useCallback, useEffect, useState } from 'react';
import type { ApiClient, Suspension } from '@anifan/contract';
import type { RequestStatus } from '../../../shared/request-status';
import { listSuspensions } from '../api/list-suspensions';

export const SUSPENSIONS_LOG = '投稿停止中のユーザーを読み込めませんでした';

export interface Suspensions {
  status: RequestStatus;
  error: unknown;
  items: Suspension[];
  reload(): void;
  /** A new or replaced suspension goes first (the list is newest first); null lifts the user's. */
  set(userId: string, suspension: Suspension | null): void;
}

export function useSuspensions(api: ApiClient, enabled: boolean): Suspensions {
  const [status, setStatus] = useState<RequestStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [items, setItems] = useState<Suspension[]>([]);
  const [generation, setGeneration] = useState(0);

  useEffect(() => {
    if (!enabled) return undefined;
    const controller = new AbortController();
    setStatus('loading');
    listSuspensions(api, controller.signal).then(
      (list) => {
        if (controller.signal.aborted) return;
        setItems(list);
        setStatus('done');
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error(SUSPENSIONS_LOG, failure);
        setError(failure);
        setStatus('error');
      },
    );
    return () => controller.abort();
  }, [api, enabled, generation]);

  const reload = useCallback(() => setGeneration((count) => count + 1), []);
  const set = useCallback((userId: string, suspension: Suspension | null) => {
    setItems((list) => {
      const rest = list.filter((item) => item.userId !== userId);
      return suspension ? [suspension, ...rest] : rest;
    });
  }, []);

  return { status, error, items, reload, set };
}
