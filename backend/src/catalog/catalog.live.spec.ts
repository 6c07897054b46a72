// Live and auto modes against local stand-ins for AniList and Annict (real wire shapes, real HTTP).
import Redis from 'ioredis';
import { createCatalogTestApp, TEST_REDIS_URL, type CatalogTestApp } from '../testing';
import { type CatalogOptions, DEFAULT_CATALOG_OPTIONS } from './catalog-options';
import { FAKE_MEDIA_ID, startFakeAniList } from './testing/fake-anilist';
import { FAKE_ANNICT_TOKEN, startFakeAnnict } from './testing/fake-annict';
import type { FakeGraphQLServer } from './testing/fake-graphql-server';
import { CHARACTERS, DETAIL, GET_WORKS, WORKS } from './testing/web-app-operations';

let anilist: FakeGraphQLServer;
let annict: FakeGraphQLServer;
const apps: CatalogTestApp[] = [];

beforeEach(async () => {
  anilist = await startFakeAniList();
  annict = await startFakeAnnict();
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
  await Promise.all([anilist.close(), annict.close()]);
});

const FAST: Partial<CatalogOptions> = {
  upstreamTimeoutMs: 2_000,
  breaker: { failureThreshold: 3, cooldownMs: 60_000 },
  anilist: { ...DEFAULT_CATALOG_OPTIONS.anilist, burst: 100, perSecond: 100 },
  annict: { ...DEFAULT_CATALOG_OPTIONS.annict, burst: 100, perSecond: 100 },
};

async function start(
  source: 'live' | 'auto' | 'embedded',
  options: Partial<CatalogOptions> = {},
  env: Record<string, string> = {},
) {
  const app = await createCatalogTestApp(
    {
      CATALOG_SOURCE: source,
      ANILIST_URL: anilist.url,
      ANNICT_URL: annict.url,
      ANNICT_TOKEN: FAKE_ANNICT_TOKEN,
      ...env,
    },
    { ...FAST, ...options },
  );
  apps.push(app);
  return app;
}

const timed = async <T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> => {
  const started = performance.now();
  const result = await work();
  return { result, ms: performance.now() - started };
};

describe('live: forwarding', () => {
  it('forwards AniList operations with User-Agent and Referer, then answers from the cache', async () => {
    const app = await start('live');
    const first = await app.query(WORKS, { search: '呪術廻戦' });
    expect(first.status).toBe(200);
    expect(first.body.extensions?.catalog?.source).toBe('live');
    expect((first.body.data?.Page as { media: { id: number }[] }).media[0]?.id).toBe(FAKE_MEDIA_ID);
    expect(anilist.requests).toHaveLength(1);
    expect(anilist.requests[0]?.headers['user-agent']).toMatch(/AniFan/);
    expect(anilist.requests[0]?.headers.referer).toBeTruthy();
    expect(anilist.requests[0]?.variables).toEqual({ search: '呪術廻戦' });

    const second = await app.query(WORKS, { search: '呪術廻戦' });
    expect(second.body.extensions?.catalog?.source).toBe('cache');
    expect(second.body.data).toEqual(first.body.data);
    expect(anilist.requests).toHaveLength(1);
    expect(annict.requests).toHaveLength(0);
  });

  it('assembles 100 characters from four upstream pages of 25', async () => {
    const app = await start('live');
    const { status, body } = await app.query(DETAIL, { search: '呪術廻戦' });
    expect(status).toBe(200);
    const edges = (body.data?.Media as { characters: Record<string, unknown> }).characters.edges as {
      node: { name: { full: string } };
    }[];
    expect(edges).toHaveLength(100);
    expect(edges[0]?.node.name.full).toBe('Character 1');
    expect(edges[99]?.node.name.full).toBe('Character 100');
    expect(body.data?.Media).not.toHaveProperty('characters.anifanPageInfo');
    expect(anilist.requests.map((r) => r.variables.anifanCharactersPage)).toEqual([1, 2, 3, 4]);
    expect(anilist.requests.every((r) => /perPage: 25/.test(r.query))).toBe(true);
  });

  it('forwards Annict operations with the bearer token, fall mapped to autumn', async () => {
    const app = await start('live');
    const { status, body, headers } = await app.query(
      GET_WORKS,
      { seasons: ['2025-fall'], first: 10 },
      'GetWorks',
    );
    expect(status).toBe(200);
    expect(annict.requests[0]?.headers.authorization).toBe(`Bearer ${FAKE_ANNICT_TOKEN}`);
    expect(annict.requests[0]?.variables).toEqual({ seasons: ['2025-autumn'], first: 10 });
    expect(JSON.stringify(body)).not.toContain(FAKE_ANNICT_TOKEN);
    expect([...headers.values()].join(' ')).not.toContain(FAKE_ANNICT_TOKEN);
    const nodes = (
      body.data?.searchWorks as {
        edges: {
          node: {
            title: string;
            watchersCount: number;
            malAnimeId: string | null;
            image: { facebookOgImageUrl: string };
          };
        }[];
      }
    ).edges.map((e) => e.node);
    expect(nodes[0]?.watchersCount).toBe(52000);
    // Annict's own MyAnimeList id, through which a season card finds its AniList id (GetSeasonWorkIds).
    expect(nodes.map((node) => node.malAnimeId)).toEqual(['40748', null]);
    // Annict had no image for 呪術廻戦: the catalogue's cover of the same title fills in.
    expect(nodes[0]?.image.facebookOgImageUrl).toMatch(/^https:\/\/lain\.bgm\.tv\//);
    expect(nodes[1]?.image.facebookOgImageUrl).toBe('https://img.example/annict-csm.jpg');
  });

  it('caps first at 100 before forwarding', async () => {
    const app = await start('live');
    await app.query(GET_WORKS, { seasons: ['2025-spring'], first: 500 }, 'GetWorks');
    expect(annict.requests[0]?.variables.first).toBe(100);
  });

  it('expands a bare year into its four seasons for Annict (literal arguments too)', async () => {
    const app = await start('live');
    const { status } = await app.query(
      '{ searchWorks(seasons: ["2024", "2023-FALL"], first: 2) { edges { node { title } } } }',
    );
    expect(status).toBe(200);
    expect(annict.requests[0]?.query).toContain(
      '["2024-winter", "2024-spring", "2024-summer", "2024-autumn", "2023-autumn"]',
    );
  });

  it('passes AniList errors sent with HTTP 404 through as GraphQL errors', async () => {
    const app = await start('live');
    const { status, body } = await app.query(DETAIL, { search: 'missing' });
    expect(status).toBe(200);
    expect(body.data).toEqual({ Media: null });
    expect(body.errors?.[0]).toMatchObject({
      message: 'Not Found.',
      extensions: { code: 'catalog/upstream_error', upstream: 'AniList', status: 404 },
    });
  });

  it('never calls out in embedded mode', async () => {
    const app = await start('embedded');
    await app.query(WORKS, { search: '呪術廻戦' });
    await app.query(GET_WORKS, { seasons: ['2025-fall'], first: 5 });
    expect(anilist.requests).toHaveLength(0);
    expect(annict.requests).toHaveLength(0);
  });
});

describe('canonical identity', () => {
  interface SearchedCharacter {
    id: number;
    name: { native: string };
    media: { edges: { node: { id: number }; voiceActors: { name: { native: string } }[] }[] };
  }

  const searchCharacter = async (app: CatalogTestApp, search: string) => {
    const { status, body } = await app.query(CHARACTERS, { search }, 'GetCharacters');
    expect(status).toBe(200);
    return {
      source: body.extensions?.catalog?.source,
      characters: (body.data?.Page as { characters: SearchedCharacter[] }).characters,
    };
  };

  it.each([
    ['五条悟', 127691, '中村悠一'],
    ['虎杖悠仁', 127212, '榎木淳弥'],
    ['アーニャ', 138100, '種﨑敦美'],
  ])(
    'gives %s the same id (%i), work and voice actor (%s) from the snapshot and from AniList',
    async (search, id, actor) => {
      const live = await searchCharacter(await start('live'), search);
      const embedded = await searchCharacter(await start('embedded'), search);
      expect(live.source).toBe('live');
      expect(embedded.source).toBe('embedded');
      for (const { characters } of [live, embedded]) {
        expect(characters[0]?.id).toBe(id);
        expect(characters[0]?.media.edges[0]?.voiceActors[0]?.name.native).toBe(actor);
      }
      expect(live.characters[0]?.media.edges[0]?.node.id).toBe(
        embedded.characters[0]?.media.edges[0]?.node.id,
      );
    },
  );

  it('forwards the voice actors on a character’s works as AniList clients ask for them', async () => {
    await searchCharacter(await start('live'), '五条悟');
    expect(anilist.requests[0]?.operationName).toBe('GetCharacters');
    expect(anilist.requests[0]?.query).toMatch(
      /media\(type: ANIME\) \{\s*edges \{[^]*voiceActors\(language: JAPANESE\)/,
    );
  });
});

describe('searchWorks without Annict', () => {
  type WorkNode = {
    title: string;
    watchersCount: number;
    seasonYear: number;
    malAnimeId: string | null;
    image: { facebookOgImageUrl: string };
  };
  const nodesOf = (body: { data?: Record<string, unknown> | null }) =>
    (body.data?.searchWorks as { edges: { node: WorkNode }[] }).edges.map((edge) => edge.node);

  it("answers a season's list from AniList when no ANNICT_TOKEN is set, in Annict's shape, most popular first", async () => {
    const app = await start('live', {}, { ANNICT_TOKEN: '' });
    const { status, body } = await app.query(GET_WORKS, { seasons: ['2026-fall'], first: 50 }, 'GetWorks');
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.catalog?.source).toBe('live');
    expect(nodesOf(body)).toEqual([
      {
        title: '秋のテスト作品A',
        watchersCount: 8800,
        seasonYear: 2026,
        malAnimeId: '880002',
        image: { facebookOgImageUrl: 'https://img.example/anilist-990002-xl.jpg' },
      },
      {
        title: '秋のテスト作品B',
        watchersCount: 1200,
        seasonYear: 2026,
        malAnimeId: null,
        image: { facebookOgImageUrl: 'https://img.example/anilist-990001-xl.jpg' },
      },
    ]);
    expect(annict.requests).toHaveLength(0);
    expect(anilist.requests.map((r) => r.variables)).toEqual([
      { season: 'FALL', seasonYear: 2026, perPage: 50 },
    ]);
  });

  it('asks AniList for each season, and a bare year as the whole year; the cache answers the repeat', async () => {
    const app = await start('live', {}, { ANNICT_TOKEN: '' });
    const body = (await app.query(GET_WORKS, { seasons: ['2027-winter', '2026'], first: 2 }, 'GetWorks'))
      .body;
    expect(nodesOf(body).map((node) => node.title)).toEqual(['秋のテスト作品A', '秋のテスト作品B']);
    expect(anilist.requests.map((r) => r.variables)).toEqual([
      { season: 'WINTER', seasonYear: 2027, perPage: 2 },
      { season: null, seasonYear: 2026, perPage: 2 },
    ]);
    await app.query(GET_WORKS, { seasons: ['2027-winter', '2026'], first: 2 }, 'GetWorks');
    expect(anilist.requests).toHaveLength(2);
  });

  it('answers from AniList while Annict is down', async () => {
    const app = await start('live');
    annict.behave({ kind: 'status', status: 503, body: 'down' });
    const { status, body } = await app.query(GET_WORKS, { seasons: ['2026-fall'], first: 1 }, 'GetWorks');
    expect(status).toBe(200);
    expect(nodesOf(body).map((node) => node.title)).toEqual(['秋のテスト作品A']);
    expect(annict.requests).toHaveLength(1);
  });

  it('says the catalogue is unavailable when AniList fails too', async () => {
    const app = await start('live', {}, { ANNICT_TOKEN: '' });
    anilist.behave({ kind: 'status', status: 502, body: 'Bad Gateway' });
    const { status, body } = await app.query(GET_WORKS, { seasons: ['2026-fall'], first: 1 }, 'GetWorks');
    expect(status).toBe(502);
    expect(body.errors?.[0]?.extensions?.code).toBe('catalog/upstream_failed');
  });
});

describe('live: upstream failures', () => {
  it('honours 429 Retry-After: answers 503 with Retry-After and does not call again before it passes', async () => {
    const app = await start('live');
    anilist.behave({
      kind: 'status',
      status: 429,
      body: 'Too Many Requests.',
      headers: { 'Retry-After': '30' },
    });
    const first = await app.query(WORKS, { search: 'a' });
    expect(first.status).toBe(503);
    expect(first.headers.get('retry-after')).toBe('30');
    expect(first.body.errors?.[0]?.extensions?.code).toBe('catalog/upstream_unavailable');
    anilist.behave({ kind: 'ok' });
    const second = await app.query(WORKS, { search: 'b' });
    expect(second.status).toBe(503);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(25);
    expect(anilist.requests).toHaveLength(1);
  });

  it('backs off after Annict’s plain-text 429 without Retry-After, answering from AniList meanwhile', async () => {
    const app = await start('live', { annict: { burst: 100, perSecond: 100, defaultRetryAfterMs: 5_000 } });
    annict.behave({ kind: 'status', status: 429, body: 'Rate limit exceeded' });
    expect((await app.query(GET_WORKS, { seasons: ['2025-spring'], first: 5 })).status).toBe(200);
    expect((await app.query(GET_WORKS, { seasons: ['2025-summer'], first: 5 })).status).toBe(200);
    expect(annict.requests).toHaveLength(1);
    expect(anilist.requests.map((r) => r.variables.season)).toEqual(['SPRING', 'SUMMER']);
  });

  it.each([
    {
      label: 'a 5xx answer',
      behaviour: { kind: 'status', status: 502, body: '<html>Bad Gateway</html>' },
      status: 502,
      code: 'catalog/upstream_failed',
    },
    {
      label: 'malformed JSON',
      behaviour: { kind: 'malformed' },
      status: 502,
      code: 'catalog/upstream_failed',
    },
    {
      label: 'no answer within the timeout',
      behaviour: { kind: 'hang' },
      status: 504,
      code: 'catalog/upstream_timeout',
    },
  ] as const)('maps $label to HTTP $status $code', async ({ behaviour, status, code }) => {
    const app = await start('live', { upstreamTimeoutMs: 300 });
    anilist.behave(behaviour);
    const { status: actual, body } = await app.query(WORKS, { search: '呪術廻戦' });
    expect(actual).toBe(status);
    expect(body.errors?.[0]?.extensions?.code).toBe(code);
    expect(body.data).toBeUndefined();
  });

  it('opens the circuit after repeated failures and stops calling upstream', async () => {
    const app = await start('live');
    anilist.behave({ kind: 'status', status: 500, body: 'oops' });
    for (const search of ['a', 'b', 'c']) expect((await app.query(WORKS, { search })).status).toBe(502);
    const open = await app.query(WORKS, { search: 'd' });
    expect(open.status).toBe(503);
    expect(open.body.errors?.[0]?.message).toMatch(/paused/);
    expect(anilist.requests).toHaveLength(3);
  });
});

describe('cache and coalescing', () => {
  it('coalesces concurrent identical requests into one upstream call', async () => {
    const app = await start('live');
    anilist.behave({ kind: 'ok', delayMs: 300 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.query(WORKS, { search: '呪術廻戦' })),
    );
    expect(anilist.requests).toHaveLength(1);
    expect(new Set(answers.map((a) => JSON.stringify(a.body.data))).size).toBe(1);
    expect(answers.every((a) => a.status === 200)).toBe(true);
  });

  it('serves a stale answer at once and refreshes it in the background', async () => {
    const app = await start('live', { ttlMs: { ...DEFAULT_CATALOG_OPTIONS.ttlMs, Page: 50 } });
    await app.query(WORKS, { search: '呪術廻戦' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    anilist.behave({ kind: 'ok', delayMs: 500 });
    const { result: stale, ms } = await timed(() => app.query(WORKS, { search: '呪術廻戦' }));
    expect(stale.body.extensions?.catalog?.source).toBe('cache');
    expect(ms).toBeLessThan(400);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(anilist.requests).toHaveLength(2);
  });

  it('shares answers through Redis when REDIS_URL is set', async () => {
    const search = `redis-${Date.now()}-${Math.random()}`;
    const first = await start('live', {}, { REDIS_URL: TEST_REDIS_URL });
    expect((await first.query(WORKS, { search })).body.extensions?.catalog?.source).toBe('live');
    const second = await start('live', {}, { REDIS_URL: TEST_REDIS_URL });
    const cached = await second.query(WORKS, { search });
    expect(cached.body.extensions?.catalog?.source).toBe('cache');
    expect(anilist.requests).toHaveLength(1);
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys('anifan:catalog:anilist:*');
      expect(keys.length).toBeGreaterThan(0);
      expect(await redis.pttl(keys[0] ?? '')).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  });
});

describe('auto: fallback', () => {
  it('still answers within 1 s when the configured Redis is unreachable', async () => {
    const app = await start('auto', {}, { REDIS_URL: 'redis://127.0.0.1:1' });
    await anilist.close();
    const { result, ms } = await timed(() => app.query(WORKS, { search: '呪術廻戦' }));
    expect(result.status).toBe(200);
    expect(result.body.extensions?.catalog?.source).toBe('embedded');
    expect(ms).toBeLessThan(1_000);
  });

  it('answers from the snapshot within 1 s while upstream is down, then stops calling it', async () => {
    const app = await start('auto');
    await anilist.close();
    for (const search of ['呪術廻戦', 'チェンソーマン', '鬼滅の刃', 'ぼっち']) {
      const { result, ms } = await timed(() => app.query(WORKS, { search }));
      expect(result.status).toBe(200);
      expect(result.body.extensions?.catalog?.source).toBe('embedded');
      expect(ms).toBeLessThan(1_000);
    }
    expect(app.anilistUpstream.breaker.isOpen).toBe(true);
  });

  it('answers from the snapshot within 1 s while upstream hangs, and caches the late answer', async () => {
    const app = await start('auto', { upstreamTimeoutMs: 5_000 });
    anilist.behave({ kind: 'ok', delayMs: 1_500 });
    const { result, ms } = await timed(() => app.query(WORKS, { search: '呪術廻戦' }));
    expect(ms).toBeLessThan(1_000);
    expect(result.body.extensions?.catalog?.source).toBe('embedded');
    expect(
      (result.body.data?.Page as { media: { title: { native: string } }[] }).media[0]?.title.native,
    ).toBe('呪術廻戦');
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const later = await app.query(WORKS, { search: '呪術廻戦' });
    expect(later.body.extensions?.catalog?.source).toBe('cache');
    expect(anilist.requests).toHaveLength(1);
  });

  it('prefers a cached answer over the snapshot when upstream fails', async () => {
    const app = await start('auto', { ttlMs: { ...DEFAULT_CATALOG_OPTIONS.ttlMs, searchWorks: 50 } });
    const live = await app.query(GET_WORKS, { seasons: ['2025-autumn'], first: 2 }, 'GetWorks');
    expect(live.body.extensions?.catalog?.source).toBe('live');
    await new Promise((resolve) => setTimeout(resolve, 100));
    annict.behave({ kind: 'status', status: 503, body: 'down' });
    anilist.behave({ kind: 'status', status: 503, body: 'down' });
    const { result, ms } = await timed(() =>
      app.query(GET_WORKS, { seasons: ['2025-autumn'], first: 2 }, 'GetWorks'),
    );
    expect(ms).toBeLessThan(1_000);
    expect(result.body.extensions?.catalog?.source).toBe('cache');
    expect(result.body.data).toEqual(live.body.data);
  });
});
