// Weekly slots are read in Japan time wherever the browser is.
import {
  airingLabel,
  formatTime,
  listingSlot,
  listingWeekday,
  slotAt,
  weeklySlot,
  weeklySlotLabel,
} from './weekly-slot';

/** Unix seconds of a Japan-time wall clock. */
const jst = (year: number, month: number, day: number, hour: number, minute = 0) =>
  Date.UTC(year, month - 1, day, hour - 9, minute) / 1000;

describe('slotAt', () => {
  it.each([
    ['Friday 23:00 JST', jst(2023, 10, 6, 23), { weekday: 5, minutes: 23 * 60 }],
    ['Saturday 0:30 JST (Friday 15:30 UTC)', jst(2023, 10, 7, 0, 30), { weekday: 6, minutes: 30 }],
    ['Sunday 17:00 JST', jst(2026, 11, 22, 17), { weekday: 0, minutes: 17 * 60 }],
  ])('%s', (_name, airingAt, expected) => {
    expect(slotAt(airingAt)).toEqual(expected);
  });
});

describe('weeklySlot', () => {
  const first = { airingAt: jst(2023, 10, 6, 23), episode: 1 };
  const next = { airingAt: jst(2023, 11, 4, 22), episode: 5 };

  it('follows the next broadcast when one is coming', () => {
    expect(weeklySlot({ nextAiringEpisode: next, airingSchedule: { nodes: [first] } })).toEqual({
      weekday: 6,
      minutes: 22 * 60,
    });
  });

  it('falls back to the first broadcast', () => {
    expect(weeklySlot({ nextAiringEpisode: null, airingSchedule: { nodes: [first] } })).toEqual({
      weekday: 5,
      minutes: 23 * 60,
    });
  });

  it.each([
    ['no schedule', null],
    ['an empty schedule', { nodes: [] }],
    ['a null node', { nodes: [null] }],
  ])('is null with %s', (_name, airingSchedule) => {
    expect(weeklySlot({ nextAiringEpisode: null, airingSchedule })).toBeNull();
  });
});

describe('labels', () => {
  it('write the slot and a broadcast as Japanese timetables do', () => {
    expect(weeklySlotLabel({ weekday: 5, minutes: 23 * 60 })).toBe('毎週金曜 23:00〜');
    expect(weeklySlotLabel({ weekday: 6, minutes: 5 * 60 })).toBe('毎週土曜 5:00〜');
    expect(formatTime(9 * 60 + 5)).toBe('9:05');
    expect(airingLabel(jst(2026, 11, 28, 23, 30))).toBe('11月28日(土) 23:30');
  });

  it('writes a late-night slot as the previous day after 24:00, as fans do', () => {
    expect(weeklySlotLabel(slotAt(jst(2026, 11, 28, 1, 25)))).toBe('毎週金曜 25:25〜');
    expect(weeklySlotLabel({ weekday: 6, minutes: 30 })).toBe('毎週金曜 24:30〜');
    expect(weeklySlotLabel({ weekday: 0, minutes: 4 * 60 + 59 })).toBe('毎週土曜 28:59〜');
  });

  it('takes today from Japan time, still the previous day until 5:00 as listings do', () => {
    // Wednesday 1:00 and 4:59 in Japan: Tuesday's late night; 5:00 starts Wednesday.
    expect(listingWeekday(new Date('2026-11-24T16:00:00Z'))).toBe(2);
    expect(listingWeekday(new Date('2026-11-24T19:59:00Z'))).toBe(2);
    expect(listingWeekday(new Date('2026-11-24T20:00:00Z'))).toBe(3);
    expect(listingWeekday(new Date('2026-11-24T14:59:00Z'))).toBe(2);
    // Sunday 0:30 in Japan is still Saturday.
    expect(listingWeekday(new Date('2026-11-28T15:30:00Z'))).toBe(6);
  });
});

describe('listingSlot', () => {
  it.each([
    ['Saturday 0:00 is Friday 24:00', jst(2026, 11, 28, 0), { weekday: 5, minutes: 24 * 60 }],
    ['Saturday 1:25 is Friday 25:25', jst(2026, 11, 28, 1, 25), { weekday: 5, minutes: 25 * 60 + 25 }],
    ['Saturday 4:59 is Friday 28:59', jst(2026, 11, 28, 4, 59), { weekday: 5, minutes: 28 * 60 + 59 }],
    ['Saturday 5:00 starts Saturday', jst(2026, 11, 28, 5), { weekday: 6, minutes: 5 * 60 }],
    ['Friday 23:59 stays Friday', jst(2026, 11, 27, 23, 59), { weekday: 5, minutes: 23 * 60 + 59 }],
    [
      'Sunday 0:30 is Saturday 24:30 (across the week)',
      jst(2026, 11, 29, 0, 30),
      { weekday: 6, minutes: 24 * 60 + 30 },
    ],
    ['Monday 2:00 is Sunday 26:00', jst(2026, 11, 30, 2), { weekday: 0, minutes: 26 * 60 }],
  ])('%s', (_name, airingAt, expected) => {
    expect(listingSlot(slotAt(airingAt))).toEqual(expected);
  });
});
