// The anime detail's episode threads (docs/rules.md#episode-threads): which episodes are listed, which
// threads are veiled for the viewer, and the veils the viewer chose to lift, remembered per episode.
import { episodeThread } from '@anifan/contract';
import type { KnownEpisodes, ListEntry } from '../../../shared/my-list';

/**
 * The line under the list: what its episodes stand on, as the マイリスト panel says it. Slots of a
 * finished work may be more than its episodes (weeks without a broadcast are not in the data).
 */
export function episodesNote(known: KnownEpisodes): string {
  if (known.final) return `全${known.count}話`;
  if (known.slots) {
    return `放送枠${known.count}回分（休止の週はデータにないため、実際の話数はこれより少ないことがあります）`;
  }
  return `放送済みの第${known.count}話まで（以降は放送後に追加されます）`;
}

/**
 * Up to which episode the viewer has seen the work, by their マイリスト entry (a guest's in this
 * browser): its progress; every episode once the work is 見た, being rewatched or rewatched before.
 */
export function watchedThrough(entry: ListEntry | null): number {
  if (!entry) return 0;
  if (entry.status === 'COMPLETED' || entry.status === 'REPEATING' || entry.repeat > 0) {
    return Number.POSITIVE_INFINITY;
  }
  return entry.progress;
}

const shownKey = (mediaId: number, episode: number) =>
  `anifan:episode-thread:shown:${episodeThread(mediaId, episode)}`;

/** Whether the viewer chose 表示する on this episode's veil in this browser. */
export function veilLifted(mediaId: number, episode: number, storage: Storage = localStorage): boolean {
  try {
    return storage.getItem(shownKey(mediaId, episode)) === '1';
  } catch {
    return false;
  }
}

/** Remembers 表示する for this episode; without storage the veil is lifted for this visit only. */
export function rememberVeilLifted(mediaId: number, episode: number, storage: Storage = localStorage): void {
  try {
    storage.setItem(shownKey(mediaId, episode), '1');
  } catch {
    // Storage full or refused (private mode): the thread is shown now all the same.
  }
}
