// What marking episodes does to an entry (docs/rules.md#my-list-マイリスト): the first episode starts the
// work (見てる, the start date), the last episode of a work whose count is final completes it (見た,
// the completion date; a rewatch counts one more), and unmarking the last one makes it 見てる again.
import type { FuzzyDate } from '@anifan/contract';
import type { EntryPatch, ListEntry } from '../types';
import type { PickableStatus } from './status';

/** The episodes a fan can mark: what the catalogue knows so far, never more. */
export interface KnownEpisodes {
  count: number;
  /** The count is the work's last episode (a known episode count, or a film). */
  final: boolean;
  /**
   * The count is a finished work's weekly slots between its first and last broadcast (the offline
   * catalogue, which knows no episode count): a week without a broadcast is not in the data, so the work
   * may have fewer episodes, and the last slot completes nothing.
   */
  slots?: boolean;
}

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Today in Japan time, as a FuzzyDate. */
export function todayInJapan(now: number): FuzzyDate {
  const date = new Date(now + JAPAN_OFFSET_MS);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The change that sets the entry's progress to `progress` episodes (0 = none watched). */
export function progressPatch(
  entry: ListEntry | null,
  progress: number,
  known: KnownEpisodes,
  today: FuzzyDate,
): EntryPatch {
  const status = entry?.status ?? null;
  const patch: EntryPatch = { progress };
  if (progress >= 1 && (status === null || status === 'PLANNING')) {
    patch.status = 'CURRENT';
  }
  if (progress >= 1 && !entry?.startedAt) patch.startedAt = today;
  const completes = known.final && known.count > 0 && progress >= known.count;
  if (completes && status !== 'COMPLETED') {
    patch.status = 'COMPLETED';
    patch.completedAt = status === 'REPEATING' ? today : (entry?.completedAt ?? today);
    if (status === 'REPEATING') patch.repeat = (entry?.repeat ?? 0) + 1;
  } else if (!completes && status === 'COMPLETED' && progress < (entry?.progress ?? 0)) {
    patch.status = 'CURRENT';
    patch.completedAt = null;
  }
  return patch;
}

/**
 * The change that gives the entry `status` (the control's pick): 見てる starts it today and 見た completes
 * it today unless the fan has those dates, and marks every episode when the count is final (`known`, on
 * the detail); a 見た work picked as 見てる again is a rewatch (REPEATING).
 */
export function statusPatch(
  entry: ListEntry | null,
  status: PickableStatus,
  today: FuzzyDate,
  known: KnownEpisodes | null = null,
): EntryPatch {
  if (status === 'CURRENT' && entry?.status === 'COMPLETED') return { status: 'REPEATING', progress: 0 };
  const patch: EntryPatch = { status };
  if ((status === 'CURRENT' || status === 'COMPLETED') && !entry?.startedAt) patch.startedAt = today;
  if (status === 'COMPLETED' && !entry?.completedAt) patch.completedAt = today;
  if (status === 'COMPLETED' && known?.final && known.count > 0) patch.progress = known.count;
  return patch;
}

/** 「第3話まで見たことにしました」 and the like, for the undo bar and screen readers. */
export function progressMessage(before: number, after: number): string {
  if (after > before) return after === 1 ? '第1話を見たことにしました' : `第${after}話まで見たことにしました`;
  if (after === 0) return 'すべての話を未視聴に戻しました';
  return `第${after + 1}話から未視聴に戻しました`;
}

/** AniList's 100-point score shown 0–10 in steps of 0.5; 0 = not scored. */
export function scoreFromRaw(scoreRaw: number): number {
  return Math.round(scoreRaw / 5) / 2;
}

export function rawFromScore(score: number): number {
  return Math.round(score * 2) * 5;
}

/** A FuzzyDate as an `<input type="date">` value; '' for an unknown or partial date. */
export function dateInputValue(date: FuzzyDate | null): string {
  if (!date?.year || !date.month || !date.day) return '';
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

/** An `<input type="date">` value as a FuzzyDate; null for ''. */
export function dateFromInput(value: string): FuzzyDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}
