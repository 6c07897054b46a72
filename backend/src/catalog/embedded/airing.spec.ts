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
    expect(statusAt(spanOf(jjk), at(now))).toBe(status);
  });

  it('keeps a work whose end is unknown releasing, and a released movie finished', () => {
    expect(statusAt(spanOf({ ...jjk, end: null }), at('2030-01-01T00:00:00Z'))).toBe('RELEASING');
    expect(statusAt(spanOf({ ...jjk, format: 'MOVIE', end: null }), at('2020-10-03T00:00:00Z'))).toBe(
      'FINISHED',
    );
  });

  it('says when the status next changes', () => {
    expect(nextStatusChange(spanOf(jjk), at('2020-01-01T00:00:00Z'))).toBe(at(jjk.begin));
    expect(nextStatusChange(spanOf(jjk), at('2020-12-01T00:00:00Z'))).toBe(at(jjk.end));
    expect(nextStatusChange(spanOf(jjk), at('2022-01-01T00:00:00Z'))).toBeNull();
    expect(nextStatusChange(spanOf({ ...jjk, end: null }), at('2020-12-01T00:00:00Z'))).toBeNull();
  });
});

describe('scheduleOf', () => {
  it('lists weekly slots from the first broadcast until the end', () => {
    const schedule = scheduleOf(jjk) as Schedule;
    expect(schedule).toEqual({ first: at(jjk.begin), periodMs: WEEK, lastEpisode: 26 });
    expect(airingAt(schedule, 1)).toBe(at('2020-10-02T16:25:00.000Z'));
    expect(airingAt(schedule, 26)).toBe(at('2021-03-26T16:25:00.000Z'));
  });

  it.each([
    ['no broadcast', { broadcast: null }],
    ['a monthly interval', { broadcast: 'R/2020-10-02T16:25:00.000Z/P1M' }],
    ['an interval that starts after the first broadcast', { broadcast: 'R/2021-01-01T16:25:00.000Z/P7D' }],
  ])('gives no schedule for %s', (_label, overrides) => {
    expect(scheduleOf({ ...jjk, ...overrides })).toBeNull();
  });

  it('gives a one-off airing (P0D) one episode', () => {
    expect(scheduleOf({ ...jjk, broadcast: 'R/2020-10-02T16:25:00.000Z/P0D' })).toEqual({
      first: at(jjk.begin),
      periodMs: 0,
      lastEpisode: 1,
    });
  });
});

describe('episodes relative to now', () => {
  const schedule = scheduleOf(jjk) as Schedule;
  const open = scheduleOf({ ...jjk, end: null }) as Schedule;

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
