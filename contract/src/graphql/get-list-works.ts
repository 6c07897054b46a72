// GetListWorks: the works on a fan's マイリスト by their AniList ids (AniList's Page.media with id_in), with
// what the page shows of each and what 「次に見る」 needs: the episode count, the status and the next
// broadcast. Asked 50 ids a page; the list itself comes from the fan's list, not from here.
import { gql, type TypedDocumentNode } from './gql';
import type { AiringAt, MediaFormat, MediaStatus } from './media-types';

/** At most this many ids in one GetListWorks request (AniList's page size). */
export const LIST_WORKS_PAGE_SIZE = 50;

export interface ListWork {
  id: number;
  title: { native: string | null; romaji: string | null } | null;
  coverImage: { large: string | null } | null;
  format: MediaFormat | null;
  /** The episode count, when the source knows it (the offline catalogue does not). */
  episodes: number | null;
  status: MediaStatus | null;
  /** The next broadcast to come, when the source knows one. */
  nextAiringEpisode: AiringAt | null;
}

export interface GetListWorksData {
  Page: { media: Array<ListWork | null> | null } | null;
}

// A type, not an interface: the variables are also a plain record (the catalogue info's key).
export type GetListWorksVariables = { ids: number[] };

export const GET_LIST_WORKS: TypedDocumentNode<GetListWorksData, GetListWorksVariables> = gql`
  query GetListWorks($ids: [Int]) {
    Page(page: 1, perPage: 50) {
      media(id_in: $ids, type: ANIME) {
        id
        title {
          native
          romaji
        }
        coverImage {
          large
        }
        format
        episodes
        status
        nextAiringEpisode {
          airingAt
          episode
        }
      }
    }
  }
`;
