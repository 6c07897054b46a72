import {
  airedBy,
  airingAt,
  listedAt,
  nextEpisode,
  nextStatusChange,
  scheduleOf,
  spanOf,
  statusAt,
  type Schedule,
} from './airing';

const at = (iso: string) => Date.parse(iso);
const WEEK = 7 * 86_400_000;
/** Far ahead: the data knows everything these cases ask. */
const LATER = at('2100-01-01T00:00:00Z');

const jjk = {
  format: 'TV' as const,
  begin: '2020-10-02T16:25:00.000Z',
  end: '2021-03-26T17:10:00.000Z',
  broadcast: 'R/2020-10-02T16:25:00.000Z/P7D',
};

describe('statusAt', () => {
  it.each([
    ['before the first broadcast', '2020-10-02T16:24:59.999Z', 'NOT_YET_RELEASED'],
    ['from the first broadcast', '2020-10-02T16:25:00.000Z', 'RELEASING'],
    ['until the end', '2021-03-26T17:09:59.999Z', 'RELEASING'],
    ['from the end', '2021-03-26T17:10:00.000Z', 'FINISHED'],
  ])('%s', (_label, now, status) => {
    expect(statusAt(spanOf(jjk, LATER), at(now))).toBe(status);
  });

  it('keeps a work whose end is unknown releasing, and a released movie finished', () => {
    expect(statusAt(spanOf({ ...jjk, end: null }, LATER), at('2030-01-01T00:00:00Z'))).toBe('RELEASING');
    expect(statusAt(spanOf({ ...jjk, format: 'MOVIE', end: null }, LATER), at('2020-10-03T00:00:00Z'))).toBe(
      'FINISHED',
    );
  });

  it('says when the status next changes', () => {
    expect(nextStatusChange(spanOf(jjk, LATER), at('2020-01-01T00:00:00Z'))).toBe(at(jjk.begin));
    expect(nextStatusChange(spanOf(jjk, LATER), at('2020-12-01T00:00:00Z'))).toBe(at(jjk.end));
    expect(nextStatusChange(spanOf(jjk, LATER), at('2022-01-01T00:00:00Z'))).toBeNull();
    expect(nextStatusChange(spanOf({ ...jjk, end: null }, LATER), at('2020-12-01T00:00:00Z'))).toBeNull();
  });
});

describe('scheduleOf', () => {
  it('lists weekly slots from the first broadcast until the end', () => {
    const schedule = scheduleOf(jjk, LATER) as Schedule;
    expect(schedule).toEqual({ first: at(jjk.begin), periodMs: WEEK, lastEpisode: 26, lastKnown: 26 });
    expect(airingAt(schedule, 1)).toBe(at('2020-10-02T16:25:00.000Z'));
    expect(airingAt(schedule, 26)).toBe(at('2021-03-26T16:25:00.000Z'));
  });

  it.each([
    ['no broadcast', { broadcast: null }],
    ['a monthly interval', { broadcast: 'R/2020-10-02T16:25:00.000Z/P1M' }],
    ['an interval that starts after the first broadcast', { broadcast: 'R/2021-01-01T16:25:00.000Z/P7D' }],
  ])('gives no schedule for %s', (_label, overrides) => {
    expect(scheduleOf({ ...jjk, ...overrides }, LATER)).toBeNull();
  });

  it('gives a one-off airing (P0D) one episode', () => {
    expect(scheduleOf({ ...jjk, broadcast: 'R/2020-10-02T16:25:00.000Z/P0D' }, LATER)).toEqual({
      first: at(jjk.begin),
      periodMs: 0,
      lastEpisode: 1,
      lastKnown: 1,
    });
  });
});

describe('episodes relative to now', () => {
  const schedule = scheduleOf(jjk, LATER) as Schedule;
  const open = scheduleOf({ ...jjk, end: null }, LATER) as Schedule;

  it.each([
    ['before the first airing', '2020-10-01T00:00:00Z', 0, 1],
    ['at the first airing', '2020-10-02T16:25:00Z', 1, 2],
    ['between airings', '2020-10-10T00:00:00Z', 2, 3],
    ['after the last airing', '2021-06-01T00:00:00Z', 26, null],
  ])('%s: %i aired, next %s', (_label, now, aired, next) => {
    expect(airedBy(schedule, at(now))).toBe(aired);
    expect(nextEpisode(schedule, at(now))).toBe(next);
    expect(listedAt(schedule, at(now))).toBe(26);
  });

  it('lists an open-ended schedule through the next airing', () => {
    expect(listedAt(open, at('2020-10-01T00:00:00Z'))).toBe(1);
    expect(listedAt(open, at('2022-10-10T00:00:00Z'))).toBe(airedBy(open, at('2022-10-10T00:00:00Z')) + 1);
    expect(nextEpisode(open, at('2030-01-01T00:00:00Z'))).not.toBeNull();
  });
});

describe("past the data's horizon (the snapshot's publication, 2026-05-15)", () => {
  const HORIZON = at('2026-05-15T06:02:16.679Z');
  const TODAY = at('2026-11-26T03:00:00Z');
  // キルアオ as bangumi-data 0.3.208 has it: weekly from 11 April 2026, no end.
  const killAo = { format: 'TV' as const, begin: '2026-04-11T14:00:00.000Z', end: null };
  const killAoSchedule = { ...killAo, broadcast: 'R/2026-04-11T14:00:00.000Z/P7D' };

  it('says no more than the data knew of an open-ended run: its status then, no episode after it', () => {
    const schedule = scheduleOf(killAoSchedule, HORIZON) as Schedule;
    // 11 Apr, 18 Apr, 25 Apr, 2 May and 9 May aired by the 15th; the 16th was still to come.
    expect(schedule.lastKnown).toBe(5);
    expect(statusAt(spanOf(killAo, HORIZON), TODAY)).toBe('RELEASING');
    expect(nextEpisode(schedule, TODAY)).toBeNull();
    expect(airedBy(schedule, TODAY)).toBe(5);
    expect(listedAt(schedule, TODAY)).toBe(5);
    expect(nextStatusChange(spanOf(killAo, HORIZON), TODAY)).toBeNull();
  });

  it('gives the next episode while it airs by the horizon, and none after', () => {
    const schedule = scheduleOf(killAoSchedule, HORIZON) as Schedule;
    expect(nextEpisode(schedule, at('2026-05-08T00:00:00Z'))).toBe(5);
    expect(listedAt(schedule, at('2026-05-08T00:00:00Z'))).toBe(5);
    expect(nextEpisode(schedule, at('2026-05-10T00:00:00Z'))).toBeNull();
  });

  it('keeps a stated end: the planned episodes, and finished once the end has passed', () => {
    const planned = { ...killAoSchedule, end: '2026-06-27T14:30:00.000Z' };
    const schedule = scheduleOf(planned, HORIZON) as Schedule;
    expect(schedule.lastKnown).toBe(12);
    expect(nextEpisode(schedule, at('2026-06-01T00:00:00Z'))).toBe(9);
    expect(statusAt(spanOf(planned, HORIZON), at('2026-06-01T00:00:00Z'))).toBe('RELEASING');
    expect(nextStatusChange(spanOf(planned, HORIZON), at('2026-06-01T00:00:00Z'))).toBe(at(planned.end));
    expect(statusAt(spanOf(planned, HORIZON), TODAY)).toBe('FINISHED');
    expect(nextEpisode(schedule, TODAY)).toBeNull();
  });

  it('keeps a run that starts after the horizon, end unknown, as the data had it: to come, first airing only', () => {
    const later = { format: 'TV' as const, begin: '2026-07-05T15:00:00.000Z', end: null };
    const schedule = scheduleOf(
      { ...later, broadcast: 'R/2026-07-05T15:00:00.000Z/P7D' },
      HORIZON,
    ) as Schedule;
    expect(nextEpisode(schedule, at('2026-06-01T00:00:00Z'))).toBe(1);
    expect(statusAt(spanOf(later, HORIZON), TODAY)).toBe('NOT_YET_RELEASED');
    expect(nextStatusChange(spanOf(later, HORIZON), at('2026-06-01T00:00:00Z'))).toBeNull();
    expect(nextEpisode(schedule, TODAY)).toBeNull();
    expect(listedAt(schedule, TODAY)).toBe(1);
  });

  it('finishes a film once its stated release has passed', () => {
    const film = { format: 'MOVIE' as const, begin: '2026-08-01T15:00:00.000Z', end: null };
    expect(statusAt(spanOf(film, HORIZON), at('2026-06-01T00:00:00Z'))).toBe('NOT_YET_RELEASED');
    expect(nextStatusChange(spanOf(film, HORIZON), at('2026-06-01T00:00:00Z'))).toBe(at(film.begin));
    expect(statusAt(spanOf(film, HORIZON), TODAY)).toBe('FINISHED');
  });
});
