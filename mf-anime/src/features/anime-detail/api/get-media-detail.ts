// GetMediaDetail: an anime found by title (or by id) with its first 100 characters and Japanese voice actors.
import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import {
  GET_MEDIA_DETAIL,
  type CharacterId,
  type GetMediaDetailData,
  type GetMediaDetailVariables,
  type PersonName,
} from '@anifan/contract';
import { useCatalogInfo } from '../../../shared/catalog/hooks/use-catalog-info';
import { usePrefetchedAnswer } from '../../../shared/catalog/hooks/use-prefetched-answer';
import { broadcastInfo, type BroadcastInfo } from '../lib/broadcast-info';

export interface MediaCharacter {
  id: CharacterId;
  name: string;
  image: string;
  /** The first Japanese voice actor's name, or '' when none is known. */
  voiceActor: string;
  voiceActorImage: string;
}

export interface MediaDetail {
  /** The work's catalogue id: the id its page's address carries. */
  id: number;
  /** The catalogue's cover, '' when it has none. */
  cover: string;
  titles: { romaji: string; english: string; native: string };
  broadcast: BroadcastInfo;
  characters: MediaCharacter[];
}

const personName = (name: PersonName | null | undefined) => name?.native || name?.full || '';

export function toMediaDetail(data: GetMediaDetailData | undefined): MediaDetail | null | undefined {
  if (!data) return undefined;
  if (!data.Media) return null;
  const { id, title, coverImage, characters } = data.Media;
  return {
    id,
    cover: coverImage?.large ?? '',
    titles: { romaji: title?.romaji ?? '', english: title?.english ?? '', native: title?.native ?? '' },
    broadcast: broadcastInfo(data.Media),
    characters: (characters?.edges ?? []).flatMap((edge) => {
      if (!edge?.node) return [];
      const actor = edge.voiceActors?.find((candidate) => candidate !== null);
      return [
        {
          id: edge.node.id,
          name: personName(edge.node.name),
          image: edge.node.image?.large ?? '',
          voiceActor: personName(actor?.name),
          voiceActorImage: actor?.image?.large ?? '',
        },
      ];
    }),
  };
}

/** One text per request: `{"id":113415}`, `{"search":"呪術廻戦"}`. */
export const mediaDetailKey = (variables: GetMediaDetailVariables) => JSON.stringify(variables);

export function useGetMediaDetail(variables: GetMediaDetailVariables) {
  usePrefetchedAnswer(GET_MEDIA_DETAIL, variables);
  const result = useQuery(GET_MEDIA_DETAIL, { variables, fetchPolicy: 'cache-first' });
  const detail = useMemo(() => toMediaDetail(result.data), [result.data]);
  const { loading, error, refetch, data } = result;
  const info = useCatalogInfo('GetMediaDetail', variables);
  // From the offline snapshot, the page says what that limits: its date, the characters it holds.
  const offline = info?.source === 'embedded';
  const snapshotPublishedAt = (offline && info.snapshot?.publishedAt) || null;
  // Which request this state answers, so a deferred state from before is told apart.
  const asked = mediaDetailKey(variables);
  // One object per state of the query, so a page can defer it as a whole (useDeferredValue).
  return useMemo(
    () => ({ loading, error, refetch, detail, data, catalogInfo: info, offline, snapshotPublishedAt, asked }),
    [loading, error, refetch, detail, data, info, offline, snapshotPublishedAt, asked],
  );
}
