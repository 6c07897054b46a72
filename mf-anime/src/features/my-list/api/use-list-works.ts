// The works on the list (GetListWorks), LIST_WORKS_PAGE_SIZE ids a request, as one map by id.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  GET_LIST_WORKS,
  LIST_WORKS_PAGE_SIZE,
  type GetListWorksVariables,
  type ListWork,
} from '@anifan/contract';

interface Loaded {
  key: string;
  works?: ReadonlyMap<number, ListWork>;
  error?: unknown;
}

/** The requests for `ids`, sorted so the same list asks the same pages (and Apollo's cache answers). */
export function listWorksRequests(ids: readonly number[]): GetListWorksVariables[] {
  const sorted = [...new Set(ids)].sort((a, b) => a - b);
  const requests: GetListWorksVariables[] = [];
  for (let start = 0; start < sorted.length; start += LIST_WORKS_PAGE_SIZE) {
    requests.push({ ids: sorted.slice(start, start + LIST_WORKS_PAGE_SIZE) });
  }
  return requests;
}

export function useListWorks(ids: readonly number[]) {
  const client = useApolloClient();
  const requests = useMemo(() => listWorksRequests(ids), [ids]);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${requests.map((request) => request.ids.join(',')).join(';')}#${attempt}`;

  useEffect(() => {
    let current = true;
    Promise.all(
      requests.map((variables) =>
        client.query({
          query: GET_LIST_WORKS,
          variables,
          fetchPolicy: attempt === 0 ? 'cache-first' : 'network-only',
        }),
      ),
    ).then(
      (answers) => {
        const works = new Map<number, ListWork>();
        for (const { data } of answers) {
          for (const work of data?.Page?.media ?? []) if (work) works.set(work.id, work);
        }
        if (current) setLoaded({ key, works });
      },
      (error: unknown) => current && setLoaded({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [client, requests, attempt, key]);

  const refetch = useCallback(() => setAttempt((count) => count + 1), []);
  const settled = loaded?.key === key ? loaded : undefined;
  // While a changed list's works load, the works already known stay on screen.
  const works = settled?.works ?? loaded?.works;
  return {
    loading: !settled && !works,
    error: settled?.error,
    works: works ?? new Map<number, ListWork>(),
    refetch,
    firstRequest: requests[0],
  };
}
