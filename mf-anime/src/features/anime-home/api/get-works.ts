// The GetWorks hook: one season's ranked list as anime list items (docs/entities.md#selection).
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_WORKS, getWorksVariables, type AnimeListItem, type GetWorksData } from '@anifan/contract';
import { usePrefetchedAnswer } from '../../../shared/catalog/hooks/use-prefetched-answer';

/** The nodes as anime list items: the selected anime of a season card is the item itself. */
export function toSeasonItems(data: GetWorksData | undefined): AnimeListItem[] | undefined {
  if (!data) return undefined;
  return (data.searchWorks?.edges ?? []).flatMap((edge) =>
    edge?.node
      ? [
          {
            title: edge.node.title,
            watchersCount: edge.node.watchersCount ?? 0,
            seasonYear: edge.node.seasonYear ?? '',
            image: { facebookOgImageUrl: edge.node.image?.facebookOgImageUrl ?? '' },
          },
        ]
      : [],
  );
}

export function useGetWorks(season: string, first: number) {
  const variables = useMemo(() => getWorksVariables(season, first), [season, first]);
  usePrefetchedAnswer(GET_WORKS, variables);
  const result = useQuery(GET_WORKS, { variables, fetchPolicy: 'cache-first' });
  const items = useMemo(() => toSeasonItems(result.data), [result.data]);
  return { loading: result.loading, error: result.error, refetch: result.refetch, items, variables };
}
