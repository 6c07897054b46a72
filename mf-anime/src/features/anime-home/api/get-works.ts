// The GetWorks hook: one season's ranked list as season works (docs/entities.md#selection).
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  GET_WORKS,
  getWorksVariables,
  type AnimeListItem,
  type GetWorksData,
  type WorkNode,
} from '@anifan/contract';
import { usePrefetchedData } from '../../../shared/catalog/hooks/use-prefetched-data';

/** A season card's work: the list item it publishes, and its MyAnimeList id when the source knows one. */
export interface SeasonWork {
  item: AnimeListItem;
  malId: number | null;
}

/** Annict's `malAnimeId` is a string: a positive decimal number or nothing usable. */
function malIdOf(node: WorkNode): number | null {
  const text = node.malAnimeId;
  return typeof text === 'string' && /^[1-9]\d{0,9}$/.test(text) ? Number(text) : null;
}

/** The nodes as season works: the selected anime of a season card is its item. */
export function toSeasonWorks(data: Pick<GetWorksData, 'searchWorks'> | undefined): SeasonWork[] | undefined {
  if (!data) return undefined;
  return (data.searchWorks?.edges ?? []).flatMap((edge) =>
    edge?.node
      ? [
          {
            item: {
              title: edge.node.title,
              watchersCount: edge.node.watchersCount ?? 0,
              seasonYear: edge.node.seasonYear ?? '',
              image: { facebookOgImageUrl: edge.node.image?.facebookOgImageUrl ?? '' },
            },
            malId: malIdOf(edge.node),
          },
        ]
      : [],
  );
}

export function useGetWorks(season: string, first: number) {
  const variables = useMemo(() => getWorksVariables(season, first), [season, first]);
  const prefetched = usePrefetchedData(GET_WORKS, variables);
  // Drawn from the prefetched data, the query stands by: it neither reads the cache nor asks.
  const skip = prefetched !== undefined;
  const result = useQuery(GET_WORKS, { variables, fetchPolicy: 'cache-first', skip });
  const data = prefetched ?? result.data;
  const items = useMemo(() => toSeasonWorks(data), [data]);
  return {
    loading: !skip && result.loading,
    error: skip ? undefined : result.error,
    refetch: result.refetch,
    items,
    variables,
  };
}
