// /metrics and the telemetry endpoint through the real app over HTTP, on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { createTestApp, databaseTargets, uniqueCharacterId, type TestApp } from '../testing';
import { routeLabel, STATIC_ROUTE, UNMATCHED_ROUTE } from '../http';
import { MetricsService } from './metrics.service';
import { MAX_REASON_LENGTH } from '@anifan/contract/http-schemas';
import { TELEMETRY_LIMIT } from './telemetry.controller';

type Labels = Record<string, string>;

interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

const SAMPLE_LINE = /^([A-Za-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/;
const LABEL_PAIR = /([A-Za-z_]\w*)="((?:[^"\\]|\\.)*)"/g;

/** Parses the Prometheus text format strictly: any line that is neither a comment nor a sample fails the test. */
function parseExposition(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('# HELP ') || line.startsWith('# TYPE ')) continue;
    const match = SAMPLE_LINE.exec(line);
    if (!match) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Labels = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(LABEL_PAIR)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

function find(samples: Sample[], name: string, labels: Labels = {}): Sample[] {
  return samples.filter(
    (sample) =>
      sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
}

/** The value of the one sample matching `name` and `labels`, or undefined when there is none. */
function valueOf(samples: Sample[], name: string, labels: Labels = {}): number | undefined {
  const matches = find(samples, name, labels);
  if (matches.length > 1)
    throw new Error(`${matches.length} samples match ${name} ${JSON.stringify(labels)}`);
  return matches[0]?.value;
}

/** What the scraper is configured with; without it /metrics answers 404. */
const METRICS_TOKEN = 'metrics-spec-scraper-token';
const SCRAPER = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };

async function scrape(server: TestApp): Promise<Sample[]> {
  const response = await fetch(`${server.url}/metrics`, SCRAPER);
  expect(response.status).toBe(200);
  return parseExposition(await response.text());
}

function postJson(server: TestApp, path: string, body: string): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
}

const report = (server: TestApp, body: unknown) =>
  postJson(server, '/api/telemetry/remote-load-failure', JSON.stringify(body));

describe('routeLabel', () => {
  const request = (method: string, route?: string, baseUrl = '') =>
    ({ method, baseUrl, ...(route === undefined ? {} : { route: { path: route } }) }) as Parameters<
      typeof routeLabel
    >[0];

  it.each([
    ['a matched route', request('GET', '/api/favorites'), 200, '/api/favorites'],
    [
      'a route template',
      request('GET', '/api/characterComment/all/:characterId'),
      404,
      '/api/characterComment/all/:characterId',
    ],
    ['a route under a mounted router', request('POST', '/process', '/api/x'), 201, '/api/x/process'],
    ['an unknown path', request('GET'), 404, UNMATCHED_ROUTE],
    ['a body refused before routing', request('POST'), 400, UNMATCHED_ROUTE],
    ['a static file', request('GET'), 200, STATIC_ROUTE],
    ['a revalidated static file', request('HEAD'), 304, STATIC_ROUTE],
  ])('labels %s', (_case, req, status, expected) => {
    expect(routeLabel(req, status)).toBe(expected);
  });
});

describe('who may read /metrics', () => {
  let open: TestApp;
  let hidden: TestApp;

  beforeAll(async () => {
    [open, hidden] = await Promise.all([createTestApp({ METRICS_TOKEN }), createTestApp()]);
  });

  afterAll(async () => {
    await Promise.all([open?.close(), hidden?.close()]);
  });

  const read = (server: TestApp, authorization?: string) =>
    fetch(`${server.url}/metrics`, authorization === undefined ? {} : { headers: { authorization } });

  it('answers 404 in the error shape, whatever is sent, while METRICS_TOKEN is unset', async () => {
    for (const authorization of [undefined, `Bearer ${METRICS_TOKEN}`, 'Bearer ']) {
      const response = await read(hidden, authorization);
      expect(response.status).toBe(404);
      const text = await response.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'route/not_found', message: expect.any(String) } });
      expect(text).not.toContain('nodejs_');
    }
  });

  it('asks a request without the token for it with a 401', async () => {
    const response = await read(open);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer /);
    expect(await response.json()).toEqual({
      error: { code: 'auth/missing_token', message: expect.any(String) },
    });
  });

  it.each([
    ['another token of the same length', `Bearer ${'x'.repeat(METRICS_TOKEN.length)}`],
    ['the token with a character more', `Bearer ${METRICS_TOKEN}x`],
    ['a prefix of the token', `Bearer ${METRICS_TOKEN.slice(0, 8)}`],
    ['the token in another scheme', `Basic ${METRICS_TOKEN}`],
  ])('refuses %s with a 401 and no metrics', async (_case, authorization) => {
    const response = await read(open, authorization);
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: { code: 'auth/invalid_token', message: expect.any(String) } });
    expect(text).not.toContain('nodejs_');
  });

  it('answers the scraper holding the token', async () => {
    const response = await read(open, `Bearer ${METRICS_TOKEN}`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('nodejs_heap_size_used_bytes');
  });
});

describe.each(databaseTargets())('GET /metrics on $name', ({ name, env }) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ ...env, METRICS_TOKEN });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers the Prometheus text format with process metrics, unprefixed and uncached', async () => {
    const response = await fetch(`${server.url}/metrics`, SCRAPER);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    const samples = parseExposition(text);
    expect(valueOf(samples, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
    expect(valueOf(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect((await fetch(`${server.url}/api/metrics`)).status).toBe(404);
  });

  it(`reports the database pool of ${name}`, async () => {
    // A query first, so PostgreSQL's pool has opened a connection.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    const samples = await scrape(server);
    const total = valueOf(samples, 'db_pool_connections', { driver: name });
    const idle = valueOf(samples, 'db_pool_idle_connections', { driver: name });
    const waiting = valueOf(samples, 'db_pool_waiting_requests', { driver: name });
    if (name === 'sqlite') {
      expect([total, idle, waiting]).toEqual([1, 0, 0]);
    } else {
      expect(total).toBeGreaterThanOrEqual(1);
      expect(idle).toBeGreaterThanOrEqual(0);
      expect(idle).toBeLessThanOrEqual(total!);
      expect(waiting).toBe(0);
    }
  });
});

describe('HTTP request metrics', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ METRICS_TOKEN });
  });

  afterAll(async () => {
    await server?.close();
  });

  const requests = (samples: Sample[], labels: Labels) =>
    valueOf(samples, 'http_requests_total', labels) ?? 0;

  it('counts and times a parameterised route by its template, never the raw id', async () => {
    const characterId = uniqueCharacterId();
    const route = '/api/characterComment/all/:characterId';
    const before = requests(await scrape(server), { method: 'GET', route, status: '200' });

    for (let i = 0; i < 3; i += 1) {
      expect((await fetch(`${server.url}/api/characterComment/all/${characterId}`)).status).toBe(200);
    }
    const invalid = await fetch(`${server.url}/api/characterComment/all/${'c'.repeat(201)}`);
    expect(invalid.status).toBe(400);

    const response = await fetch(`${server.url}/metrics`, SCRAPER);
    const text = await response.text();
    expect(text).not.toContain(String(characterId));
    const samples = parseExposition(text);
    expect(requests(samples, { method: 'GET', route, status: '200' })).toBe(before + 3);
    expect(requests(samples, { method: 'GET', route, status: '400' })).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route, status: '400' }),
    ).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_bucket', {
        method: 'GET',
        route,
        status: '400',
        le: '+Inf',
      }),
    ).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_sum', { method: 'GET', route, status: '400' }),
    ).toBeGreaterThan(0);
  });

  it('counts requests a guard refuses under their route', async () => {
    const response = await postJson(server, '/api/characterComment/process', '{}');
    expect(response.status).toBe(401);
    const samples = await scrape(server);
    expect(requests(samples, { method: 'POST', route: '/api/characterComment/process', status: '401' })).toBe(
      1,
    );
  });

  it('counts unknown paths and bodies refused before routing as `unmatched`, without their paths', async () => {
    const unknown = `/api/nothing-here-${randomUUID()}`;
    expect((await fetch(`${server.url}${unknown}`)).status).toBe(404);
    expect((await postJson(server, '/api/characterComment/process', '{"broken')).status).toBe(400);

    const text = await (await fetch(`${server.url}/metrics`, SCRAPER)).text();
    expect(text).not.toContain(unknown);
    const samples = parseExposition(text);
    expect(
      requests(samples, { method: 'GET', route: UNMATCHED_ROUTE, status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(requests(samples, { method: 'POST', route: UNMATCHED_ROUTE, status: '400' })).toBe(1);
  });

  it('counts an event stream its client leaves, once, when the connection closes', async () => {
    const route = '/api/characterComment/events/:characterId';
    const leave = new AbortController();
    const stream = await fetch(`${server.url}/api/characterComment/events/${uniqueCharacterId()}`, {
      signal: leave.signal,
    });
    expect(stream.status).toBe(200);
    expect(requests(await scrape(server), { method: 'GET', route, status: '200' })).toBe(0);

    leave.abort();
    await stream.body?.cancel().catch(() => undefined);
    let counted = 0;
    for (let attempt = 0; attempt < 50 && counted === 0; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      counted = requests(await scrape(server), { method: 'GET', route, status: '200' });
    }
    expect(counted).toBe(1);
    const samples = await scrape(server);
    expect(requests(samples, { method: 'GET', route, status: '200' })).toBe(1);
    expect(
      valueOf(samples, 'http_request_duration_seconds_count', { method: 'GET', route, status: '200' }),
    ).toBe(1);
  });

  it('exposes what other modules record through MetricsService', async () => {
    const metrics = server.app.get(MetricsService);
    metrics.recordUpstreamCall('anilist', 'ok');
    metrics.recordUpstreamCall('anilist', 'ok');
    metrics.recordUpstreamCall('annict', 'rate_limited');
    metrics.recordCacheLookup('hit');
    metrics.recordCacheLookup('stale');

    const samples = await scrape(server);
    expect(valueOf(samples, 'upstream_calls_total', { source: 'anilist', outcome: 'ok' })).toBe(2);
    expect(valueOf(samples, 'upstream_calls_total', { source: 'annict', outcome: 'rate_limited' })).toBe(1);
    expect(valueOf(samples, 'cache_lookups_total', { result: 'hit' })).toBe(1);
    expect(valueOf(samples, 'cache_lookups_total', { result: 'stale' })).toBe(1);
  });

  it('keeps each application’s metrics to itself', async () => {
    const other = await createTestApp({ METRICS_TOKEN });
    try {
      server.app.get(MetricsService).recordCacheLookup('miss');
      expect((await fetch(`${other.url}/healthz`)).status).toBe(200);
      const samples = await scrape(other);
      expect(valueOf(samples, 'cache_lookups_total', { result: 'miss' })).toBeUndefined();
      expect(requests(samples, { method: 'GET', route: '/healthz', status: '200' })).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('POST /api/telemetry/remote-load-failure', () => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp({ METRICS_TOKEN });
  });

  afterAll(async () => {
    await server?.close();
  });

  const failures = async (remote: string) =>
    valueOf(await scrape(server), 'remote_load_failures_total', { remote });

  it('lists every remote at 0 before any report', async () => {
    const samples = await scrape(server);
    for (const remote of ['mf_anime', 'mf_character', 'mf_chat', 'mf_demos']) {
      expect(valueOf(samples, 'remote_load_failures_total', { remote })).toBe(0);
    }
  });

  it('counts a report per remote and answers 204 without a body', async () => {
    const response = await report(server, { remote: 'mf_chat', reason: 'ScriptExternalLoadError' });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe('');
    expect((await report(server, { remote: 'mf_chat' })).status).toBe(204);
    expect((await report(server, { remote: 'mf_anime', extra: 'ignored' })).status).toBe(204);
    expect(await failures('mf_chat')).toBe(2);
    expect(await failures('mf_anime')).toBe(1);
    expect(await failures('mf_demos')).toBe(0);
  });

  it('also counts a remote refused for its contract major on its own', async () => {
    const mismatches = async (remote: string) =>
      valueOf(await scrape(server), 'remote_contract_mismatches_total', { remote });
    const before = { failures: await failures('mf_demos'), mismatches: await mismatches('mf_demos') };
    expect(before.mismatches).toBe(0);
    const response = await report(server, {
      remote: 'mf_demos',
      kind: 'contract_mismatch',
      reason: 'major 2',
    });
    expect(response.status).toBe(204);
    expect((await report(server, { remote: 'mf_demos', kind: 'load_failed' })).status).toBe(204);
    expect(await mismatches('mf_demos')).toBe(1);
    expect(await failures('mf_demos')).toBe((before.failures ?? 0) + 2);
  });

  it.each([
    ['an unknown remote', { remote: 'mf_evil' }],
    ['no remote', { reason: 'x' }],
    ['a remote that is not a string', { remote: 1 }],
    ['a reason that is too long', { remote: 'mf_chat', reason: 'x'.repeat(MAX_REASON_LENGTH + 1) }],
    ['a reason that is not a string', { remote: 'mf_chat', reason: { nested: true } }],
    ['an unknown kind', { remote: 'mf_chat', kind: 'bored' }],
    ['an array', ['mf_chat']],
    ['a string', 'mf_chat'],
    ['null', null],
  ])('refuses %s with a JSON 400 and counts nothing', async (_case, body) => {
    const response = await report(server, body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'request/invalid', message: expect.any(String) },
    });
    expect(await failures('mf_evil')).toBeUndefined();
    expect(await failures('mf_character')).toBe(0);
  });

  it('refuses a body that is not JSON with a JSON 400', async () => {
    const response = await postJson(server, '/api/telemetry/remote-load-failure', '{remote:');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'request/invalid', message: expect.any(String) },
    });
  });

  it('limits reports per client and stops counting beyond the limit', async () => {
    const own = await createTestApp({ METRICS_TOKEN });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < TELEMETRY_LIMIT; i += 1) {
        statuses.push((await report(own, { remote: 'mf_demos' })).status);
      }
      expect(statuses).toEqual(Array(TELEMETRY_LIMIT).fill(204));
      const refused = await report(own, { remote: 'mf_demos' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toEqual({
        error: { code: 'rate_limit/exceeded', message: expect.any(String) },
      });
      expect(valueOf(await scrape(own), 'remote_load_failures_total', { remote: 'mf_demos' })).toBe(
        TELEMETRY_LIMIT,
      );
    } finally {
      await own.close();
    }
  });
});
