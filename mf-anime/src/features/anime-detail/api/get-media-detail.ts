// GetMediaDetail: an anime found by title (or by id) with its first 100 characters and Japanese voice actors.
import { startTransition, useContext, useEffect, useMemo, useState } from 'react';
import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import {
  GET_MEDIA_DETAIL,
  gql,
  takePrefetchedGraphQL,
  type CharacterId,
  type GetMediaDetailData,
  type GetMediaDetailVariables,
  type PersonName,
} from '@anifan/contract';
import { CatalogInfoContext } from '../../../shared/catalog/components/catalog-provider';
import { useCatalogInfo } from '../../../shared/catalog/hooks/use-catalog-info';
import { arrivedAnswer } from '../../../shared/catalog/lib/arrived-answer';
import type { CatalogInfo } from '../../../shared/catalog/lib/read-catalog-info';
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

/** GetMediaDetail's root field by id alone: written to the cache, never sent. */
const MEDIA_BY_ID = gql`
  query MediaById($id: Int) {
    Media(id: $id, type: ANIME) {
      id
    }
  }
`;

/**
 * Lets GetMediaDetail by `{ id }` read, from the cache, the work an answer by title stored: the id's root
 * field points at that work (`Media:<id>`), so the answer (up to 100 characters) is not written twice.
 */
export function keepDetailUnderId(apollo: ApolloClient, id: number): void {
  apollo.writeQuery({ query: MEDIA_BY_ID, variables: { id }, data: { Media: { __typename: 'Media', id } } });
}

/** One text per request: `{"id":113415}`, `{"search":"呪術廻戦"}`. */
export const mediaDetailKey = (variables: GetMediaDetailVariables) => JSON.stringify(variables);

/** The route data script's answer (@anifan/contract startup.ts) once it has arrived with data, no errors. */
interface EarlyAnswer {
  variables: GetMediaDetailVariables;
  data: GetMediaDetailData;
  info: CatalogInfo | null;
}

function earlyAnswer(variables: GetMediaDetailVariables): EarlyAnswer | null {
  const answer = arrivedAnswer<GetMediaDetailData>('GetMediaDetail', variables);
  return answer && { variables, ...answer };
}

/**
 * The route data script's answer when it is there at the page's first render: that render draws it as
 * it came, and Apollo Client gets it in a task of its own afterwards (stored in its cache), then the
 * query reads it from there. Storing 100 characters and reading them back
 * made the first render, the one that draws the cover, about 30 ms longer. `stored` once Apollo has it.
 */
function useEarlyAnswer(variables: GetMediaDetailVariables): { early: EarlyAnswer | null; stored: boolean } {
  const apollo = useApolloClient();
  const catalogInfo = useContext(CatalogInfoContext);
  const [early] = useState(() => {
    const answer = earlyAnswer(variables);
    // What the gateway said of it is kept before this render reads it (useCatalogInfo), as for the other
    // pages' prefetched answers: kept later, it drew the page again at once, in the task that stores it.
    if (answer?.info) catalogInfo?.set('GetMediaDetail', answer.variables, answer.info);
    return answer;
  });
  const [stored, setStored] = useState(false);
  useEffect(() => {
    if (!early || stored) return undefined;
    const timer = setTimeout(() => {
      // Taken so that nothing serves it again; it has already arrived, so there is nothing left to wait for.
      void takePrefetchedGraphQL('GetMediaDetail', early.variables);
      apollo.writeQuery({ query: GET_MEDIA_DETAIL, variables: early.variables, data: early.data });
      startTransition(() => setStored(true));
    }, 0);
    return () => clearTimeout(timer);
  }, [apollo, early, stored]);
  const same = early !== null && mediaDetailKey(early.variables) === mediaDetailKey(variables);
  return { early: same ? early : null, stored };
}

export function useGetMediaDetail(variables: GetMediaDetailVariables) {
  const { early, stored } = useEarlyAnswer(variables);
  const result = useQuery(GET_MEDIA_DETAIL, {
    variables,
    fetchPolicy: 'cache-first',
    skip: early !== null && !stored,
  });
  // The early answer stands until the query has its own state of the same request.
  const shown = early && result.data === undefined && result.error === undefined ? early : null;
  const data = shown ? shown.data : result.data;
  const detail = useMemo(() => toMediaDetail(data), [data]);
  const { refetch } = result;
  const loading = shown ? false : result.loading;
  const error = shown ? undefined : result.error;
  const storedInfo = useCatalogInfo('GetMediaDetail', variables);
  const info = shown?.info ?? storedInfo;
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
