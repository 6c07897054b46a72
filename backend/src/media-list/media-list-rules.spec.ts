// The list's rules as pure functions: the merge table, each field's validation, the automatic status and
// date changes progress brings, and Japan's date.
import { AppError } from '../common';
import {
  applyFields,
  japanToday,
  mergeEntry,
  NEW_ENTRY,
  NO_DATE,
  validFields,
  type EntryContent,
  type MergeVersion,
} from './media-list-rules';
import type { MediaListFields } from './media-list.types';

const TODAY = { year: 2026, month: 11, day: 26 };
const day = (year: number, month: number, date: number) => ({ year, month, day: date });

function version(fields: Partial<MergeVersion>): MergeVersion {
  return { ...NEW_ENTRY, updatedAt: 1000, ...fields };
}

function refusal(run: () => unknown): { status: number; code: string; message: string } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { status: error.status, code: error.code, message: error.message };
  }
}

describe('mergeEntry (the merge table)', () => {
  it.each<[string, MergeVersion | null, MergeVersion, Partial<EntryContent>]>([
    [
      'a work only offered is added as offered',
      null,
      version({ status: 'CURRENT', progress: 3 }),
      { status: 'CURRENT', progress: 3 },
    ],
    [
      'the higher progress wins, even when older',
      version({ status: 'CURRENT', progress: 5, scoreRaw: 80, updatedAt: 9000 }),
      version({ status: 'PAUSED', progress: 7, scoreRaw: 40, updatedAt: 1000 }),
      { status: 'PAUSED', progress: 7, scoreRaw: 40 },
    ],
    [
      'the stored higher progress wins over a later offer',
      version({ status: 'CURRENT', progress: 7, notes: 'stored', updatedAt: 1000 }),
      version({ status: 'DROPPED', progress: 2, notes: 'offered', updatedAt: 9000 }),
      { status: 'CURRENT', progress: 7, notes: 'stored' },
    ],
    [
      'at equal progress the later change wins whole (no field-by-field mix)',
      version({ status: 'CURRENT', progress: 4, scoreRaw: 90, notes: 'old', private: true, updatedAt: 1000 }),
      version({ status: 'PAUSED', progress: 4, scoreRaw: 0, notes: null, private: false, updatedAt: 2000 }),
      { status: 'PAUSED', progress: 4, scoreRaw: 0, notes: null, private: false },
    ],
    [
      'at equal progress and time the stored entry stays',
      version({ status: 'CURRENT', progress: 4, scoreRaw: 90 }),
      version({ status: 'PAUSED', progress: 4, scoreRaw: 10 }),
      { status: 'CURRENT', scoreRaw: 90 },
    ],
    [
      'COMPLETED is never downgraded by a winner with more progress',
      version({ status: 'COMPLETED', progress: 0, completedAt: day(2025, 3, 1) }),
      version({ status: 'CURRENT', progress: 3, scoreRaw: 70, updatedAt: 5000 }),
      { status: 'COMPLETED', progress: 3, scoreRaw: 70, completedAt: day(2025, 3, 1) },
    ],
    [
      'COMPLETED is never downgraded by a later change',
      version({ status: 'COMPLETED', progress: 12, updatedAt: 1000 }),
      version({ status: 'PLANNING', progress: 12, updatedAt: 9000 }),
      { status: 'COMPLETED', progress: 12 },
    ],
    [
      'a completed winner keeps its own completion date',
      version({ status: 'COMPLETED', progress: 12, completedAt: day(2024, 1, 1) }),
      version({ status: 'COMPLETED', progress: 12, completedAt: day(2025, 1, 1), updatedAt: 9000 }),
      { status: 'COMPLETED', completedAt: day(2025, 1, 1) },
    ],
    [
      'a rewatch (REPEATING) is no downgrade',
      version({ status: 'COMPLETED', progress: 12, repeat: 1 }),
      version({ status: 'REPEATING', progress: 12, repeat: 1, updatedAt: 9000 }),
      { status: 'REPEATING', repeat: 1 },
    ],
    [
      'repeat is the higher of the two, whoever wins',
      version({ status: 'CURRENT', progress: 9, repeat: 3 }),
      version({ status: 'CURRENT', progress: 2, repeat: 1, updatedAt: 9000 }),
      { progress: 9, repeat: 3 },
    ],
    [
      'repeat is the higher of the two when the offer wins',
      version({ status: 'CURRENT', progress: 1, repeat: 0 }),
      version({ status: 'CURRENT', progress: 2, repeat: 2 }),
      { progress: 2, repeat: 2 },
    ],
  ])('%s', (_case, current, incoming, expected) => {
    expect(mergeEntry(current, incoming)).toMatchObject(expected);
    expect(mergeEntry(current, incoming)).not.toHaveProperty('updatedAt');
  });
});

describe('validFields', () => {
  it('normalises what it accepts: whole dates, an empty memo as none', () => {
    expect(
      validFields({
        progress: 0,
        scoreRaw: 100,
        notes: '  ',
        startedAt: { year: 2024 },
        completedAt: null,
        private: true,
      }),
    ).toEqual({
      progress: 0,
      scoreRaw: 100,
      notes: null,
      startedAt: { year: 2024, month: null, day: null },
      completedAt: NO_DATE,
      private: true,
    });
    expect(validFields({ startedAt: { month: 2, day: 29 } }).startedAt).toEqual({
      year: null,
      month: 2,
      day: 29,
    });
    expect(validFields({ completedAt: day(2024, 2, 29) }).completedAt).toEqual(day(2024, 2, 29));
    expect(validFields({ notes: 'メモ'.repeat(500) }).notes).toHaveLength(1000);
  });

  it.each<[string, MediaListFields, RegExp]>([
    ['negative progress', { progress: -1 }, /progress must be an integer from 0 to 10000/],
    ['absurd progress', { progress: 10_001 }, /progress/],
    ['fractional progress', { progress: 1.5 }, /progress/],
    ['progress as text', { progress: '3' as unknown as number }, /progress/],
    ['a negative repeat', { repeat: -1 }, /repeat/],
    ['a score above 100', { scoreRaw: 101 }, /scoreRaw must be an integer from 0 to 100/],
    ['a negative score', { scoreRaw: -5 }, /scoreRaw/],
    ['a memo over 1,000 characters', { notes: 'あ'.repeat(1001) }, /at most 1000 characters/],
    ['a memo with a bidi override', { notes: 'abc\u202Eexe' }, /notes:/],
    ['an unknown status', { status: 'WATCHING' as 'CURRENT' }, /status must be one of/],
    ['30 February', { startedAt: day(2026, 2, 30) }, /startedAt is not a day that exists/],
    [
      '29 February of a common year',
      { completedAt: day(2026, 2, 29) },
      /completedAt is not a day that exists/,
    ],
    ['31 April', { completedAt: day(2026, 4, 31) }, /not a day that exists/],
    ['month 13', { startedAt: { year: 2026, month: 13 } }, /startedAt.month/],
    ['a day without a month', { startedAt: { year: 2026, day: 3 } }, /has a day but no month/],
    ['a year out of range', { startedAt: { year: 20260 } }, /startedAt.year/],
    ['private as text', { private: 'yes' as unknown as boolean }, /private/],
  ])('refuses %s with 400 list/invalid_entry', (_case, fields, message) => {
    const refused = refusal(() => validFields(fields));
    expect(refused).toMatchObject({ status: 400, code: 'list/invalid_entry' });
    expect(refused?.message).toMatch(message);
  });
});

describe('applyFields (AniList’s automatic changes)', () => {
  const watching: EntryContent = {
    ...NEW_ENTRY,
    status: 'CURRENT',
    progress: 3,
    startedAt: day(2026, 10, 1),
  };

  it('changes only the given fields', () => {
    expect(applyFields(watching, { scoreRaw: 85 }, 12, TODAY)).toEqual({ ...watching, scoreRaw: 85 });
  });

  it('makes a new entry with progress 1 CURRENT, started today', () => {
    expect(applyFields(null, { progress: 1 }, 12, TODAY)).toEqual({
      ...NEW_ENTRY,
      status: 'CURRENT',
      progress: 1,
      startedAt: TODAY,
    });
  });

  it('makes a PLANNING entry CURRENT on its first episode, keeping a given start date', () => {
    const planned = { ...NEW_ENTRY };
    expect(applyFields(planned, { progress: 2, startedAt: day(2026, 11, 1) }, null, TODAY)).toMatchObject({
      status: 'CURRENT',
      startedAt: day(2026, 11, 1),
    });
  });

  it('leaves a PAUSED entry’s status alone on its first episode', () => {
    expect(applyFields({ ...NEW_ENTRY, status: 'PAUSED' }, { progress: 1 }, 12, TODAY).status).toBe('PAUSED');
  });

  it('completes on the last known episode, today unless a date is given', () => {
    expect(applyFields(watching, { progress: 12 }, 12, TODAY)).toEqual({
      ...watching,
      status: 'COMPLETED',
      progress: 12,
      completedAt: TODAY,
    });
    expect(
      applyFields(watching, { progress: 12, completedAt: day(2026, 11, 20) }, 12, TODAY).completedAt,
    ).toEqual(day(2026, 11, 20));
  });

  it('completes a new entry watched whole at once, started and completed today', () => {
    expect(applyFields(null, { progress: 1 }, 1, TODAY)).toMatchObject({
      status: 'COMPLETED',
      startedAt: TODAY,
      completedAt: TODAY,
    });
  });

  it('counts a finished rewatch as one more repeat', () => {
    const rewatch = { ...watching, status: 'REPEATING' as const, repeat: 1 };
    expect(applyFields(rewatch, { progress: 12 }, 12, TODAY)).toMatchObject({
      status: 'COMPLETED',
      repeat: 2,
    });
  });

  it('keeps a status the caller gives', () => {
    expect(applyFields(watching, { progress: 12, status: 'CURRENT' }, 12, TODAY).status).toBe('CURRENT');
    expect(applyFields(null, { progress: 1, status: 'PLANNING' }, 12, TODAY)).toMatchObject({
      status: 'PLANNING',
      startedAt: NO_DATE,
    });
  });

  it('changes nothing automatically when the episode count is unknown, past the first episode', () => {
    expect(applyFields(watching, { progress: 500 }, null, TODAY)).toEqual({ ...watching, progress: 500 });
  });

  it('refuses progress above the known episode count with 400', () => {
    expect(refusal(() => applyFields(watching, { progress: 13 }, 12, TODAY))).toEqual({
      status: 400,
      code: 'list/invalid_entry',
      message: "progress 13 is above the work's 12 episodes",
    });
  });
});

describe('japanToday', () => {
  it.each([
    ['2026-11-26T14:59:59.999Z', day(2026, 11, 26)],
    ['2026-11-26T15:00:00.000Z', day(2026, 11, 27)],
    ['2026-12-31T15:00:00.000Z', day(2027, 1, 1)],
  ])('at %s is %o', (instant, expected) => {
    expect(japanToday(Date.parse(instant))).toEqual(expected);
  });
});
