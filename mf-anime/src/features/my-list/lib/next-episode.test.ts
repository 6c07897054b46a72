// 「次に見る」's episode: aired, coming (with its date in Japan time), later, or unknown, never made up.
import type { ListWork } from '@anifan/contract';
import { nextEpisode, nextEpisodeLabel, sameNextEpisode, type NextEpisode } from './next-episode';

/** Tuesday 24 November 2026, 12:00 in Japan. */
const NOW = new Date('2026-11-24T03:00:00Z');
/** Friday 27 November 2026, 23:00 in Japan. */
const FRIDAY_23 = Date.UTC(2026, 10, 27, 14) / 1000;
/** Saturday 28 November 2026, 1:25 in Japan. */
const SATURDAY_1_25 = Date.UTC(2026, 10, 27, 16, 25) / 1000;

const work = (fields: Partial<ListWork>): ListWork => ({
  id: 1,
  title: { native: '作品', romaji: null },
  coverImage: null,
  format: 'TV',
  episodes: null,
  status: 'RELEASING',
  nextAiringEpisode: null,
  ...fields,
});

describe('nextEpisode', () => {
  it.each([
    [
      'the next broadcast is the next episode',
      4,
      work({ nextAiringEpisode: { episode: 5, airingAt: FRIDAY_23 } }),
      '第5話 11月27日(金) 23:00〜',
    ],
    [
      'a late-night broadcast keeps its calendar date and time',
      4,
      work({ nextAiringEpisode: { episode: 5, airingAt: SATURDAY_1_25 } }),
      '第5話 11月28日(土) 1:25〜',
    ],
    [
      'an episode before the next broadcast has aired',
      2,
      work({ nextAiringEpisode: { episode: 5, airingAt: FRIDAY_23 } }),
      '第3話 放送済み',
    ],
    [
      'an episode after the next broadcast is not aired, its date not known',
      5,
      work({ nextAiringEpisode: { episode: 5, airingAt: FRIDAY_23 } }),
      '第6話 未放送',
    ],
    [
      'a next broadcast whose time has passed has aired',
      4,
      work({ nextAiringEpisode: { episode: 5, airingAt: NOW.getTime() / 1000 - 60 } }),
      '第5話 放送済み',
    ],
    [
      'an ended work whose episode count is unknown (offline): the next episode may not exist',
      24,
      work({ status: 'FINISHED' }),
      '第25話から（全話数の情報がありません）',
    ],
    [
      'an ended work of known length, within it',
      11,
      work({ status: 'FINISHED', episodes: 12 }),
      '第12話 放送済み',
    ],
    [
      'on the air with no broadcast known (past the offline horizon)',
      7,
      work({ status: 'RELEASING' }),
      '第8話 放送日時の情報がありません',
    ],
    [
      'not yet on the air, no date known',
      0,
      work({ status: 'NOT_YET_RELEASED' }),
      '第1話 放送日時の情報がありません',
    ],
    ['a work the catalogue does not know', 2, undefined, '第3話 放送日時の情報がありません'],
  ])('%s', (_case, progress, listed, label) => {
    const next = nextEpisode(progress, listed, NOW);
    expect(next && nextEpisodeLabel(next)).toBe(label);
  });

  it('has nothing next once every known episode is watched', () => {
    expect(nextEpisode(12, work({ status: 'FINISHED', episodes: 12 }), NOW)).toBeNull();
    expect(
      nextEpisode(12, work({ episodes: 12, nextAiringEpisode: { episode: 12, airingAt: FRIDAY_23 } }), NOW),
    ).toBeNull();
  });
});

describe('sameNextEpisode', () => {
  const upcoming = (airingAt: number): NextEpisode => ({ episode: 5, kind: 'upcoming', airingAt });
  it.each<[string, NextEpisode, NextEpisode, boolean]>([
    ['the same aired episode', { episode: 5, kind: 'aired' }, { episode: 5, kind: 'aired' }, true],
    ['the same broadcast', upcoming(FRIDAY_23), upcoming(FRIDAY_23), true],
    ['another episode', { episode: 5, kind: 'aired' }, { episode: 6, kind: 'aired' }, false],
    ['the episode has aired since', upcoming(FRIDAY_23), { episode: 5, kind: 'aired' }, false],
    ['its broadcast moved', upcoming(FRIDAY_23), upcoming(SATURDAY_1_25), false],
  ])('%s', (_case, a, b, same) => {
    expect(sameNextEpisode(a, b)).toBe(same);
  });
});
