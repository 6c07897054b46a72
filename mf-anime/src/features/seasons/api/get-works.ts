// GetWorks (SPEC §7.1): a season's works by watchers, for the this-season, next-season and N-season tabs.
import { useMemo } from 'react';
import { gql, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { AnimeListItem } from '@anifan/platform';

/** SPEC §9 list sizes. */
export const SEASON_LIST_SIZES = { thisSeason: 50, nextSeason: 50, nSeason: 10 } as const;

export interface WorkNode {
  title: string;
  watchersCount: number | null;
  seasonYear: number | null;
  image: { facebookOgImageUrl: string | null } | null;
}

export interface GetWorksData {
  searchWorks: { edges: Array<{ node: WorkNode | null } | null> | null } | null;
}

export interface GetWorksVariables {
  seasons: string[];
  first: number;
}

export const GET_WORKS: TypedDocumentNode<GetWorksData, GetWorksVariables> = gql`
  query GetWorks($seasons: [String!], $first: Int) {
    searchWorks(seasons: $seasons, orderBy: { field: WATCHERS_COUNT, direction: DESC }, first: $first) {
      edges {
        node {
          title
          watchersCount
          seasonYear
          image {
            facebookOgImageUrl
          }
        }
      }
    }
  }
`;

/** The nodes as SPEC §3 list items: the selected anime of a season card is the item itself. */
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
  const variables = useMemo(() => ({ seasons: [season], first }), [season, first]);
  const result = useQuery(GET_WORKS, { variables, fetchPolicy: 'cache-first' });
  const items = useMemo(() => toSeasonItems(result.data), [result.data]);
  return { loading: result.loading, error: result.error, refetch: result.refetch, items, variables };
}
