// The 放送・配信 panel's values: Japanese labels for what the source knows, nothing for what it does not.
import type { GetMediaDetailData } from '@anifan/contract';
import { UNKNOWN_BROADCAST } from '../../../testing/fixtures';
import {
  asOfLabel,
  broadcastInfo,
  dateLabel,
  hasBroadcastInfo,
  periodLabel,
  plainDescription,
  watchLinks,
} from './broadcast-info';

type Media = NonNullable<GetMediaDetailData['Media']>;

const jst = (year: number, month: number, day: number, hour: number) =>
  Date.UTC(year, month - 1, day, hour - 9) / 1000;

const unknown: Media = {
  id: 1,
  title: { romaji: null, english: null, native: 'テスト' },
  coverImage: null,
  ...UNKNOWN_BROADCAST,
  characters: null,
};

const frieren: Media = {
  ...unknown,
  format: 'TV',
  episodes: 28,
  status: 'FINISHED',
  startDate: { year: 2023, month: 9, day: 29 },
  endDate: { year: 2024, month: 3, day: 22 },
  description: 'The adventure is over.<br><br>\nFrieren &amp; friends<i>!</i>',
  genres: ['Adventure', 'Drama', 'Fantasy', 'Isekai'],
  averageScore: 90,
  airingSchedule: { nodes: [{ airingAt: jst(2023, 10, 6, 23), episode: 5 }] },
  externalLinks: [
    { id: 1, site: 'Official Site', url: 'https://frieren-anime.jp/', type: 'INFO', language: 'Japanese' },
    {
      id: 2,
      site: 'dアニメストア',
      url: 'https://animestore.docomo.ne.jp/x',
      type: 'STREAMING',
      language: 'Japanese',
    },
    { id: 3, site: 'Netflix', url: 'https://www.netflix.com/title/1', type: 'STREAMING', language: null },
    { id: 4, site: 'bilibili', url: 'https://www.bilibili.com/x', type: 'STREAMING', language: 'Chinese' },
    { id: 5, site: 'Crunchyroll', url: 'javascript:alert(1)', type: 'STREAMING', language: null },
    { id: 6, site: 'Twitter', url: 'https://twitter.com/x', type: 'SOCIAL', language: 'Japanese' },
    { id: 7, site: 'Netflix', url: 'https://www.netflix.com/title/2', type: 'STREAMING', language: null },
  ],
};

describe('broadcastInfo', () => {
  it('labels a finished TV series in Japanese', () => {
    expect(broadcastInfo(frieren)).toEqual({
      format: 'TVアニメ',
      episodes: '全28話',
      period: '2023年9月〜2024年3月',
      release: null,
      status: '放送終了',
      statusMayChange: false,
      weeklySlot: '毎週金曜 23:00〜',
      nextEpisode: null,
      officialSite: 'https://frieren-anime.jp/',
      watch: [
        { site: 'dアニメストア', url: 'https://animestore.docomo.ne.jp/x' },
        { site: 'Netflix', url: 'https://www.netflix.com/title/1' },
      ],
      description: 'The adventure is over.\n\nFrieren & friends!',
      genres: ['冒険', 'ドラマ', 'ファンタジー', 'Isekai'],
      score: '90 / 100',
    });
  });

  it('shows the next episode of a running series and its slot', () => {
    const info = broadcastInfo({
      ...unknown,
      status: 'RELEASING',
      format: 'TV',
      startDate: { year: 2026, month: 10, day: 3 },
      nextAiringEpisode: { airingAt: jst(2026, 11, 28, 23), episode: 9 },
    });
    expect(info).toMatchObject({
      status: '放送中',
      statusMayChange: true,
      period: '2026年10月〜',
      weeklySlot: '毎週土曜 23:00〜',
      nextEpisode: '第9話 11月28日(土) 23:00',
    });
  });

  it('writes a late-night slot as the previous day after 24:00 (Saturday 1:25 is 金曜 25:25)', () => {
    const info = broadcastInfo({
      ...unknown,
      format: 'TV',
      airingSchedule: { nodes: [{ airingAt: jst(2026, 11, 28, 1) + 25 * 60, episode: 1 }] },
    });
    expect(info.weeklySlot).toBe('毎週金曜 25:25〜');
  });

  it('gives a film its release date (公開), not a broadcast period, slot or next episode', () => {
    const info = broadcastInfo({
      ...frieren,
      format: 'MOVIE',
      startDate: { year: 2010, month: 12, day: 18 },
      endDate: { year: null, month: null, day: null },
      nextAiringEpisode: { airingAt: jst(2010, 12, 18, 10), episode: 1 },
    });
    expect(info).toMatchObject({
      format: '劇場版',
      period: null,
      release: '2010年12月18日',
      status: '公開済み',
      weeklySlot: null,
      nextEpisode: null,
    });
  });

  it.each([
    ['NOT_YET_RELEASED', '公開予定', true],
    ['RELEASING', '公開中', true],
    ['CANCELLED', '公開中止', false],
  ] as const)('says a film %s is %s', (status, label, mayChange) => {
    const info = broadcastInfo({ ...unknown, format: 'MOVIE', status });
    expect(info).toMatchObject({ status: label, statusMayChange: mayChange });
  });

  it('has nothing to show when the source knows nothing', () => {
    const info = broadcastInfo(unknown);
    expect(hasBroadcastInfo(info)).toBe(false);
    expect(Object.values(info).filter((value) => typeof value === 'string')).toEqual([]);
  });
});

describe('periodLabel', () => {
  it.each([
    [{ year: 2023, month: 10, day: 1 }, { year: 2024, month: 3, day: 30 }, '2023年10月〜2024年3月'],
    [{ year: 2023, month: null, day: null }, null, '2023年〜'],
    [null, { year: 2024, month: 3, day: 30 }, null],
  ])('%j to %j → %j', (start, end, expected) => {
    expect(periodLabel(start, end)).toBe(expected);
  });
});

describe('dateLabel', () => {
  it.each([
    [{ year: 2010, month: 12, day: 18 }, '2010年12月18日'],
    [{ year: 2010, month: 12, day: null }, '2010年12月'],
    [{ year: 2010, month: null, day: null }, '2010年'],
    [null, null],
  ])('%j → %j', (date, expected) => {
    expect(dateLabel(date)).toBe(expected);
  });
});

describe('asOfLabel', () => {
  it.each([
    ['2026-05-15T06:02:16.679Z', '2026年5月時点'],
    // 1 June, 00:30 in Japan.
    ['2026-05-31T15:30:00Z', '2026年6月時点'],
    ['someday', null],
  ])('%s → %j', (publishedAt, expected) => {
    expect(asOfLabel(publishedAt)).toBe(expected);
  });
});

describe('plainDescription', () => {
  it.each([
    [null, null],
    ['', null],
    ['<br>', null],
    ['<b>太字</b> &lt;tag&gt; &quot;引用&quot; it&#039;s', '太字 <tag> "引用" it\'s'],
  ])('%j → %j', (text, expected) => {
    expect(plainDescription(text)).toBe(expected);
  });
});

describe('watchLinks', () => {
  it('keeps http(s) streaming links for viewers in Japan, once per service', () => {
    expect(watchLinks(frieren).map((link) => link.site)).toEqual(['dアニメストア', 'Netflix']);
  });

  it('names services as fans in Japan do, once per service whatever the source called it', () => {
    const streaming = (id: number, site: string) => ({
      id,
      site,
      url: `https://watch.test/${id}`,
      type: 'STREAMING' as const,
      language: 'Japanese',
    });
    const links = watchLinks({
      externalLinks: [
        streaming(1, 'Niconico'),
        streaming(2, 'Amazon Prime Video'),
        streaming(3, 'Prime Video'),
        streaming(4, 'Disney Plus'),
        streaming(5, 'Bandai Channel'),
        streaming(6, 'Abema'),
      ],
    });
    expect(links).toEqual([
      { site: 'ニコニコ', url: 'https://watch.test/1' },
      { site: 'Amazon プライム・ビデオ', url: 'https://watch.test/2' },
      { site: 'ディズニープラス', url: 'https://watch.test/4' },
      { site: 'バンダイチャンネル', url: 'https://watch.test/5' },
      { site: 'ABEMA', url: 'https://watch.test/6' },
    ]);
  });
});
