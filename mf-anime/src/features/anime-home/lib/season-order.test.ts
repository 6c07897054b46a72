import type { AnimeListItem } from '@anifan/contract';
import { SEASON_ORDER, seasonOrder } from './season-order';

const item = (watchersCount: number): AnimeListItem => ({
  title: `作品${watchersCount}`,
  watchersCount,
  seasonYear: 2026,
  image: { facebookOgImageUrl: '' },
});

describe('seasonOrder', () => {
  it.each([
    ['a list with watcher counts (live)', [item(120), item(80)], 'live', SEASON_ORDER.watchers],
    ['a list with one watcher count', [item(0), item(3)], 'cache', SEASON_ORDER.watchers],
    ['the offline snapshot, every count 0', [item(0), item(0)], 'embedded', SEASON_ORDER.snapshot],
    ['a live answer without counts', [item(0)], 'live', SEASON_ORDER.provider],
    ['an answer of unknown source without counts', [item(0)], undefined, SEASON_ORDER.provider],
    ['an empty list', [], 'embedded', null],
    ['a list still loading', undefined, undefined, null],
  ] as const)('%s → %s', (_name, items, source, expected) => {
    expect(seasonOrder(items, source)).toBe(expected);
  });
});
