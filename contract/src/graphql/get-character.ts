// GetCharacter: one character by its catalogue id (AniList's Character), for a shared link to its page
// opened without a selection: its name, picture, and its anime with their Japanese voice actors, in the
// shape GetCharacters answers one. Sent as text by a page without a GraphQL client (mf-character).
import type { CharacterId } from '../character-id';
import type { GetCharactersData } from './get-characters';

export type CharacterNode = NonNullable<
  NonNullable<NonNullable<GetCharactersData['Page']>['characters']>[number]
>;

export interface GetCharacterData {
  Character: CharacterNode | null;
}

export interface GetCharacterVariables {
  id: CharacterId;
}

export const GET_CHARACTER_OPERATION = 'GetCharacter';

export const GET_CHARACTER_QUERY = `query GetCharacter($id: Int) {
  Character(id: $id) {
    id
    name { full native }
    image { large }
    media(type: ANIME) {
      edges {
        node { id title { native } }
        voiceActors(language: JAPANESE) { id name { full native } image { large } }
      }
    }
  }
}`;
