// GetMediaDetail (SPEC §7.4): an anime found by title with its first 100 characters and their Japanese
// voice actors (AniList's Media).
import { gql, type TypedDocumentNode } from './gql';

export interface PersonName {
  full: string | null;
  native: string | null;
}

export interface GetMediaDetailData {
  Media: {
    id: number;
    title: { romaji: string | null; english: string | null; native: string | null } | null;
    characters: {
      edges: Array<{
        role: string | null;
        node: { id: number; name: PersonName | null; image: { large: string | null } | null } | null;
        voiceActors: Array<{
          id: number;
          name: PersonName | null;
          image: { large: string | null } | null;
        } | null> | null;
      } | null> | null;
    } | null;
  } | null;
}

export interface GetMediaDetailVariables {
  search: string;
}

/** SPEC §9: 100 characters, main roles first. */
export const GET_MEDIA_DETAIL: TypedDocumentNode<GetMediaDetailData, GetMediaDetailVariables> = gql`
  query GetMediaDetail($search: String) {
    Media(search: $search, type: ANIME) {
      id
      title {
        romaji
        english
        native
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
