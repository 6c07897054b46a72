// GetWorks: a season's works by watchers (Annict's searchWorks), for the this-season,
// next-season and N-season tabs, and GetSeasonWorksPage, the same order page by page.
import { gql, type TypedDocumentNode } from './gql';

/** List sizes (docs/rules.md#lists-and-limits). */
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

// A type, not an interface: the variables are also a plain record (the route data's prefetch key).
export type GetWorksVariables = {
  seasons: string[];
  first: number;
};

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

/** The variables of one season's list, built one way so that every sender asks the same request. */
export function getWorksVariables(season: string, first: number): GetWorksVariables {
  return { seasons: [season], first };
}

export interface GetSeasonWorksPageData {
  searchWorks: {
    edges: Array<{ node: WorkNode | null } | null> | null;
    pageInfo: { hasNextPage: boolean | null; endCursor: string | null } | null;
  } | null;
}

export type GetSeasonWorksPageVariables = {
  seasons: string[];
  first: number;
  /** The previous page's `endCursor`; null for the first page. */
  after: string | null;
};

/** One page of a season's works in GetWorks' order, for reading a season past its list (N期's もっと見る). */
export const GET_SEASON_WORKS_PAGE: TypedDocumentNode<GetSeasonWorksPageData, GetSeasonWorksPageVariables> =
  gql`
    query GetSeasonWorksPage($seasons: [String!], $first: Int, $after: String) {
      searchWorks(
        seasons: $seasons
        orderBy: { field: WATCHERS_COUNT, direction: DESC }
        first: $first
        after: $after
      ) {
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
        pageInfo {
          hasNextPage
          endCursor
        }
      }
    }
  `;
