// GetMediaDetail: an anime found by title (or by id, for a shared link) with its first 100 characters and their Japanese
// voice actors (AniList's Media), plus what its 放送・配信 panel shows (format, episodes, period, status,
// weekly slot, official site, where to watch, synopsis, genres, score), under AniList's own field names.
import type { CharacterId } from '../character-id';
import { gql, type TypedDocumentNode } from './gql';
import type { AiringAt, FuzzyDate, MediaFormat, MediaStatus } from './media-types';

export interface PersonName {
  full: string | null;
  native: string | null;
}

export interface GetMediaDetailData {
  Media: {
    id: number;
    title: { romaji: string | null; english: string | null; native: string | null } | null;
    coverImage: { large: string | null } | null;
    format: MediaFormat | null;
    episodes: number | null;
    status: MediaStatus | null;
    startDate: FuzzyDate | null;
    endDate: FuzzyDate | null;
    description: string | null;
    genres: Array<string | null> | null;
    averageScore: number | null;
    nextAiringEpisode: AiringAt | null;
    airingSchedule: { nodes: Array<AiringAt | null> | null } | null;
    externalLinks: Array<MediaExternalLink | null> | null;
    characters: {
      edges: Array<{
        role: string | null;
        node: { id: CharacterId; name: PersonName | null; image: { large: string | null } | null } | null;
        voiceActors: Array<{
          id: number;
          name: PersonName | null;
          image: { large: string | null } | null;
        } | null> | null;
      } | null> | null;
    } | null;
  } | null;
}

export interface MediaExternalLink {
  id: number;
  site: string;
  url: string | null;
  /** AniList's ExternalLinkType: INFO, STREAMING or SOCIAL. */
  type: string | null;
  /** The language of the service's audience (AniList: "Japanese" for Japan); null for a global one. */
  language: string | null;
}

/** By title (a card's selection), or by the catalogue id a detail link carries. */
export type GetMediaDetailVariables = { search: string } | { id: number };

/** 100 characters, main roles first (docs/rules.md#lists-and-limits). */
export const GET_MEDIA_DETAIL: TypedDocumentNode<GetMediaDetailData, GetMediaDetailVariables> = gql`
  query GetMediaDetail($search: String, $id: Int) {
    Media(search: $search, id: $id, type: ANIME) {
      id
      title {
        romaji
        english
        native
      }
      coverImage {
        large
      }
      format
      episodes
      status
      startDate {
        year
        month
        day
      }
      endDate {
        year
        month
        day
      }
      description(asHtml: false)
      genres
      averageScore
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
      externalLinks {
        id
        site
        url
        type
        language
      }
      characters(sort: [ROLE, RELEVANCE], perPage: 100) {
        edges {
          role
          node {
            id
            name {
              full
              native
            }
            image {
              large
            }
          }
          voiceActors(language: JAPANESE) {
            id
            name {
              full
              native
            }
            image {
              large
            }
          }
        }
      }
    }
  }
`;
