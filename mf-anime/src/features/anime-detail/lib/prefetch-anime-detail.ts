// The anime detail's route data (@anifan/contract startup.ts): the selected anime's cover, the page's
// largest paint, and its GetMediaDetail, requested before React, Apollo Client and the page's code have
// arrived. The selection is the one the shell's bus keeps in sessionStorage.
import {
  GET_MEDIA_DETAIL,
  prefetchGraphQL,
  readStoredSelection,
  startupHandoff,
  type SelectedAnime,
} from '@anifan/contract';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';
import { mediaDetailVariables } from './media-detail-variables';

/** The selected anime as the bus persisted it; null when there is none, it has no title or it cannot be read. */
export function storedSelectedAnime(
  storage: Storage | undefined = globalThis.sessionStorage,
): SelectedAnime | null {
  const anime: Partial<SelectedAnime> | null = readStoredSelection(storage).selectedAnime;
  return anime && typeof anime.title === 'string' && anime.title !== '' ? (anime as SelectedAnime) : null;
}

/** Prefetches the selected anime's detail and preloads its cover (nothing happens outside the shell). */
export function prefetchAnimeDetail(
  doc: Document = document,
  fetchImpl?: typeof fetch,
  storage?: Storage,
): void {
  const anime = storedSelectedAnime(storage);
  if (!anime || !startupHandoff()) return;
  prefetchGraphQL(graphqlRequest(GET_MEDIA_DETAIL, mediaDetailVariables(anime.title)), fetchImpl);
  const cover = anime.image?.facebookOgImageUrl;
  if (typeof cover !== 'string' || !/^https?:\/\//.test(cover)) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.setAttribute('as', 'image');
  link.href = cover;
  link.setAttribute('fetchpriority', 'high');
  doc.head.appendChild(link);
}
