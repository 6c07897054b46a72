// A season's works with their broadcasts (GetSeasonTimetable), every page of them, for the timetable.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import {
  GET_SEASON_TIMETABLE,
  toAniListSeason,
  type GetSeasonTimetableVariables,
  type TimetableMedia,
} from '@anifan/contract';

/** A season has well under 300 works; the cap only guards against a source that never stops paging. */
const MAX_PAGES = 6;

interface Loaded {
  key: string;
  media?: TimetableMedia[];
  error?: unknown;
}

/** Page 1's variables: the key under which the gateway's `extensions.catalog` is remembered. */
export function timetableVariables(season: string): GetSeasonTimetableVariables | null {
  const aniList = toAniListSeason(season);
  return aniList ? { ...aniList, page: 1 } : null;
}

export function useSeasonTimetable(season: string) {
  const client = useApolloClient();
  const variables = useMemo(() => timetableVariables(season), [season]);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const key = `${season}#${attempt}`;

  useEffect(() => {
    if (!variables) return undefined;
    let current = true;
    const loadAll = async () => {
      const media: TimetableMedia[] = [];
      for (let page = 1; page <= MAX_PAGES; page += 1) {
        const { data } = await client.query({
          query: GET_SEASON_TIMETABLE,
          variables: { ...variables, page },
          fetchPolicy: attempt === 0 ? 'cache-first' : 'network-only',
        });
        media.push(...(data?.Page?.media ?? []).filter((work) => work !== null));
        if (!data?.Page?.pageInfo?.hasNextPage) break;
      }
      return media;
    };
    loadAll().then(
      (media) => current && setLoaded({ key, media }),
      (error: unknown) => current && setLoaded({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [client, variables, attempt, key]);

  const refetch = useCallback(async () => setAttempt((count) => count + 1), []);
  if (!variables) return { loading: false, error: undefined, media: [], refetch, variables };
  const settled = loaded?.key === key ? loaded : undefined;
  return { loading: !settled, error: settled?.error, media: settled?.media, refetch, variables };
}
