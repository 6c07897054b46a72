// The anime detail's route data (@anifan/contract startup.ts): the selected anime's cover, the page's
// largest paint, and its GetMediaDetail, requested before React, Apollo Client and the page's code have
// arrived. The selection is the one the shell's bus keeps in sessionStorage, unless the address names
// another work (a shared link, `#/popularAnime/animeDetail?id=113415`): then that work, by id.
import {
  DETAIL_ID_PARAM,
  parseAnimeId,
  prefetchGraphQL,
  readStoredSelection,
  startupHandoff,
  type GetMediaDetailVariables,
  type SelectedAnime,
} from '@anifan/contract';
import { preloadCover } from './cover-preload';
import { MEDIA_DETAIL_REQUEST } from './media-detail-request.build-time';
import { mediaDetailVariablesById, selectedAnimeVariables } from './media-detail-variables';

const mediaDetailRequest = (variables: GetMediaDetailVariables) => ({ ...MEDIA_DETAIL_REQUEST, variables });

/** The selected anime as the bus persisted it; null when there is none, it has no title or it cannot be read. */
export function storedSelectedAnime(
  storage: Storage | undefined = globalThis.sessionStorage,
): SelectedAnime | null {
  const anime: Partial<SelectedAnime> | null = readStoredSelection(storage).selectedAnime;
  return anime && typeof anime.title === 'string' && anime.title !== '' ? (anime as SelectedAnime) : null;
}

/** The work id in a location hash's query: undefined without one, null when it is not a work's id. */
function linkedAnimeId(hash: string): number | null | undefined {
  const text = new URLSearchParams(hash.split('?')[1] ?? '').get(DETAIL_ID_PARAM);
  return text === null ? undefined : parseAnimeId(text);
}

/** Prefetches the shown anime's detail and preloads its cover (nothing happens outside the shell). */
export function prefetchAnimeDetail(
  doc: Document = document,
  fetchImpl?: typeof fetch,
  storage?: Storage,
  hash: string = doc.location?.hash ?? '',
): void {
  if (!startupHandoff()) return;
  const linkedId = linkedAnimeId(hash);
  const selected = storedSelectedAnime(storage);
  const anime = selected && (linkedId === undefined || selected.id === linkedId) ? selected : null;
  if (!anime) {
    // The page loads the linked work by id; its cover is known only from the answer.
    if (typeof linkedId === 'number') {
      prefetchGraphQL(mediaDetailRequest(mediaDetailVariablesById(linkedId)), fetchImpl);
    }
    return;
  }
  prefetchGraphQL(mediaDetailRequest(selectedAnimeVariables(anime)), fetchImpl);
  const cover = anime.image?.facebookOgImageUrl;
  if (typeof cover !== 'string' || !/^https?:\/\//.test(cover)) return;
  preloadCover(cover, doc);
}
