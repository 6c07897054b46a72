// GetCharacters: the characters matching the search text, most favourited first, with
// their anime and Japanese voice actors the way AniList clients ask for them (AniList's
// Page.characters; anime only, since a manga edge has no voice actors).
import type { CharacterId } from '../character-id';
import { gql, type TypedDocumentNode } from './gql';
import type { PersonName } from './get-media-detail';

export interface GetCharactersData {
  Page: {
    characters: Array<{
      id: CharacterId;
      name: PersonName | null;
      image: { large: string | null } | null;
      media: {
        edges: Array<{
          node: { id: number; title: { native: string | null } | null } | null;
          voiceActors: Array<{
            id: number;
            name: PersonName | null;
            image: { large: string | null } | null;
          } | null> | null;
        } | null> | null;
      } | null;
    } | null> | null;
  } | null;
}

export interface GetCharactersVariables {
  search?: string;
}

/** Page 1 of 5 (docs/rules.md#lists-and-limits). */
export const GET_CHARACTERS: TypedDocumentNode<GetCharactersData, GetCharactersVariables> = gql`
  query GetCharacters($search: String) {
    Page(page: 1, perPage: 5) {
      characters(search: $search, sort: FAVOURITES_DESC) {
        id
        name {
          full
          native
        }
        image {
          large
        }
        media(type: ANIME) {
          edges {
            node {
              id
              title {
                native
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
  }
`;
