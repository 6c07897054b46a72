// The gateway on the embedded snapshot, over real HTTP, with the web app's own operations.
import { createCatalogTestApp, type CatalogTestApp } from '../testing';
import { PERSON_PLACEHOLDER_PATH } from './embedded/placeholder-image';
import { CHARACTERS, DETAIL, GET_WORKS, SEASON_WORK_IDS, WORKS } from './testing/web-app-operations';

interface WorkNode {
  title: string;
  watchersCount: number;
  seasonYear: number;
  malAnimeId: string | null;
  image: { facebookOgImageUrl: string | null };
}

let app: CatalogTestApp;

beforeAll(async () => {
  app = await createCatalogTestApp();
});

afterAll(() => app.close());

async function seasonTitles(seasons: string[], first = 50): Promise<WorkNode[]> {
  const { status, body } = await app.query(GET_WORKS, { seasons, first }, 'GetWorks');
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  const edges = (body.data?.searchWorks as { edges: { node: WorkNode }[] }).edges;
  return edges.map((e) => e.node);
}

async function mediaTitles(search: string): Promise<string[]> {
  const { status, body } = await app.query(WORKS, { search });
  expect(status).toBe(200);
  const media = (body.data?.Page as { media: { title: { native: string } }[] }).media;
  return media.map((m) => m.title.native);
}

describe('searchWorks (GetWorks)', () => {
  it('answers this season with Annict-shaped nodes and says the data is embedded', async () => {
    const { body } = await app.query(GET_WORKS, { seasons: ['2026-spring'], first: 50 }, 'GetWorks');
    const edges = (body.data?.searchWorks as { edges: { node: WorkNode }[] }).edges;
    expect(edges).toHaveLength(50);
    expect(edges[0]?.node).toEqual({
      title: expect.any(String),
      watchersCount: 0,
      seasonYear: 2026,
      malAnimeId: edges[0]?.node.malAnimeId ?? null,
      image: { facebookOgImageUrl: edges[0]?.node.image.facebookOgImageUrl ?? null },
    });
    expect(body.extensions?.catalog).toEqual({
      source: 'embedded',
      snapshot: {
        newestSeason: '2026-spring',
        oldestSeason: '1943-spring',
        publishedAt: '2026-05-15T06:02:16.679Z',
      },
    });
  });

  it.each([
    ['2025-fall', '2025-autumn'],
    ['2025-FALL', '2025-Autumn'],
  ])('treats %s like %s', async (fall, autumn) => {
    const a = await seasonTitles([fall]);
    const b = await seasonTitles([autumn]);
    expect(a.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it('takes a bare year as the whole year', async () => {
    const year = await seasonTitles(['2024'], 100);
    const seasons = await Promise.all(
      ['2024-winter', '2024-spring', '2024-summer', '2024-autumn'].map((s) => seasonTitles([s], 100)),
    );
    const titles = new Set(seasons.flat().map((n) => n.title));
    expect(year).toHaveLength(100);
    expect(year.every((n) => n.seasonYear === 2024 && titles.has(n.title))).toBe(true);
  });

  it('gives cover URLs where bgmd has them (most works up to 2025)', async () => {
    const works = await seasonTitles(['2024-spring'], 50);
    const covered = works.filter((n) => n.image.facebookOgImageUrl?.startsWith('https://lain.bgm.tv/'));
    expect(covered.length).toBeGreaterThan(40);
  });

  it('puts well-known shows first in a deterministic order', async () => {
    const first = await seasonTitles(['2020-autumn'], 10);
    const again = await seasonTitles(['2020-autumn'], 10);
    expect(first).toEqual(again);
    const jjk = first.find((n) => n.title === '呪術廻戦');
    expect(jjk?.image.facebookOgImageUrl).toMatch(/^https:\/\//);
  });

  it('caps first at 100', async () => {
    expect(await seasonTitles(['2024'], 1000)).toHaveLength(100);
  });

  it('answers an empty list for a season beyond the snapshot', async () => {
    expect(await seasonTitles(['2030-spring'])).toEqual([]);
  });

  it('answers a GraphQL error for an unknown season slug', async () => {
    const { status, body } = await app.query(GET_WORKS, { seasons: ['2025-rainy'], first: 5 });
    expect(status).toBe(200);
    expect(body.errors?.[0]?.message).toMatch(/Unknown season "2025-rainy"/);
  });
});

describe("a season card's AniList id (malAnimeId, then GetSeasonWorkIds)", () => {
  async function workIds(malIds: number[]): Promise<Array<{ id: number; idMal: number }>> {
    const { status, body } = await app.query(SEASON_WORK_IDS, { malIds }, 'GetSeasonWorkIds');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    return (body.data?.Page as { media: Array<{ id: number; idMal: number }> }).media;
  }

  it('answers malAnimeId as Annict does, a decimal string, for nearly every work of a season', async () => {
    const works = await seasonTitles(['2026-spring'], 100);
    const withMal = works.filter((work) => work.malAnimeId !== null);
    expect(withMal.every((work) => /^[1-9]\d*$/.test(work.malAnimeId ?? ''))).toBe(true);
    expect(withMal.length).toBeGreaterThanOrEqual(works.length - 2);
    const jjk = (await seasonTitles(['2020-autumn'], 10)).find((work) => work.title === '呪術廻戦');
    expect(jjk?.malAnimeId).toBe('40748');
  });

  it("turns a whole list's MyAnimeList ids into the works' ids, the card's own work among them", async () => {
    const works = await seasonTitles(['2026-spring'], 50);
    const malIds = works.flatMap((work) => (work.malAnimeId === null ? [] : [Number(work.malAnimeId)]));
    const media = await workIds(malIds);
    expect(new Set(media.map((m) => m.idMal))).toEqual(new Set(malIds));
    expect(media.map((m) => m.id)).toEqual([...media.map((m) => m.id)].sort((a, b) => a - b));
    expect(await workIds([40748])).toEqual([{ id: 113415, idMal: 40748 }]);
  });

  it("gives AniList's own id first where the snapshot has a second work under one MyAnimeList id", async () => {
    // ONE PIECE エルバフ編 (2026 spring) is AniList's ONE PIECE (21); the snapshot numbers it apart.
    const elbaf = (await seasonTitles(['2026-spring'], 100)).find(
      (work) => work.title === 'ONE PIECE エルバフ編',
    );
    expect(elbaf?.malAnimeId).toBe('21');
    expect((await workIds([21])).map((m) => m.id)).toEqual([21, 1_000_602_059]);
  });

  it('answers nothing for a MyAnimeList id the catalogue does not know, and for none', async () => {
    expect(await workIds([999_999_999])).toEqual([]);
    expect(await workIds([])).toEqual([]);
  });
});

describe('Page.media (works tab)', () => {
  it.each([
    ['じゅじゅつかいせん'],
    ['ジュジュツ'],
    ['呪術 廻戦'],
    ['呪術廻戦'],
    ['ｼﾞｭｼﾞｭﾂｶｲｾﾝ'],
    ['Jujutsu Kaisen'],
    ['ＪＵＪＵＴＳＵ'],
  ])('finds 呪術廻戦 first for %s', async (search) => {
    expect((await mediaTitles(search))[0]).toBe('呪術廻戦');
  });

  it.each([
    ['ぼざろ', 'ぼっち・ざ・ろっく！'],
    ['ふりーれん', '葬送のフリーレン'],
    ['すぱいふぁみりー', 'SPY×FAMILY'],
    ['ｓｐｙ ｆａｍｉｌｙ', 'SPY×FAMILY'],
    ['ちぇんそーまん', 'チェンソーマン'],
    ['【推しの子】', '【推しの子】'],
    ['進撃', '進撃の巨人'],
  ])('finds %s → %s first', async (search, title) => {
    expect((await mediaTitles(search))[0]).toBe(title);
  });

  it.each(['Frieren', 'フリーレン'])('finds every season of 葬送のフリーレン for %s', async (search) => {
    expect(await mediaTitles(search)).toEqual(
      expect.arrayContaining(['葬送のフリーレン', '葬送のフリーレン(第2期)']),
    );
  });

  it('orders exact before prefix before substring matches', async () => {
    const titles = await mediaTitles('ONE PIECE');
    expect(titles[0]).toBe('ONE PIECE');
    expect(titles.slice(1, 5).every((t) => t.startsWith('ONE PIECE'))).toBe(true);
  });

  it('returns id, native title and cover, at most perPage (capped at 100)', async () => {
    const { body } = await app.query(
      '{ Page(perPage: 500) { pageInfo { perPage total } media(sort: POPULARITY_DESC) { id title { native } coverImage { large } } } }',
    );
    const page = body.data?.Page as { pageInfo: { perPage: number; total: number }; media: unknown[] };
    expect(page.media).toHaveLength(100);
    expect(page.pageInfo.perPage).toBe(100);
    expect(page.pageInfo.total).toBeGreaterThan(8000);
  });

  it('answers an empty list when nothing matches', async () => {
    expect(await mediaTitles('存在しない作品名ですよ')).toEqual([]);
  });
});

describe('curated characters', () => {
  it('answers the detail query with Japanese voice actors (五条悟 — 中村悠一)', async () => {
    const { status, body } = await app.query(DETAIL, { search: '呪術廻戦' });
    expect(status).toBe(200);
    const media = body.data?.Media as {
      title: { native: string };
      characters: {
        edges: {
          role: string;
          node: { name: { native: string } };
          voiceActors: { name: { full: string; native: string } }[];
        }[];
      };
    };
    expect(media.title.native).toBe('呪術廻戦');
    const gojo = media.characters.edges.find((e) => e.node.name.native === '五条悟');
    expect(gojo?.voiceActors).toEqual([
      {
        id: expect.any(Number),
        name: { full: 'Yuuichi Nakamura', native: '中村悠一' },
        image: { large: PERSON_PLACEHOLDER_PATH },
      },
    ]);
    const roles = media.characters.edges.map((e) => e.role);
    expect(roles.indexOf('SUPPORTING')).toBeGreaterThan(roles.lastIndexOf('MAIN'));
  });

  it.each([
    ['葬送のフリーレン', 'フリーレン', '種﨑敦美'],
    ['SPY×FAMILY', 'アーニャ・フォージャー', '種﨑敦美'],
    ['【推しの子】', '星野ルビー', '伊駒ゆりえ'],
    ['鬼滅の刃', '竈門炭治郎', '花江夏樹'],
    ['進撃の巨人', 'リヴァイ', '神谷浩史'],
    ['ぼっち・ざ・ろっく！', '後藤ひとり', '青山吉能'],
    ['薬屋のひとりごと', '猫猫', '悠木碧'],
    ['チェンソーマン', 'マキマ', '楠木ともり'],
    ['ダンジョン飯', 'センシ', '中博史'],
  ])('%s: %s — %s', async (title, character, actor) => {
    const { body } = await app.query(DETAIL, { search: title });
    const edges = (
      body.data?.Media as {
        characters: {
          edges: { node: { name: { native: string } }; voiceActors: { name: { native: string } }[] }[];
        };
      }
    ).characters.edges;
    expect(edges.find((e) => e.node.name.native === character)?.voiceActors[0]?.name.native).toBe(actor);
  });

  it('gives no voice actors for other languages', async () => {
    const { body } = await app.query(
      '{ Media(search: "呪術廻戦") { characters(perPage: 1) { edges { voiceActors(language: ENGLISH) { id } } } } }',
    );
    expect(body.data).toEqual({ Media: { characters: { edges: [{ voiceActors: [] }] } } });
  });

  it.each([['五条'], ['五条悟'], ['gojou'], ['Satoru Gojou'], ['ＧＯＪＯＵ']])(
    'Page.characters finds 五条悟 with its media for %s',
    async (search) => {
      const { body } = await app.query(CHARACTERS, { search });
      const characters = (
        body.data?.Page as {
          characters: {
            name: { native: string };
            media: { edges: { node: { title: { native: string } } }[] };
          }[];
        }
      ).characters;
      expect(characters[0]?.name.native).toBe('五条悟');
      expect(characters[0]?.media.edges[0]?.node.title.native).toBe('呪術廻戦');
    },
  );

  it('answers null for an unknown title', async () => {
    const { body } = await app.query(DETAIL, { search: 'まったく存在しないアニメ' });
    expect(body.data).toEqual({ Media: null });
  });
});

describe('canonical identity', () => {
  interface SearchedCharacter {
    id: number;
    name: { native: string };
    media: {
      edges: {
        node: { id: number; title: { native: string } };
        voiceActors: { name: { native: string } }[];
      }[];
    };
  }

  async function searchCharacter(search: string): Promise<SearchedCharacter | undefined> {
    const { status, body } = await app.query(CHARACTERS, { search });
    expect(status).toBe(200);
    return (body.data?.Page as { characters: SearchedCharacter[] }).characters[0];
  }

  async function detailIds(title: string): Promise<{ mediaId: number; ids: Map<string, number> }> {
    const { body } = await app.query(DETAIL, { search: title });
    const media = body.data?.Media as {
      id: number;
      characters: { edges: { node: { id: number; name: { native: string } } }[] };
    };
    return {
      mediaId: media.id,
      ids: new Map(media.characters.edges.map((e) => [e.node.name.native, e.node.id])),
    };
  }

  it.each([
    ['五条悟', 127691, '呪術廻戦', 113415],
    ['虎杖悠仁', 127212, '呪術廻戦', 113415],
    ['アーニャ', 138100, 'SPY×FAMILY', 140960],
    ['フリーレン', 176754, '葬送のフリーレン', 154587],
  ])('gives %s its AniList id %i and its work %s its AniList id %i', async (name, id, title, mediaId) => {
    const character = await searchCharacter(name);
    expect(character?.id).toBe(id);
    expect(character?.media.edges[0]?.node).toEqual({ id: mediaId, title: { native: title } });
    const detail = await detailIds(title);
    expect(detail.mediaId).toBe(mediaId);
    expect(detail.ids.get(character?.name.native ?? '')).toBe(id);
  });

  it('keys a curated character whose AniList id is unknown with a stable negative Int', async () => {
    const conan = await searchCharacter('江戸川コナン');
    expect(conan?.id).toBe(-296_356_092);
    expect((await detailIds('名探偵コナン')).ids.get('江戸川コナン')).toBe(-296_356_092);
    const { body } = await app.query('query ($id: Int) { Character(id: $id) { id name { native } } }', {
      id: -296_356_092,
    });
    expect(body.data).toEqual({ Character: { id: -296_356_092, name: { native: '江戸川コナン' } } });
  });

  it.each([
    ['アーニャ', '種﨑敦美'],
    ['五条悟', '中村悠一'],
    ['江戸川コナン', '高山みなみ'],
  ])('answers %s with the same Japanese voice actor as the work page (%s)', async (name, actor) => {
    const character = await searchCharacter(name);
    expect(character?.media.edges[0]?.voiceActors).toEqual([
      {
        id: expect.any(Number),
        name: { full: expect.any(String), native: actor },
        image: { large: PERSON_PLACEHOLDER_PATH },
      },
    ]);
  });

  it('gives every curated character one id, unique and within GraphQL’s 32-bit Int', async () => {
    const { body } = await app.query('{ Page(perPage: 100) { characters { id } } }');
    const ids = (body.data?.Page as { characters: { id: number }[] }).characters.map((c) => c.id);
    expect(ids).toHaveLength(100);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => Number.isInteger(id) && id >= -(2 ** 31) && id < 2 ** 31 && id !== 0)).toBe(
      true,
    );
  });

  it('gives no voice actors for other languages on a character’s works either', async () => {
    const { body } = await app.query(
      '{ Character(id: 127691) { media(perPage: 1) { edges { voiceActors(language: ENGLISH) { id } } } } }',
    );
    expect(body.data).toEqual({ Character: { media: { edges: [{ voiceActors: [] }] } } });
  });
});

describe('protection', () => {
  it.each([
    [
      'too deep',
      '{ Page { characters { media { edges { node { characters { edges { node { media { edges { node { id } } } } } } } } } } } }',
    ],
    [
      'too many aliases',
      `{ ${Array.from({ length: 11 }, (_, i) => `a${i}: Media(id: ${i + 1}) { id }`).join(' ')} }`,
    ],
    [
      'too expensive',
      '{ Page(perPage: 100) { characters { media(perPage: 100) { edges { node { id title { native romaji english } } } } } } }',
    ],
    ['too long', `{ Media(search: "${'あ'.repeat(10_001)}") { id } }`],
  ])('rejects a query that is %s with HTTP 400', async (_label, query) => {
    const { status, body } = await app.query(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('catalog/query_too_complex');
    expect(body.data).toBeUndefined();
  });

  it.each([
    ['a syntax error', '{ Media(search: "x") { id '],
    ['an unknown field', '{ Media { nope } }'],
    ['a mutation', 'mutation { x }'],
    ['mixed AniList and Annict fields', '{ Media { id } searchWorks { edges { cursor } } }'],
  ])('rejects %s with HTTP 400 and GraphQL errors', async (_label, query) => {
    const { status, body } = await app.query(query);
    expect(status).toBe(400);
    expect(body.errors?.[0]?.extensions?.code).toBe('catalog/invalid_query');
  });

  it('rejects variables of the wrong type with HTTP 400', async () => {
    const { status, body } = await app.query(GET_WORKS, { seasons: ['2025'], first: 'many' });
    expect(status).toBe(400);
    expect(body.errors?.[0]?.message).toMatch(/\$first/);
  });

  it('rejects a body without a query with HTTP 400', async () => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables: {} }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      'Missing "query" string',
    );
  });

  it('also answers GET with the query in the URL', async () => {
    const params = new URLSearchParams({ query: WORKS, variables: JSON.stringify({ search: '呪術廻戦' }) });
    const response = await fetch(`${app.url}/graphql?${params.toString()}`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { Page: { media: { title: { native: string } }[] } } };
    expect(body.data.Page.media[0]?.title.native).toBe('呪術廻戦');
  });
});

describe('without a built snapshot file', () => {
  it('builds the snapshot in-process from the data packages and is ready', async () => {
    const fresh = await createCatalogTestApp({}, { snapshotPath: '/nonexistent/catalog-snapshot.json' });
    try {
      expect(fresh.service.isReady()).toBe(true);
      const { body } = await fresh.query(WORKS, { search: 'フリーレン' });
      expect((body.data?.Page as { media: { title: { native: string } }[] }).media[0]?.title.native).toBe(
        '葬送のフリーレン',
      );
    } finally {
      await fresh.close();
    }
  });
});
