// The list's rules as pure functions (docs/rules.md, マイリスト): what each field may hold, the status
// and date changes progress brings (AniList's), and how two versions of one entry merge.
import { characterLength, normalizeText, unsafeTextProblem } from '@anifan/contract/http-schemas';
import { AppError } from '../common';
import {
  MEDIA_LIST_STATUSES,
  type FuzzyDate,
  type MediaListEntry,
  type MediaListFields,
  type MediaListStatus,
} from './media-list.types';

export const MAX_NOTES_LENGTH = 1000;
/** Past any series' length (the longest run to a few thousand): a bigger number is a mistake. */
export const MAX_PROGRESS = 10_000;
export const MAX_REPEAT = 1000;
export const MAX_SCORE_RAW = 100;
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2100;

const JAPAN_OFFSET_MS = 9 * 60 * 60 * 1000;

/** What an entry holds besides its identity and bookkeeping. */
export type EntryContent = Pick<
  MediaListEntry,
  'status' | 'progress' | 'repeat' | 'scoreRaw' | 'notes' | 'private' | 'startedAt' | 'completedAt'
>;

/** Fields as validated: dates whole (null parts), notes normalised (an empty memo is null). */
export type ValidFields = Partial<EntryContent>;

export const NO_DATE: FuzzyDate = { year: null, month: null, day: null };

export const NEW_ENTRY: EntryContent = {
  status: 'PLANNING',
  progress: 0,
  repeat: 0,
  scoreRaw: 0,
  notes: null,
  private: false,
  startedAt: NO_DATE,
  completedAt: NO_DATE,
};

export function invalidEntry(message: string): AppError {
  return new AppError('list/invalid_entry', message);
}

function integerIn(name: string, value: unknown, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw invalidEntry(`${name} must be an integer from ${min} to ${max}`);
  }
  return value;
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A FuzzyDate whose parts name a day that exists; null clears it, undefined leaves it. */
export function validDate(name: string, value: Partial<FuzzyDate> | null | undefined): FuzzyDate | undefined {
  if (value === undefined) return undefined;
  if (value === null) return NO_DATE;
  if (typeof value !== 'object') throw invalidEntry(`${name} must be a FuzzyDate`);
  const part = (key: keyof FuzzyDate, min: number, max: number): number | null =>
    value[key] === undefined || value[key] === null
      ? null
      : integerIn(`${name}.${key}`, value[key], min, max);
  const date = {
    year: part('year', MIN_YEAR, MAX_YEAR),
    month: part('month', 1, 12),
    day: part('day', 1, 31),
  };
  if (date.day !== null && date.month === null) throw invalidEntry(`${name} has a day but no month`);
  // Without a year, 29 February is still a day that exists.
  if (date.day !== null && date.month !== null && date.day > daysInMonth(date.year ?? 2000, date.month)) {
    throw invalidEntry(`${name} is not a day that exists`);
  }
  return date;
}

function validNotes(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value !== 'string') throw invalidEntry('notes must be text');
  const notes = normalizeText(value);
  if (characterLength(notes) > MAX_NOTES_LENGTH) {
    throw invalidEntry(`notes must be at most ${MAX_NOTES_LENGTH} characters`);
  }
  const problem = unsafeTextProblem(notes);
  if (problem !== null) throw invalidEntry(`notes: ${problem}`);
  return notes.trim() === '' ? null : notes;
}

export function isStatus(value: unknown): value is MediaListStatus {
  return typeof value === 'string' && (MEDIA_LIST_STATUSES as readonly string[]).includes(value);
}

/** The given fields checked and normalised; throws `list/invalid_entry` naming the first bad one. */
export function validFields(fields: MediaListFields): ValidFields {
  const valid: ValidFields = {};
  if (fields.status !== undefined) {
    if (!isStatus(fields.status))
      throw invalidEntry(`status must be one of ${MEDIA_LIST_STATUSES.join(', ')}`);
    valid.status = fields.status;
  }
  if (fields.progress !== undefined) valid.progress = integerIn('progress', fields.progress, 0, MAX_PROGRESS);
  if (fields.repeat !== undefined) valid.repeat = integerIn('repeat', fields.repeat, 0, MAX_REPEAT);
  if (fields.scoreRaw !== undefined)
    valid.scoreRaw = integerIn('scoreRaw', fields.scoreRaw, 0, MAX_SCORE_RAW);
  if (fields.notes !== undefined) valid.notes = validNotes(fields.notes);
  if (fields.private !== undefined) {
    if (typeof fields.private !== 'boolean') throw invalidEntry('private must be true or false');
    valid.private = fields.private;
  }
  const startedAt = validDate('startedAt', fields.startedAt);
  if (startedAt !== undefined) valid.startedAt = startedAt;
  const completedAt = validDate('completedAt', fields.completedAt);
  if (completedAt !== undefined) valid.completedAt = completedAt;
  return valid;
}

/** The day it is in Japan at `now` (epoch ms). */
export function japanToday(now: number): FuzzyDate {
  const japan = new Date(now + JAPAN_OFFSET_MS);
  return { year: japan.getUTCFullYear(), month: japan.getUTCMonth() + 1, day: japan.getUTCDate() };
}

const isEmptyDate = (date: FuzzyDate): boolean =>
  date.year === null && date.month === null && date.day === null;

/**
 * `current` (null: a new entry) with `fields` applied, and AniList's automatic changes when progress
 * moves and no status is given: reaching the known episode count makes the entry COMPLETED (a rewatch
 * counts one more repeat) and sets completedAt to `today` unless given; going from 0 to 1 or more on a
 * PLANNING or new entry makes it CURRENT and sets startedAt to `today` unless given or already set.
 * Progress above the known episode count is refused.
 */
export function applyFields(
  current: EntryContent | null,
  fields: ValidFields,
  episodes: number | null,
  today: FuzzyDate,
): EntryContent {
  if (fields.progress !== undefined && episodes !== null && fields.progress > episodes) {
    throw invalidEntry(`progress ${fields.progress} is above the work's ${episodes} episodes`);
  }
  const base = current ?? NEW_ENTRY;
  const next: EntryContent = { ...base, ...fields };
  if (fields.status !== undefined || fields.progress === undefined) return next;
  const before = base.progress;
  const startedNow = before === 0 && next.progress >= 1;
  const keepStart = (): FuzzyDate =>
    fields.startedAt === undefined && isEmptyDate(next.startedAt) ? today : next.startedAt;
  if (
    episodes !== null &&
    episodes > 0 &&
    before < episodes &&
    next.progress >= episodes &&
    base.status !== 'COMPLETED'
  ) {
    if (base.status === 'REPEATING' && fields.repeat === undefined) next.repeat = base.repeat + 1;
    next.status = 'COMPLETED';
    if (fields.completedAt === undefined) next.completedAt = today;
    if (startedNow) next.startedAt = keepStart();
  } else if (startedNow && (current === null || base.status === 'PLANNING')) {
    next.status = 'CURRENT';
    next.startedAt = keepStart();
  }
  return next;
}

/** One version of an entry offered to the merge: its content and when it last changed (epoch ms). */
export type MergeVersion = EntryContent & { updatedAt: number };

/**
 * One work's entry after merging `incoming` into `current` (the merge rules, docs/rules.md): the
 * version with the higher progress wins, at equal progress the later change (a tie keeps `current`);
 * the winner is taken whole, except that COMPLETED is never downgraded (a winner other than COMPLETED
 * or REPEATING over a COMPLETED loser stays COMPLETED, keeping the loser's completedAt when it has
 * none) and repeat is the higher of the two.
 */
export function mergeEntry(current: MergeVersion | null, incoming: MergeVersion): EntryContent {
  if (current === null) return contentOf(incoming);
  const incomingWins =
    incoming.progress !== current.progress
      ? incoming.progress > current.progress
      : incoming.updatedAt > current.updatedAt;
  const [winner, loser] = incomingWins ? [incoming, current] : [current, incoming];
  const merged = { ...contentOf(winner), repeat: Math.max(winner.repeat, loser.repeat) };
  if (loser.status === 'COMPLETED' && winner.status !== 'COMPLETED' && winner.status !== 'REPEATING') {
    merged.status = 'COMPLETED';
    if (isEmptyDate(merged.completedAt)) merged.completedAt = loser.completedAt;
  }
  return merged;
}

export function contentOf(entry: EntryContent): EntryContent {
  return {
    status: entry.status,
    progress: entry.progress,
    repeat: entry.repeat,
    scoreRaw: entry.scoreRaw,
    notes: entry.notes,
    private: entry.private,
    startedAt: { ...entry.startedAt },
    completedAt: { ...entry.completedAt },
  };
}

export function sameContent(a: EntryContent, b: EntryContent): boolean {
  return JSON.stringify(contentOf(a)) === JSON.stringify(contentOf(b));
}
