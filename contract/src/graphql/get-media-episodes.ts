// The episodes a fan can mark on the anime detail (docs/rules.md#my-list-マイリスト): the episode count
// when the catalogue knows it, else how many weekly slots have aired (the offline catalogue's slots end at
// its horizon, docs/rules.md#the-offline-catalogues-horizon).
import { gql, type TypedDocumentNode } from './gql';
import type { MediaFormat, MediaStatus } from './media-types';

export interface GetMediaEpisodesData {
  Media: {
    id: number;
    episodes: number | null;
    status: MediaStatus | null;
    format: MediaFormat | null;
    /** The aired slots: only their number is asked. */
    airingSchedule: { pageInfo: { total: number | null } | null } | null;
  } | null;
}

export const GET_MEDIA_EPISODES: TypedDocumentNode<GetMediaEpisodesData, { id: number }> = gql`
  query GetMediaEpisodes($id: Int) {
    Media(id: $id, type: ANIME) {
      id
      episodes
      status
      format
      airingSchedule(notYetAired: false, page: 1, perPage: 1) {
        pageInfo {
          total
        }
      }
    }
  }
`;
