// マイリスト's tabs, counts, title filter and sorts, and the order of 「次に見る」.
import type { ListWork } from '@anifan/contract';
import type { ListEntry, ListStatus } from '../../../shared/my-list';
import { tabCounts, toRows, upNext, visibleRows } from './list-view';

const NOW = new Date('2026-11-24T03:00:00Z');
const IN_A_DAY = NOW.getTime() / 1000 + 86_400;
const IN_A_WEEK = NOW.getTime() / 1000 + 7 * 86_400;

const entry = (mediaId: number, status: ListStatus, progress: number, updatedAt: number): ListEntry => ({
  mediaId,
  status,
  progress,
  repeat: 0,
  scoreRaw: 0,
  notes: null,
  private: false,
  startedAt: null,
  completedAt: null,
  updatedAt,
});

const work = (
  id: number,
  native: string | null,
  romaji: string,
  fields: Partial<ListWork> = {},
): ListWork => ({
  id,
  title: { native, romaji },
  coverImage: null,
  format: 'TV',
  episodes: null,
  status: 'RELEASING',
  nextAiringEpisode: null,
  ...fields,
});

const WORKS = new Map(
  [
    work(1, '呪術廻戦', 'Jujutsu Kaisen', { status: 'FINISHED', episodes: 24 }),
    work(2, '葬送のフリーレン', 'Sousou no Frieren', {
      nextAiringEpisode: { episode: 3, airingAt: IN_A_WEEK },
    }),
    work(3, null, 'Ao no Hako', { nextAiringEpisode: { episode: 8, airingAt: IN_A_DAY } }),
    work(4, 'ぼっち・ざ・ろっく！', 'Bocchi the Rock!', { status: 'FINISHED', episodes: 12 }),
    work(5, '薬屋のひとりごと', 'Kusuriya no Hitorigoto'),
  ].map((w) => [w.id, w]),
);

const ROWS = toRows(
  [
    entry(1, 'CURRENT', 3, 100),
    entry(2, 'REPEATING', 2, 300),
    entry(3, 'CURRENT', 7, 200),
    entry(4, 'CURRENT', 12, 400),
    entry(5, 'PLANNING', 0, 500),
    entry(6, 'DROPPED', 1, 50),
  ],
  WORKS,
);

const titles = (rows: { title: string }[]) => rows.map((row) => row.title);

describe('マイリスト view', () => {
  it('counts each tab, a rewatch under 見てる', () => {
    expect(tabCounts(ROWS)).toEqual({ CURRENT: 4, PLANNING: 1, COMPLETED: 0, PAUSED: 0, DROPPED: 1 });
  });

  it('titles a work by its Japanese title, else romaji, else its id', () => {
    expect(titles(ROWS)).toEqual([
      '呪術廻戦',
      '葬送のフリーレン',
      'Ao no Hako',
      'ぼっち・ざ・ろっく！',
      '薬屋のひとりごと',
      '作品ID 6',
    ]);
  });

  it.each([
    ['updated', ['ぼっち・ざ・ろっく！', '葬送のフリーレン', 'Ao no Hako', '呪術廻戦']],
    ['title', ['Ao no Hako', 'ぼっち・ざ・ろっく！', '呪術廻戦', '葬送のフリーレン']],
    ['broadcast', ['Ao no Hako', '葬送のフリーレン', 'ぼっち・ざ・ろっく！', '呪術廻戦']],
  ] as const)('sorts 見てる by %s', (sort, expected) => {
    expect(titles(visibleRows(ROWS, 'CURRENT', '', sort))).toEqual(expected);
  });

  it.each([
    ['フリーレン', ['葬送のフリーレン']],
    ['jujutsu', ['呪術廻戦']],
    ['ＢＯＣＣＨＩ', ['ぼっち・ざ・ろっく！']],
    ['  ', ['ぼっち・ざ・ろっく！', '葬送のフリーレン', 'Ao no Hako', '呪術廻戦']],
    ['ない作品', []],
  ])('filters by title: %s', (query, expected) => {
    expect(titles(visibleRows(ROWS, 'CURRENT', query, 'updated'))).toEqual(expected);
  });

  it('puts in 次に見る what can be watched now first, then the coming broadcasts, soonest first; nothing for a finished one', () => {
    expect(upNext(ROWS, NOW).map(({ row, next }) => [row.title, next.kind, next.episode])).toEqual([
      ['呪術廻戦', 'aired', 4],
      ['Ao no Hako', 'upcoming', 8],
      ['葬送のフリーレン', 'upcoming', 3],
    ]);
  });
});
