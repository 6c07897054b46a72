// GetWorks: a season's works by watchers (Annict's searchWorks), for the this-season,
// next-season and N-season tabs, GetSeasonWorksPage, the same order page by page, and
// GetSeasonWorkIds, the catalogue's (AniList's) ids of those works by their MyAnimeList ids.
import { gql, type TypedDocumentNode } from './gql';

/** List sizes (docs/rules.md#lists-and-limits). */
export const SEASON_LIST_SIZES = { thisSeason: 50, nextSeason: 50, nSeason: 10 } as const;

export interface WorkNode {
  title: string;
  watchersCount: number | null;
  seasonYear: number | null;
  image: { facebookOgImageUrl: string | null } | null;
  /**
   * The work's MyAnimeList id, as Annict answers it (a decimal string), when known: the way from a
   * season card to the work's AniList id (GetSeasonWorkIds).
   */
  malAnimeId: string | null;
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
          malAnimeId
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
            malAnimeId
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

/** At most this many MyAnimeList ids in one GetSeasonWorkIds request (AniList's page size). */
export const SEASON_WORK_IDS_PAGE_SIZE = 50;

export interface GetSeasonWorkIdsData {
  Page: { media: Array<{ id: number; idMal: number | null } | null> | null } | null;
}

// A type, not an interface: the variables are also a plain record (Apollo's cache key).
export type GetSeasonWorkIdsVariables = { malIds: number[] };

/**
 * The catalogue's works with these MyAnimeList ids (AniList's Page.media with idMal_in), lowest id
 * first: AniList's own id before any id the offline catalogue made up for the same MAL id.
 */
export const GET_SEASON_WORK_IDS: TypedDocumentNode<GetSeasonWorkIdsData, GetSeasonWorkIdsVariables> = gql`
  query GetSeasonWorkIds($malIds: [Int]) {
    Page(page: 1, perPage: 50) {
      media(idMal_in: $malIds, type: ANIME, sort: ID) {
        id
        idMal
      }
    }
  }
`;
