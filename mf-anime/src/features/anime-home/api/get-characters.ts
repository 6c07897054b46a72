// GetCharacters: the characters matching the search text, most favourited first, for the characters tab.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_CHARACTERS, type CharacterId, type GetCharactersData, type PersonName } from '@anifan/contract';
import { searchVariables } from '../../../shared/catalog/lib/search-variables';

export interface CharacterSummary {
  id: CharacterId;
  name: string;
  image: string;
  /** The native title of the character's first linked anime, or ''. */
  animeTitle: string;
  /** The first Japanese voice actor in that anime, or '' when none is known (as on the anime's page). */
  voiceActor: string;
  voiceActorImage: string;
}

export const UNKNOWN_NAME = '名前不明';

const personName = (name: PersonName | null | undefined) => name?.native || name?.full || '';

export function toCharacterSummaries(data: GetCharactersData | undefined): CharacterSummary[] | undefined {
  if (!data) return undefined;
  return (data.Page?.characters ?? []).flatMap((character) => {
    if (!character) return [];
    const firstWork = character.media?.edges?.[0];
    const actor = firstWork?.voiceActors?.find((candidate) => candidate !== null);
    return [
      {
        id: character.id,
        name: personName(character.name) || UNKNOWN_NAME,
        image: character.image?.large ?? '',
        animeTitle: firstWork?.node?.title?.native ?? '',
        voiceActor: personName(actor?.name),
        voiceActorImage: actor?.image?.large ?? '',
      },
    ];
  });
}

export function useGetCharacters(searchKey: string) {
  const variables = useMemo(() => searchVariables(searchKey), [searchKey]);
  const result = useQuery(GET_CHARACTERS, { variables, fetchPolicy: 'network-only' });
  const items = useMemo(() => toCharacterSummaries(result.data), [result.data]);
  return { loading: result.loading, error: result.error, refetch: result.refetch, items };
}
