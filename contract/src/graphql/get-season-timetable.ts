// GetSeasonTimetable: a season's anime with their broadcasts (AniList's Page.media), for the weekly
// timetable 放送カレンダー. Fetched page by page while `hasNextPage`.
import { gql, type TypedDocumentNode } from './gql';
import type { AiringAt, MediaFormat, MediaSeason, MediaStatus } from './media-types';

export interface TimetableMedia {
  id: number;
  title: { native: string | null } | null;
  coverImage: { large: string | null } | null;
  format: MediaFormat | null;
  status: MediaStatus | null;
  nextAiringEpisode: AiringAt | null;
  airingSchedule: { nodes: Array<AiringAt | null> | null } | null;
}

export interface GetSeasonTimetableData {
  Page: {
    pageInfo: { hasNextPage: boolean | null } | null;
    media: Array<TimetableMedia | null> | null;
  } | null;
}

// A type, not an interface: the variables are also a plain record (the catalogue info's key).
export type GetSeasonTimetableVariables = {
  season: MediaSeason;
  seasonYear: number;
  page: number;
};

export const GET_SEASON_TIMETABLE: TypedDocumentNode<GetSeasonTimetableData, GetSeasonTimetableVariables> =
  gql`
    query GetSeasonTimetable($season: MediaSeason, $seasonYear: Int, $page: Int) {
      Page(page: $page, perPage: 50) {
        pageInfo {
          hasNextPage
        }
        media(season: $season, seasonYear: $seasonYear, type: ANIME, sort: POPULARITY_DESC) {
          id
          title {
            native
          }
          coverImage {
            large
          }
          format
          status
          nextAiringEpisode {
            airingAt
            episode
          }
          airingSchedule(page: 1, perPage: 1) {
            nodes {
              airingAt
              episode
            }
          }
        }
      }
    }
  `;
