import { buildSnapshot, rankingSignal, type BangumiDataItem, type BgmdBangumi } from './snapshot-builder';

const item = (overrides: Partial<BangumiDataItem>): BangumiDataItem => ({
  title: '作品',
  type: 'tv',
  begin: '2024-04-05T15:00:00.000Z',
  sites: [],
  ...overrides,
});

const cover = (id: number): BgmdBangumi => ({
  id,
  name: 'x',
  alias: ['Romaji Title', '别名'],
  bangumi: {
    id,
    images: {
      large: `https://lain.bgm.tv/pic/${id}.jpg`,
      common: `https://lain.bgm.tv/r/400/pic/${id}.jpg`,
      small: `https://lain.bgm.tv/r/200/pic/${id}.jpg`,
    },
  },
});

const versions = { bangumiData: '1', bgmd: '1', publishedAt: '2026-05-15T06:02:16.679Z' };

describe('buildSnapshot', () => {
  it.each([
    [
      'the AniList id when known',
      item({
        sites: [
          { site: 'aniList', id: '113415' },
          { site: 'bangumi', id: '9' },
        ],
      }),
      113415,
    ],
    [
      'bangumi id + 1e9 without an AniList id',
      item({ sites: [{ site: 'bangumi', id: '294993' }] }),
      1_000_294_993,
    ],
    ['a hashed id without either', item({ sites: [] }), expect.any(Number)],
  ])('uses %s', (_label, input, id) => {
    expect(buildSnapshot([input], [], versions).works[0]?.id).toEqual(id);
  });

  it.each([
    ['tv', '呪術廻戦', 'TV'],
    ['web', '作品', 'ONA'],
    ['movie', '劇場版 空の境界 第一章 俯瞰風景', 'MOVIE'],
    ['ova', '転生したらスライムだった件 OAD', 'OVA'],
    ['ova', '劇場版 空の境界 終章 空の境界', 'MOVIE'],
    ['ova', '劇場版 銀魂 〜白夜叉降誕〜 予告篇', 'OVA'],
  ])('makes bangumi-data type %s titled %s a %s', (type, title, format) => {
    expect(buildSnapshot([item({ type, title })], [], versions).works[0]?.format).toBe(format);
  });

  it('leaves out a type bangumi-data does not list', () => {
    expect(buildSnapshot([item({ type: 'music' })], [], versions).works).toEqual([]);
  });

  it("records when the bangumi-data release was published: the snapshot's horizon", () => {
    expect(buildSnapshot([item({})], [], versions).sources.publishedAt).toBe('2026-05-15T06:02:16.679Z');
  });

  it.each([
    ['2024-03-31T15:00:00.000Z', 2024, 'spring', '2024-04-01'],
    ['2024-03-31T14:00:00.000Z', 2024, 'winter', '2024-03-31'],
    ['2023-12-31T16:00:00.000Z', 2024, 'winter', '2024-01-01'],
    ['2024-10-01T12:00:00.000Z', 2024, 'autumn', '2024-10-01'],
  ])('places a broadcast starting %s (UTC) in %i %s (JST date %s)', (begin, year, season, date) => {
    const [work] = buildSnapshot([item({ begin })], [], versions).works;
    expect(work).toMatchObject({ seasonYear: year, season, startDate: date });
  });

  it('takes covers and aliases from bgmd, keeps the Japanese title native, and precomputes keys', () => {
    const [work] = buildSnapshot(
      [
        item({
          title: '呪術廻戦',
          titleTranslate: { en: ['JUJUTSU KAISEN'] },
          sites: [{ site: 'bangumi', id: '7' }],
        }),
      ],
      [cover(7)],
      versions,
    ).works;
    expect(work).toMatchObject({
      native: '呪術廻戦',
      english: 'JUJUTSU KAISEN',
      romaji: 'Romaji Title',
      cover: { large: 'https://lain.bgm.tv/r/400/pic/7.jpg', medium: 'https://lain.bgm.tv/r/200/pic/7.jpg' },
      keys: ['呪術廻戦', 'romajititle', 'jujutsukaisen', '别名'],
    });
  });

  it('gives a second item with the same AniList id its own id', () => {
    const works = buildSnapshot(
      [
        item({ title: 'A', sites: [{ site: 'aniList', id: '5' }] }),
        item({
          title: 'B',
          sites: [
            { site: 'aniList', id: '5' },
            { site: 'bangumi', id: '3' },
          ],
        }),
      ],
      [],
      versions,
    ).works;
    expect(new Set(works.map((w) => w.id)).size).toBe(2);
  });

  it('is reproducible whatever the input order, and names its season range', () => {
    const items = [
      item({ title: 'A', begin: '2001-01-10T00:00:00.000Z' }),
      item({ title: 'B', begin: '2026-04-10T00:00:00.000Z' }),
      item({ title: 'C', begin: '2013-07-10T00:00:00.000Z' }),
    ];
    const a = buildSnapshot(items, [], versions);
    const b = buildSnapshot([...items].reverse(), [], versions);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a).toMatchObject({ newestSeason: '2026-spring', oldestSeason: '2001-winter' });
  });
});

describe('later seasons found by the first season’s romaji and English titles', () => {
  const first = item({
    title: '葬送のフリーレン',
    begin: '2023-09-29T14:00:00.000Z',
    titleTranslate: { en: ["Frieren: Beyond Journey's End"] },
    sites: [{ site: 'aniList', id: '154587' }],
  });
  const keysOf = (title: string, others: BangumiDataItem[] = []) =>
    buildSnapshot(
      [first, item({ title, begin: '2026-01-16T14:00:00.000Z' }), ...others],
      [],
      versions,
    ).works.find((work) => work.native === title)?.keys ?? [];

  it.each([
    '葬送のフリーレン(第2期)',
    '葬送のフリーレン 第2期',
    '葬送のフリーレン 2nd Season',
    '葬送のフリーレン 続編',
  ])('%s', (title) => {
    expect(keysOf(title).some((key) => key.includes('frieren'))).toBe(true);
  });

  it.each(['葬送のフリーレン展', '葬送のフリーレン ～魂の眠る地～'])(
    'not a sequel by its title: %s',
    (title) => {
      expect(keysOf(title).some((key) => key.includes('frieren'))).toBe(false);
    },
  );

  it('keeps the later season’s own titles in the answer', () => {
    const works = buildSnapshot([first, item({ title: '葬送のフリーレン(第2期)' })], [], versions).works;
    expect(works.find((work) => work.native === '葬送のフリーレン(第2期)')?.english).toBeNull();
  });
});

describe('rankingSignal', () => {
  it.each([
    [
      '10 per distinct site',
      item({ type: 'movie', sites: [{ site: 'a' }, { site: 'b' }, { site: 'b' }] }),
      false,
      20,
    ],
    ['+5 with a cover', item({ type: 'movie', sites: [{ site: 'a' }] }), true, 15],
    ['+3 for a TV series', item({ type: 'tv', sites: [{ site: 'a' }] }), false, 13],
    ['nothing known', item({ type: 'ova', sites: [] }), false, 0],
  ])('%s', (_label, input, hasCover, expected) => {
    expect(rankingSignal(input, hasCover)).toBe(expected);
  });
});

describe('broadcast, period and where to watch (bangumi-data)', () => {
  const siteMeta = {
    aniList: { title: 'AniList', urlTemplate: 'https://anilist.co/anime/{{id}}', type: 'info' },
    netflix: { title: 'Netflix', urlTemplate: 'https://www.netflix.com/title/{{id}}', type: 'onair' },
    abema: {
      title: 'ABEMA',
      urlTemplate: 'https://abema.tv/video/title/{{id}}',
      regions: ['JP'],
      type: 'onair',
    },
    iqiyi: {
      title: '爱奇艺',
      urlTemplate: 'https://www.iqiyi.com/{{id}}.html',
      regions: ['CN'],
      type: 'onair',
    },
    dmhy: {
      title: '动漫花园',
      urlTemplate: 'https://share.dmhy.org/topics/list?keyword={{id}}',
      type: 'resource',
    },
    mikan: { title: '蜜柑计划', urlTemplate: 'https://mikanani.me/Home/Bangumi/{{id}}', type: 'resource' },
  };
  const jjk = item({
    title: '呪術廻戦',
    lang: 'ja',
    officialSite: 'https://jujutsukaisen.jp/',
    begin: '2020-10-02T16:25:00.000Z',
    end: '2021-03-26T17:10:00.000Z',
    broadcast: 'R/2020-10-02T16:25:00.000Z/P7D',
    sites: [
      { site: 'aniList', id: '113415' },
      { site: 'dmhy', id: '咒術 戰' },
      { site: 'netflix', id: '81278456' },
      { site: 'abema', id: '536-1' },
      { site: 'iqiyi', url: 'http://www.iqiyi.com/v_19rrifx03h.html' },
      { site: 'mikan', id: '2283' },
      { site: 'unknownSite', id: '1' },
    ],
  });
  const build = (input: BangumiDataItem) => buildSnapshot([input], [], versions, siteMeta);

  it('keeps start, end, the weekly broadcast, the official site and the country of origin', () => {
    expect(build(jjk).works[0]).toMatchObject({
      begin: '2020-10-02T16:25:00.000Z',
      end: '2021-03-26T17:10:00.000Z',
      broadcast: 'R/2020-10-02T16:25:00.000Z/P7D',
      officialSite: 'https://jujutsukaisen.jp/',
      countryOfOrigin: 'JP',
    });
  });

  it('builds each streaming URL from the site’s template and id, or takes the site’s own URL', () => {
    expect(build(jjk).works[0]?.streaming).toEqual([
      ['netflix', 'https://www.netflix.com/title/81278456'],
      ['abema', 'https://abema.tv/video/title/536-1'],
      ['iqiyi', 'http://www.iqiyi.com/v_19rrifx03h.html'],
    ]);
  });

  it('never keeps file-sharing (resource) sites, in the works or in the site table', () => {
    const snapshot = build(jjk);
    expect(JSON.stringify(snapshot)).not.toMatch(/dmhy|mikan|咒術 戰/);
    expect(snapshot.sites).toEqual({
      abema: { title: 'ABEMA', regions: ['JP'] },
      iqiyi: { title: '爱奇艺', regions: ['CN'] },
      netflix: { title: 'Netflix', regions: null },
    });
  });

  it.each([
    ['an empty end', { end: '' }, { end: null }],
    ['an empty broadcast', { broadcast: '' }, { broadcast: null }],
    ['a malformed broadcast', { broadcast: 'R/someday/P7D' }, { broadcast: null }],
    [
      'an official site that is not a web address',
      { officialSite: 'javascript:alert(1)' },
      { officialSite: null },
    ],
    ['a Chinese original', { lang: 'zh-Hans' }, { countryOfOrigin: 'CN' }],
    ['an English original', { lang: 'en' }, { countryOfOrigin: null }],
  ])('answers null for what is unknown: %s', (_label, overrides, expected) => {
    expect(build({ ...jjk, ...overrides }).works[0]).toMatchObject(expected);
  });

  it('stays deterministic: no timestamps, the same text from the same data', () => {
    const a = JSON.stringify(build(jjk));
    expect(JSON.stringify(build(jjk))).toBe(a);
    expect(a).not.toMatch(/generatedAt|builtAt/);
  });
});
