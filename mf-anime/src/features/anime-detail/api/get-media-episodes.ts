// GetMediaEpisodes: how many episodes of the work the catalogue knows, for the detail's episode progress.
import { startTransition, useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_MEDIA_EPISODES } from '@anifan/contract';
import type { KnownEpisodes } from '../../../shared/my-list';
import { knownEpisodes } from '../lib/known-episodes';

/**
 * Whether the task after the page's first render has passed: a request set up then (Apollo Client's
 * query, printed and sent) no longer lengthens that task, the one the render's effects run in.
 */
function useAfterFirstRenderTask(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    // In a background render: setting up the query is most of that render's work.
    const timer = setTimeout(() => startTransition(() => setPassed(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  return passed;
}

/** The episodes to offer; null while asked (or when the catalogue could not say). */
export function useKnownEpisodes(id: number): KnownEpisodes | null {
  const ask = useAfterFirstRenderTask();
  const { data } = useQuery(GET_MEDIA_EPISODES, {
    variables: { id },
    // Kept by this query alone, not stored in the cache: stored on the work the detail's query holds,
    // it made Apollo Client read that query's 100 characters again to compare them.
    fetchPolicy: 'no-cache',
    skip: !ask,
  });
  return data ? knownEpisodes(data.Media) : null;
}
