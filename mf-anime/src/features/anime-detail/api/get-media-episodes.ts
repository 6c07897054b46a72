// GetMediaEpisodes: how many episodes of the work the catalogue knows, for the detail's episode progress.
import { useQuery } from '@apollo/client/react';
import { GET_MEDIA_EPISODES } from '@anifan/contract';
import type { KnownEpisodes } from '../../../shared/my-list';
import { knownEpisodes } from '../lib/known-episodes';

/** The episodes to offer; null while asked (or when the catalogue could not say). */
export function useKnownEpisodes(id: number): KnownEpisodes | null {
  const { data } = useQuery(GET_MEDIA_EPISODES, { variables: { id }, fetchPolicy: 'cache-first' });
  return data ? knownEpisodes(data.Media) : null;
}
