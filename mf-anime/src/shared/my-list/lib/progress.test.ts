import type { ListEntry } from '../types';
import {
  dateFromInput,
  dateInputValue,
  progressMessage,
  progressPatch,
  rawFromScore,
  scoreFromRaw,
  statusPatch,
  todayInJapan,
} from './progress';

const TODAY = { year: 2026, month: 11, day: 27 };
const EARLIER = { year: 2026, month: 10, day: 1 };
const FINAL_24 = { count: 24, final: true };
const AIRED_5 = { count: 5, final: false };

function entry(fields: Partial<ListEntry>): ListEntry {
  return {
    mediaId: 1,
    status: 'CURRENT',
    progress: 0,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: null,
    completedAt: null,
    updatedAt: 0,
    ...fields,
  };
}

describe('progressPatch', () => {
  it.each([
    ['a work not on the list', null],
    ['a 見たい work', entry({ status: 'PLANNING' })],
  ])('makes %s 見てる from today when its first episode is marked', (_name, before) => {
    expect(progressPatch(before, 1, FINAL_24, TODAY)).toEqual({
      progress: 1,
      status: 'CURRENT',
      startedAt: TODAY,
    });
  });

  it('keeps a start date the fan already has', () => {
    expect(progressPatch(entry({ status: 'PLANNING', startedAt: EARLIER }), 3, FINAL_24, TODAY)).toEqual({
      progress: 3,
      status: 'CURRENT',
    });
  });

  it('leaves a 一時中断 or 視聴中止 status as the fan set it', () => {
    expect(
      progressPatch(entry({ status: 'PAUSED', progress: 4, startedAt: EARLIER }), 5, FINAL_24, TODAY),
    ).toEqual({
      progress: 5,
    });
  });

  it('makes the work 見た from today when the last known episode is marked', () => {
    expect(progressPatch(entry({ progress: 23, startedAt: EARLIER }), 24, FINAL_24, TODAY)).toEqual({
      progress: 24,
      status: 'COMPLETED',
      completedAt: TODAY,
    });
  });

  it('marks everything at once from nothing: 見た, started and completed today', () => {
    expect(progressPatch(null, 24, FINAL_24, TODAY)).toEqual({
      progress: 24,
      status: 'COMPLETED',
      startedAt: TODAY,
      completedAt: TODAY,
    });
  });

  it('counts a finished rewatch once more', () => {
    expect(
      progressPatch(
        entry({ status: 'REPEATING', progress: 23, repeat: 1, startedAt: EARLIER, completedAt: EARLIER }),
        24,
        FINAL_24,
        TODAY,
      ),
    ).toEqual({ progress: 24, status: 'COMPLETED', completedAt: TODAY, repeat: 2 });
  });

  it('never completes a work whose episodes are only the aired slots so far', () => {
    expect(progressPatch(entry({ progress: 4, startedAt: EARLIER }), 5, AIRED_5, TODAY)).toEqual({
      progress: 5,
    });
  });

  it('makes a 見た work 見てる again when an episode is unmarked', () => {
    expect(
      progressPatch(
        entry({ status: 'COMPLETED', progress: 24, startedAt: EARLIER, completedAt: TODAY }),
        23,
        FINAL_24,
        TODAY,
      ),
    ).toEqual({ progress: 23, status: 'CURRENT', completedAt: null });
  });

  it('unmarks everything without taking the work off the list', () => {
    expect(progressPatch(entry({ progress: 2, startedAt: EARLIER }), 0, FINAL_24, TODAY)).toEqual({
      progress: 0,
    });
  });
});

describe('progressMessage', () => {
  it.each([
    [0, 1, '第1話を見たことにしました'],
    [0, 3, '第3話まで見たことにしました'],
    [3, 2, '第3話から未視聴に戻しました'],
    [3, 0, 'すべての話を未視聴に戻しました'],
  ])('%i → %i says %s', (before, after, message) => {
    expect(progressMessage(before, after)).toBe(message);
  });
});

describe('scores', () => {
  it.each([
    [0, 0],
    [85, 8.5],
    [100, 10],
    [5, 0.5],
    [73, 7.5],
  ])('shows scoreRaw %i as %d', (raw, shown) => {
    expect(scoreFromRaw(raw)).toBe(shown);
  });

  it('stores every step of 0.5 on the 100-point scale and reads it back the same', () => {
    for (let half = 0; half <= 20; half += 1) {
      const score = half / 2;
      expect(rawFromScore(score)).toBe(half * 5);
      expect(scoreFromRaw(rawFromScore(score))).toBe(score);
    }
  });
});

describe('dates', () => {
  it('takes today in Japan time (Japan is already on the next day at 15:00 UTC)', () => {
    expect(todayInJapan(Date.UTC(2026, 10, 26, 15, 0))).toEqual(TODAY);
    expect(todayInJapan(Date.UTC(2026, 10, 26, 14, 59))).toEqual({ year: 2026, month: 11, day: 26 });
  });

  it('turns FuzzyDates into date fields and back; a partial date is left blank', () => {
    expect(dateInputValue(TODAY)).toBe('2026-11-27');
    expect(dateFromInput('2026-11-27')).toEqual(TODAY);
    expect(dateInputValue({ year: 2026, month: null, day: null })).toBe('');
    expect(dateInputValue(null)).toBe('');
    expect(dateFromInput('')).toBeNull();
  });
});

describe('statusPatch', () => {
  it.each([
    ['見たい on a new work', null, 'PLANNING', { status: 'PLANNING' }],
    ['見てる on a new work starts it today', null, 'CURRENT', { status: 'CURRENT', startedAt: TODAY }],
    [
      '見た on a new work starts and completes it today',
      null,
      'COMPLETED',
      { status: 'COMPLETED', startedAt: TODAY, completedAt: TODAY },
    ],
    [
      '見た keeps the dates a fan has',
      entry({ startedAt: EARLIER, completedAt: EARLIER }),
      'COMPLETED',
      { status: 'COMPLETED' },
    ],
    ['一時中断 changes only the status', entry({}), 'PAUSED', { status: 'PAUSED' }],
    ['視聴中止 changes only the status', entry({}), 'DROPPED', { status: 'DROPPED' }],
    [
      '見てる on a 見た work is a rewatch from the first episode',
      entry({ status: 'COMPLETED', progress: 24 }),
      'CURRENT',
      { status: 'REPEATING', progress: 0 },
    ],
  ] as const)('%s', (_name, before, status, patch) => {
    expect(statusPatch(before, status, TODAY)).toEqual(patch);
  });

  it('marks every episode of a work whose count is final when it is picked as 見た', () => {
    expect(statusPatch(entry({ progress: 3, startedAt: EARLIER }), 'COMPLETED', TODAY, FINAL_24)).toEqual({
      status: 'COMPLETED',
      completedAt: TODAY,
      progress: 24,
    });
  });

  it('leaves the progress of a work still on air as it is when picked as 見た', () => {
    expect(statusPatch(entry({ progress: 3, startedAt: EARLIER }), 'COMPLETED', TODAY, AIRED_5)).toEqual({
      status: 'COMPLETED',
      completedAt: TODAY,
    });
  });
});
