// The works on the list (GetListWorks), LIST_WORKS_PAGE_SIZE ids a request, as one map by id.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
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

const NO_WORKS: ReadonlyMap<number, ListWork> = new Map();

/**
 * The pages already answered, per client. They bypass Apollo's normalized cache: only this page reads
 * these works, and writing hundreds of them into the cache and reading them back took longer than the
 * rest of the page's first render. Kept for the visit, so coming back to マイリスト asks nothing again.
 */
const answeredPages = new WeakMap<ApolloClient, Map<string, readonly ListWork[]>>();

function pagesOf(client: ApolloClient): Map<string, readonly ListWork[]> {
  let pages = answeredPages.get(client);
  if (!pages) {
    pages = new Map();
    answeredPages.set(client, pages);
  }
  return pages;
}

/**
 * Resolves in a task of its own. Setting up a query (Apollo's document transforms, the request) takes
 * milliseconds; four in the effect after the page's first render made one task too long for input on a
 * slow phone, one task each does not.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One page's works: the answer kept for the visit, else the gateway's (a retry always asks it). */
async function fetchPage(
  client: ApolloClient,
  variables: GetListWorksVariables,
  retry: boolean,
): Promise<readonly ListWork[]> {
  const pages = pagesOf(client);
  const key = variables.ids.join(',');
  const kept = pages.get(key);
  if (kept && !retry) return kept;
  await nextTask();
  const { data } = await client.query({ query: GET_LIST_WORKS, variables, fetchPolicy: 'no-cache' });
  const works = (data?.Page?.media ?? []).filter((work): work is ListWork => work !== null);
  pages.set(key, works);
  return works;
}

/** The requests for `ids`, sorted so the same list asks the same pages (and the kept answers serve them). */
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
    Promise.all(requests.map((variables) => fetchPage(client, variables, attempt > 0))).then(
      (pages) => {
        const works = new Map<number, ListWork>();
        for (const page of pages) for (const work of page) works.set(work.id, work);
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
    works: works ?? NO_WORKS,
    refetch,
    firstRequest: requests[0],
  };
}
