// GetCharacter on the catalogue gateway: the character a shared link names (`?id=127691`), for a page
// opened without that selection. Null when the catalogue has no such character.
import {
  GET_CHARACTER_OPERATION,
  GET_CHARACTER_QUERY,
  type CharacterId,
  type CharacterNode,
  type GetCharacterData,
  type PersonName,
  type SelectedCharacter,
} from '@anifan/contract';

const personName = (name: PersonName | null | undefined) => name?.native || name?.full || '';

/** As a characters-tab card publishes it: the Japanese voice actor of its first anime. */
export function characterFromCatalog(character: CharacterNode): SelectedCharacter {
  const firstWork = character.media?.edges?.[0];
  const actor = firstWork?.voiceActors?.find((candidate) => candidate !== null);
  const animeTitle = firstWork?.node?.title?.native;
  return {
    id: character.id,
    name: personName(character.name),
    image: character.image?.large ?? '',
    voiceActors: personName(actor?.name),
    voiceActorsImage: actor?.image?.large ?? '',
    ...(animeTitle ? { animeTitle } : {}),
  };
}

export async function getCharacter(
  graphqlUrl: string,
  id: CharacterId,
  signal?: AbortSignal,
): Promise<SelectedCharacter | null> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      operationName: GET_CHARACTER_OPERATION,
      variables: { id },
      query: GET_CHARACTER_QUERY,
    }),
    signal,
  });
  const body = (await response.json().catch(() => null)) as {
    data?: Partial<GetCharacterData> | null;
  } | null;
  // AniList answers an unknown id with an error (404) and `Character: null`: no such character.
  if (body?.data && 'Character' in body.data) {
    return body.data.Character ? characterFromCatalog(body.data.Character) : null;
  }
  throw new Error(`GetCharacter failed with HTTP ${response.status}`);
}
