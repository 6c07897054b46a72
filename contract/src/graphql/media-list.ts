// The fan's list over AniList's list API on /graphql (docs/api.md#lists-anilists-list-api), sent with
// the signed-in fan's ID token: who the fan is, a work's entry, the whole list, and saving or removing
// an entry. Scores go as AniList's 100-point `scoreRaw`, so the page shows them in any scale it likes.
// Each document spells out the MediaListEntryFields fragment: the web build's loader parses a tagged
// document as written, without interpolation.
import { gql, type TypedDocumentNode } from './gql';
import type { AiringAt, FuzzyDate, MediaFormat, MediaStatus } from './media-types';

/** AniList's MediaListStatus: 見てる, 見たい, 見た, 視聴中止, 一時中断, and a rewatch (見てる again). */
export type MediaListStatus = 'CURRENT' | 'PLANNING' | 'COMPLETED' | 'DROPPED' | 'PAUSED' | 'REPEATING';

/** AniList's ScoreFormat: how a fan reads scores. */
export type ScoreFormat = 'POINT_100' | 'POINT_10_DECIMAL' | 'POINT_10' | 'POINT_5' | 'POINT_3';

/** One entry of the fan's list, as every list document answers it. */
export interface MediaListEntry {
  id: number;
  mediaId: number;
  status: MediaListStatus | null;
  /** 0–100; 0 = not scored. */
  scoreRaw: number | null;
  progress: number | null;
  repeat: number | null;
  private: boolean | null;
  notes: string | null;
  startedAt: FuzzyDate | null;
  completedAt: FuzzyDate | null;
  /** Unix seconds. */
  updatedAt: number | null;
}

export interface GetViewerData {
  Viewer: { id: number; name: string; mediaListOptions: { scoreFormat: ScoreFormat | null } | null } | null;
}

export const GET_VIEWER: TypedDocumentNode<GetViewerData, Record<string, never>> = gql`
  query GetViewer {
    Viewer {
      id
      name
      mediaListOptions {
        scoreFormat
      }
    }
  }
`;

export interface GetMediaListEntryData {
  Media: { id: number; mediaListEntry: MediaListEntry | null } | null;
}

/** A work's entry on the signed-in fan's list (null when it is not on it, or for a guest). */
export const GET_MEDIA_LIST_ENTRY: TypedDocumentNode<GetMediaListEntryData, { mediaId: number }> = gql`
  query GetMediaListEntry($mediaId: Int) {
    Media(id: $mediaId, type: ANIME) {
      id
      mediaListEntry {
        ...MediaListEntryFields
      }
    }
  }
  fragment MediaListEntryFields on MediaList {
    id
    mediaId
    status
    scoreRaw: score(format: POINT_100)
    progress
    repeat
    private
    notes
    startedAt {
      year
      month
      day
    }
    completedAt {
      year
      month
      day
    }
    updatedAt
  }
`;

export interface MyMediaListWork {
  id: number;
  title: { native: string | null; romaji: string | null } | null;
  coverImage: { large: string | null } | null;
  format: MediaFormat | null;
  episodes: number | null;
  status: MediaStatus | null;
  nextAiringEpisode: AiringAt | null;
}

export interface GetMyMediaListData {
  MediaListCollection: {
    lists: Array<{
      status: MediaListStatus | null;
      entries: Array<(MediaListEntry & { media: MyMediaListWork | null }) | null> | null;
    } | null> | null;
  } | null;
}

/** The fan's whole list (by their list user id, from GetViewer), grouped by status, with each work. */
export const GET_MY_MEDIA_LIST: TypedDocumentNode<GetMyMediaListData, { userId: number }> = gql`
  query GetMyMediaList($userId: Int) {
    MediaListCollection(userId: $userId, type: ANIME, forceSingleCompletedList: true) {
      lists {
        status
        entries {
          ...MediaListEntryFields
          media {
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
    }
  }
  fragment MediaListEntryFields on MediaList {
    id
    mediaId
    status
    scoreRaw: score(format: POINT_100)
    progress
    repeat
    private
    notes
    startedAt {
      year
      month
      day
    }
    completedAt {
      year
      month
      day
    }
    updatedAt
  }
`;

/** What a save sets; an absent field is left as it is, null clears a memo or a date. */
export interface SaveMediaListEntryVariables {
  mediaId: number;
  status?: MediaListStatus;
  scoreRaw?: number;
  progress?: number;
  repeat?: number;
  private?: boolean;
  notes?: string | null;
  startedAt?: FuzzyDate | null;
  completedAt?: FuzzyDate | null;
}

export interface SaveMediaListEntryData {
  SaveMediaListEntry: MediaListEntry | null;
}

export const SAVE_MEDIA_LIST_ENTRY: TypedDocumentNode<SaveMediaListEntryData, SaveMediaListEntryVariables> =
  gql`
    mutation SaveMediaListEntry(
      $mediaId: Int
      $status: MediaListStatus
      $scoreRaw: Int
      $progress: Int
      $repeat: Int
      $private: Boolean
      $notes: String
      $startedAt: FuzzyDateInput
      $completedAt: FuzzyDateInput
    ) {
      SaveMediaListEntry(
        mediaId: $mediaId
        status: $status
        scoreRaw: $scoreRaw
        progress: $progress
        repeat: $repeat
        private: $private
        notes: $notes
        startedAt: $startedAt
        completedAt: $completedAt
      ) {
        ...MediaListEntryFields
      }
    }
    fragment MediaListEntryFields on MediaList {
      id
      mediaId
      status
      scoreRaw: score(format: POINT_100)
      progress
      repeat
      private
      notes
      startedAt {
        year
        month
        day
      }
      completedAt {
        year
        month
        day
      }
      updatedAt
    }
  `;

export interface DeleteMediaListEntryData {
  DeleteMediaListEntry: { deleted: boolean | null } | null;
}

/** Removes an entry by its id (the entry's, not the work's). */
export const DELETE_MEDIA_LIST_ENTRY: TypedDocumentNode<DeleteMediaListEntryData, { id: number }> = gql`
  mutation DeleteMediaListEntry($id: Int) {
    DeleteMediaListEntry(id: $id) {
      deleted
    }
  }
`;
