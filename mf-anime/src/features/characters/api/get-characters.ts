// GetCharacters (SPEC §7.3): the characters matching the search text, most favourited first, for the characters tab.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { GET_CHARACTERS, type GetCharactersData } from '@anifan/contract';
import { searchVariables } from '../../catalog/lib/search-variables';

export interface CharacterSummary {
  id: number;
  name: string;
  image: string;
  /** The native title of the character's first linked anime, or ''. */
  animeTitle: string;
}

export const UNKNOWN_NAME = '名前不明';

export function toCharacterSummaries(data: GetCharactersData | undefined): CharacterSummary[] | undefined {
  if (!data) return undefined;
  return (data.Page?.characters ?? []).flatMap((character) =>
    character
      ? [
          {
            id: character.id,
            name: character.name?.native || character.name?.full || UNKNOWN_NAME,
            image: character.image?.large ?? '',
            animeTitle: character.media?.edges?.[0]?.node?.title?.native ?? '',
          },
        ]
      : [],
  );
}

export function useGetCharacters(searchKey: string) {
  const variables = useMemo(() => searchVariables(searchKey), [searchKey]);
  const result = useQuery(GET_CHARACTERS, { variables, fetchPolicy: 'network-only' });
  const items = useMemo(() => toCharacterSummaries(result.data), [result.data]);
  return { loading: result.loading, error: result.error, refetch: result.refetch, items };
}
