// GetSeasonWorkIds: the AniList ids of a season list's works, from the MyAnimeList ids its answer gave.
// Asked after the cards are drawn (an effect), so the list's first paint never waits for it; 50 ids a request.
// The controls the ids bring are drawn in a transition, a render the browser may interrupt, so up to 100
// of them appearing at once is not one long task (at 4x CPU, blocking time as without the controls).
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { GET_SEASON_WORK_IDS, SEASON_WORK_IDS_PAGE_SIZE, type GetSeasonWorkIdsData } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { preloadMyList } from '../../../shared/my-list';
import type { SeasonWork } from './get-works';

/** Each MyAnimeList id's work: the first the answer lists for it, i.e. the lowest id (AniList's own). */
export function mediaIdsByMal(data: GetSeasonWorkIdsData | undefined): Map<number, number> {
  const ids = new Map<number, number>();
  for (const media of data?.Page?.media ?? []) {
    if (media && typeof media.idMal === 'number' && !ids.has(media.idMal)) ids.set(media.idMal, media.id);
  }
  return ids;
}

/**
 * The works' AniList ids by MyAnimeList id. A work is missing until its answer arrives, and for good
 * when it has no MyAnimeList id, the catalogue knows none for it, or the request failed: its card then
 * simply has no マイリスト control, and still opens the work.
 */
export function useSeasonWorkIds(works: readonly SeasonWork[] | undefined): ReadonlyMap<number, number> {
  const client = useApolloClient();
  const platform = usePlatform();
  const key = useMemo(
    () => [...new Set(works?.flatMap((work) => (work.malId === null ? [] : [work.malId])))].join(','),
    [works],
  );
  const [ids, setIds] = useState<ReadonlyMap<number, number>>(() => new Map());
  useEffect(() => {
    if (!key) return;
    const malIds = key.split(',').map(Number);
    // The list starts loading now, so the controls the ids bring mount once, ready: created by the first
    // control instead, its 'ready' came after they mounted and drew all of them again, in one long task.
    preloadMyList(platform);
    let current = true;
    for (let start = 0; start < malIds.length; start += SEASON_WORK_IDS_PAGE_SIZE) {
      const variables = { malIds: malIds.slice(start, start + SEASON_WORK_IDS_PAGE_SIZE) };
      // Not stored in the cache: the ids live in this hook's state, and storing them made Apollo Client
      // write 50 works' ids and read the page's watched queries again, in one long task after the page drew.
      client.query({ query: GET_SEASON_WORK_IDS, variables, fetchPolicy: 'no-cache' }).then(
        ({ data }) => {
          const found = mediaIdsByMal(data);
          if (current && found.size > 0)
            startTransition(() => setIds((known) => new Map([...known, ...found])));
        },
        () => undefined,
      );
    }
    return () => {
      current = false;
    };
  }, [client, key, platform]);
  return ids;
}
