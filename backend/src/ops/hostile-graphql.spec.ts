// Hostile GraphQL (issue #32): every request that once held the event loop, and the families around
// it, is refused or answered at once, while /healthz keeps answering, in `embedded` and `auto` modes.
// The bounds are ten times what the requests take here: they catch a blow-up (the findings took 0.7 s
// to hours), not a slow machine; the figures themselves are `npm run bench`'s.
import { createCatalogTestApp, createTestApp, type CatalogTestApp, type TestApp } from '../testing';

const ANSWER_BOUND_MS = 1_000;
const HEALTHZ_BOUND_MS = 500;

interface Case {
  /** The request, or its JSON text when JSON.stringify could not write it. */
  body: { query: string; variables?: Record<string, unknown> } | string;
  /**
   * 200: answered (possibly with GraphQL errors); 400: refused with catalog/* in `errors`. The budget
   * counts work, not time, so a busy machine answers the same.
   */
  status: 200 | 400;
  /** The refusal's message, for the 400s. */
  message?: RegExp;
}

const page = (media: string) => `{ Page(perPage: 50) { media(${media}) { id } } }`;
const aliases = (count: number, field: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field(i)}`).join(' ');
const ELEVEN_FILTERS = [
  'popularity_greater: -1',
  'popularity_lesser: 100000000',
  'popularity_not: -5',
  'startDate_greater: 10000101',
  'endDate_lesser: 30000101',
  `startDate_like: "${'%'.repeat(32)}"`,
  `endDate_like: "${'%_'.repeat(16)}"`,
  'format_not_in: [MUSIC]',
  'status_not_in: [CANCELLED]',
  'countryOfOrigin: "JP"',
  'isAdult: false',
].join(', ');
const TITLES = Array.from({ length: 100 }, (_, i) => String.fromCharCode(0x3042 + (i % 80)));

const CASES: Record<string, Case> = {
  '_like with twelve %': { body: { query: page('startDate_like: "%%%%%%%%%%%%x"') }, status: 200 },
  '_like in a variable, thirty %': {
    body: {
      query: 'query($p: String) { Page { media(endDate_like: $p) { id } } }',
      variables: { p: `${'%'.repeat(30)}x` },
    },
    status: 200,
  },
  '_like alternating % and _': {
    body: { query: page('endDate_like: "%_%_%_%_%_%_%_%_%_%_%_%"') },
    status: 200,
  },
  '_like longer than 32 characters': {
    body: { query: page(`startDate_like: "${'%'.repeat(33)}"`) },
    status: 200,
  },
  'four aliases of _like': {
    body: { query: `{ Page { ${aliases(4, (i) => `media(startDate_like: "%%%%%%%%%%x${i}") { id }`)} } }` },
    status: 200,
  },
  'five aliases of _like': {
    body: { query: `{ Page { ${aliases(5, (i) => `media(startDate_like: "%%%%%%%%%%x${i}") { id }`)} } }` },
    status: 400,
    message: /searches the catalogue too many times/,
  },
  'searchWorks with 100 titles': {
    body: {
      query: 'query($t: [String!]) { searchWorks(titles: $t, first: 1) { edges { node { title } } } }',
      variables: { t: TITLES },
    },
    status: 400,
    message: /searches the catalogue too many times/,
  },
  'searchWorks with 3 titles': {
    body: {
      query: 'query($t: [String!]) { searchWorks(titles: $t, first: 1) { edges { node { title } } } }',
      variables: { t: TITLES.slice(0, 3) },
    },
    status: 200,
  },
  'ten sorted Page roots inside ... on Query': {
    body: {
      query: `{ ... on Query { ${aliases(10, (i) => `Page(perPage: 50) { media(sort: [TITLE_NATIVE_DESC, TITLE_ROMAJI], search: "${i}") { id } }`)} } }`,
    },
    status: 400,
    message: /too many root fields/,
  },
  'root fields hidden in a named fragment': {
    body: {
      query: `query { ...Roots } fragment Roots on Query { ${aliases(5, (i) => `Media(id: ${i + 1}) { id }`)} }`,
    },
    status: 400,
    message: /too many root fields/,
  },
  'ten aliases of __schema': {
    body: { query: `{ ${aliases(10, () => '__schema { types { name fields { name } } }')} }` },
    status: 400,
  },
  'introspection nested through types': {
    body: { query: '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }' },
    status: 400,
  },
  'four aliases of __type with every argument': {
    body: {
      query: `{ ${aliases(4, () => '__type(name: "Page") { fields { args { name type { name } } } }')} }`,
    },
    status: 200,
  },
  'id_in with 10,000 ids': {
    body: {
      query: 'query($ids: [Int]) { Page { media(id_in: $ids) { id } } }',
      variables: { ids: Array.from({ length: 10_000 }, (_, i) => i) },
    },
    status: 400,
    message: /lists more than 100 items/,
  },
  'a search of 5,000 characters': {
    body: { query: 'query($s: String) { Media(search: $s) { id } }', variables: { s: 'あ'.repeat(5_000) } },
    status: 400,
    message: /longer than 500 characters/,
  },
  'an unused variable nested 5,000 deep': {
    body: `{"query":"{ Media(id: 1) { id } }","variables":{"unused":${'{"v":'.repeat(5_000)}1${'}'.repeat(5_000)}}}`,
    status: 400,
    message: /nested more than 16 levels/,
  },
  'four whole-catalogue sorts on four keys': {
    body: {
      query: `{ ${aliases(4, (i) => `Page(perPage: 100, page: ${i + 1}) { media(sort: [TRENDING_DESC, STATUS, END_DATE, TITLE_NATIVE]) { id status } }`)} }`,
    },
    status: 400,
    message: /asks for more work than one answer may do/,
  },
  'a one-letter search sorted by title': {
    body: { query: page('search: "a", sort: [TITLE_NATIVE, START_DATE_DESC]') },
    status: 200,
  },
  'four whole-catalogue sorts, each through eleven filters': {
    body: {
      query: `{ ${aliases(4, (i) => `Page(perPage: 50, page: ${i + 1}) { media(sort: [TITLE_NATIVE, START_DATE_DESC, END_DATE, STATUS], ${ELEVEN_FILTERS}) { id } }`)} }`,
    },
    status: 400,
    message: /asks for more work than one answer may do/,
  },
};

/** Sends GET /healthz back to back until stopped; resolves with the longest one took. */
function probeHealthz(url: string): { stop: () => Promise<number> } {
  let running = true;
  let longest = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/healthz`);
      await response.arrayBuffer();
      longest = Math.max(longest, performance.now() - started);
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return longest;
    },
  };
}

describe.each(['embedded', 'auto'] as const)('hostile GraphQL with CATALOG_SOURCE=%s', (source) => {
  let app: TestApp;

  beforeAll(async () => {
    // `auto` tries upstream first: a closed port fails at once, and the snapshot answers.
    app = await createTestApp({
      CATALOG_SOURCE: source,
      ANILIST_URL: 'http://127.0.0.1:9/graphql',
      ANNICT_URL: 'http://127.0.0.1:9/graphql',
      ANNICT_TOKEN: 'unused',
    });
    // A first request compiles the gateway's code paths: the bounds are about the requests, not that.
    await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ query: page('sort: [TITLE_NATIVE]') }),
    });
  });

  afterAll(async () => {
    await app.close();
  });

  it.each(Object.entries(CASES))('%s', async (_name, { body, status, message }) => {
    const probe = probeHealthz(app.url);
    const started = performance.now();
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const answer = (await response.json()) as {
      data?: unknown;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const took = performance.now() - started;
    const healthzLongest = await probe.stop();

    const error = answer.errors?.[0];
    if (response.status !== status) {
      throw new Error(`answered ${response.status}, not ${status}: ${error?.message ?? 'no error'}`);
    }
    if (response.status === 400) {
      expect(error?.extensions?.code).toMatch(/^catalog\//);
      if (message) expect(error?.message).toMatch(message);
      expect(answer.data).toBeUndefined();
    }
    expect(took).toBeLessThan(ANSWER_BOUND_MS);
    expect(healthzLongest).toBeLessThan(HEALTHZ_BOUND_MS);
  });

  it('keeps /healthz answering while twenty costly requests arrive at once', async () => {
    const probe = probeHealthz(app.url);
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const query = `{ ${aliases(4, (j) => `Page(perPage: 100, page: ${j + 1}) { media(sort: [TRENDING_DESC, TITLE_NATIVE], popularity_greater: ${-i - 1}) { id } }`)} }`;
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ query }),
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    const healthzLongest = await probe.stop();
    // Within the budget, and queued one execution per turn of the loop: all answered, none held.
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect(healthzLongest).toBeLessThan(HEALTHZ_BOUND_MS);
  });

  it('answers a pathological _like over GET at once', async () => {
    const query = encodeURIComponent(page('startDate_like: "%%%%%%%%%%%%%%%%%%%%x"'));
    const started = performance.now();
    const response = await fetch(`${app.url}/graphql?query=${query}`);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeLessThan(ANSWER_BOUND_MS);
  });
});

describe('the gateway answers what it cannot finish within its budget with a refusal', () => {
  let app: CatalogTestApp;

  beforeAll(async () => {
    app = await createCatalogTestApp({}, { executionBudget: { units: 0, backstopMs: Infinity } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('refuses with 400 catalog/query_too_complex and keeps nothing of the partial answer', async () => {
    const query = page('sort: [TRENDING_DESC, TITLE_NATIVE]');
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const { status, body } = await app.query(query);
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('catalog/query_too_complex');
      expect(body.errors?.[0]?.message).toMatch(/asks for more work than one answer may do/);
      expect(body.data).toBeUndefined();
    }
  });

  it('refuses what runs past the time backstop the same way', async () => {
    const timed = await createCatalogTestApp({}, { executionBudget: { units: Infinity, backstopMs: 0 } });
    try {
      const { status, body } = await timed.query(page('sort: [TRENDING_DESC, TITLE_NATIVE]'));
      expect(status).toBe(400);
      expect(body.errors?.[0]?.extensions?.code).toBe('catalog/query_too_complex');
      expect(body.errors?.[0]?.message).toMatch(/took longer than 0 ms/);
    } finally {
      await timed.close();
    }
  });

  it('does not hold the server’s own queries to it: a paused process must not refuse a fan’s save', async () => {
    const query = page('sort: [TRENDING_DESC, TITLE_NATIVE]');
    const body = { query, variables: {} };
    const client = await app.service.handle(body, { client: '203.0.113.9' });
    expect(client.status).toBe(400);
    const own = await app.service.handle(body, { own: true });
    expect(own.status).toBe(200);
    expect(JSON.parse(own.body).data.Page.media.length).toBeGreaterThan(0);
  });
});

describe('per-client rate limit of /graphql', () => {
  let app: CatalogTestApp;

  beforeAll(async () => {
    app = await createCatalogTestApp({}, { rateLimit: { limit: 3, windowMs: 60_000 } });
  });

  afterAll(async () => {
    await app.close();
  });

  it('answers 429 with Retry-After past the limit, while a kept answer is still served', async () => {
    const kept = '{ Media(id: 1) { id } }';
    expect((await app.query(kept)).status).toBe(200);
    expect((await app.query('{ Media(id: 2) { id } }')).status).toBe(200);
    expect((await app.query('{ Media(id: 3) { id } }')).status).toBe(200);
    const refused = await app.query('{ Media(id: 4) { id } }');
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('rate_limit/exceeded');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The same body text again is answered from what was kept, without parsing or executing it.
    expect((await app.query(kept)).status).toBe(200);
  });
});
