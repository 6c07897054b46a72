// The `replacements` part (issue #33): each hand-written replacement of a library in backend/src/http
// measured against that library in the same run, each contender in a process of its own, so every
// figure its header gives can be checked again here.
import { fork } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { REMOTE_FOLDERS } from '@anifan/contract';
import { root } from '../../scripts/lib/processes.mjs';
import { startServerProcess } from './http.mjs';
import { seedComments } from './seed.mjs';

const SERVER = fileURLToPath(new URL('./replacement-server.mjs', import.meta.url));
const MICRO = path.join(root, 'bench/micro');
const WARM_UP_S = 2;
const ROUNDS = 3;
const ROUND_S = 4;
/** Distinct clients the rate limiters count (each limiter keeps up to 10,000 windows in memory). */
const CLIENT_KEYS = 5000;
/** The character whose fifty comments both list routes answer, in the comparison's own database. */
const LIST_CHARACTER_ID = 9001;
/** As browsers send it. */
const ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ratio = (value) => Number(value.toFixed(2));

const load = (options, duration) => autocannon({ connections: 50, pipelining: 1, ...options, duration });

/** Statuses a contender may answer: its bodies, and the 304s of revalidations. */
const expected = (status) => (status >= 200 && status < 300) || status === 304;

/** One autocannon round against `contender`, with the CPU its server process spent per request. */
async function round({ server, request }, durationS) {
  const before = await server.cpuUsage();
  const result = await load(request, durationS);
  const after = await server.cpuUsage();
  const cpuMicros = after.user - before.user + (after.system - before.system);
  const unexpected = Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !expected(Number(status)))
    .reduce((sum, [, { count }]) => sum + count, 0);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuPerRequest: cpuMicros / Math.max(1, result.requests.total),
    errors: result.errors + result.timeouts + unexpected,
  };
}

/**
 * Ours against the library under the same load, each `{ server, request }` (its server process and
 * the autocannon options): each warmed up, then three rounds each, paired and alternating which goes
 * first, so the drift of this shared two-core VM falls on both alike. `ratio` is ours over the
 * library's requests per second, `cpu_ratio` the library's CPU per request over ours (the server
 * process's, so autocannon's own share of the cores is left out); both the medians of the pairs'.
 */
async function compare(name, ours, library) {
  await load(ours.request, WARM_UP_S);
  await load(library.request, WARM_UP_S);
  const pairs = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const pair = {};
    for (const side of i % 2 === 0 ? ['ours', 'library'] : ['library', 'ours'])
      pair[side] = await round(side === 'ours' ? ours : library, ROUND_S);
    pairs.push(pair);
  }
  const of = (side, key) => median(pairs.map((pair) => pair[side][key]));
  const figure = {
    unit: 'req/s',
    ours: Math.round(of('ours', 'rps')),
    library: Math.round(of('library', 'rps')),
    ratio: ratio(median(pairs.map((pair) => pair.ours.rps / pair.library.rps))),
    cpu_us_per_request: {
      ours: Number(of('ours', 'cpuPerRequest').toFixed(1)),
      library: Number(of('library', 'cpuPerRequest').toFixed(1)),
    },
    cpu_ratio: ratio(median(pairs.map((pair) => pair.library.cpuPerRequest / pair.ours.cpuPerRequest))),
    p99_ms: { ours: of('ours', 'p99'), library: of('library', 'p99') },
    errors: pairs.reduce((sum, pair) => sum + pair.ours.errors + pair.library.errors, 0),
  };
  const cpu = figure.cpu_us_per_request;
  console.log(
    `  ${name}: ours ${figure.ours} req/s, the library ${figure.library} (${figure.ratio}×); CPU ${cpu.ours} / ${cpu.library} µs per request (${figure.cpu_ratio}×); p99 ${figure.p99_ms.ours} / ${figure.p99_ms.library} ms; errors ${figure.errors}`,
  );
  return figure;
}

/** Starts both contenders of `comparison` (replacement-server.mjs), runs `measure` on their servers, stops them. */
async function withContenders(comparison, measure) {
  const ours = await startServerProcess(SERVER, [comparison, 'ours']);
  try {
    const library = await startServerProcess(SERVER, [comparison, 'library']);
    try {
      return await measure(ours, library);
    } finally {
      await library.stop();
    }
  } finally {
    await ours.stop();
  }
}

/**
 * A micro-benchmark of bench/micro in a process of its own (its lines printed as it runs); resolves
 * with the time per request of ours and of the library it sends, and their ratio (the library's time
 * over ours).
 */
function micro(name, script, unit, scale, execArgv = []) {
  console.log(`  ${name}:`);
  return new Promise((resolve, reject) => {
    const child = fork(path.join(MICRO, script), [], { cwd: root, execArgv });
    let figures;
    child.once('message', (message) => {
      figures = message;
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0 || !figures) {
        reject(new Error(`bench/micro/${script} exited with ${code}`));
        return;
      }
      resolve({
        unit,
        ours: Number((figures.ours / scale).toFixed(2)),
        library: Number((figures.library / scale).toFixed(2)),
        ratio: ratio(figures.library / figures.ours),
      });
    });
  });
}

/**
 * What a first visit to the shell fetches (its own files, each remote's entry and manifest) and, as a
 * return visit asks, the revalidations (304) of the files that are not content-hashed.
 */
async function pageLoad(baseUrl) {
  const shellFiles = readdirSync(path.join(root, 'shell/dist')).filter(
    (file) => !/\.(br|gz|map|LICENSE\.txt)$/.test(file) && file !== 'index.html',
  );
  const remotes = Object.values(REMOTE_FOLDERS).flatMap((folder) =>
    ['remoteEntry.js', 'mf-manifest.json'].map((file) => `/remotes/${folder}/${file}`),
  );
  const fetched = ['/', ...shellFiles.map((file) => `/${file}`), ...remotes];
  const revalidated = await Promise.all(
    ['/', ...remotes].map(async (urlPath) => {
      const response = await fetch(`${baseUrl}${urlPath}`, { headers: ACCEPT_ENCODING });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`${urlPath}: ${response.status} from ${baseUrl}`);
      return { urlPath, etag: response.headers.get('etag') };
    }),
  );
  return [
    ...fetched.map((urlPath) => ({ method: 'GET', path: urlPath, headers: ACCEPT_ENCODING })),
    ...revalidated.map(({ urlPath, etag }) => ({
      method: 'GET',
      path: urlPath,
      headers: { ...ACCEPT_ENCODING, 'if-none-match': etag },
    })),
  ];
}

/** A request per client key in turn, `CLIENT_KEYS` of them. */
function manyClients() {
  let next = 0;
  return [
    {
      method: 'GET',
      path: '/limited',
      setupRequest: (request) => {
        next = (next + 1) % CLIENT_KEYS;
        return { ...request, headers: { 'x-client-key': `client-${next}` } };
      },
    },
  ];
}

/**
 * The comment list of a character with fifty comments, as a guest's browser asks for it: the app's
 * plain Fastify route against the same list as a Nest controller in the same application.
 */
async function commentListRoute(emulatorHost, env) {
  const app = await startServerProcess(SERVER, ['comment-list'], env);
  try {
    await seedComments(app.url, emulatorHost, LIST_CHARACTER_ID, 50);
    const list = (prefix) => ({
      server: app,
      request: {
        url: `${app.url}/api${prefix}/characterComment/all/${LIST_CHARACTER_ID}`,
        headers: ACCEPT_ENCODING,
      },
    });
    return await compare(
      'comment list: plain Fastify route vs Nest controller',
      list(''),
      list('/bench/nest'),
    );
  } finally {
    await app.stop();
  }
}

/** Each contender's server with the same requests. */
const both = (ours, library, request) =>
  [ours, library].map((server) => ({ server, request: request(server) }));

/**
 * Every replacement against its library. `env` is the environment the app runs with in the bench
 * (a database of its own, the embedded catalogue, the Auth emulator at `emulatorHost`).
 */
export async function measureReplacements({ emulatorHost, env }) {
  return {
    // First, while the Auth emulator the run checked is surely up: seeding signs in through it.
    comment_list_route: await commentListRoute(emulatorHost, env),
    metrics_series: await micro(
      'metrics series vs prom-client (ns per response)',
      'metrics-series.cjs',
      'ns per response',
      1,
      ['-r', 'esbuild-register'],
    ),
    request_context: await micro(
      'request id on the request vs AsyncLocalStorage (µs per ten-await request)',
      'request-context.mjs',
      'µs per request',
      1000,
    ),
    cached_answers: await withContenders('compression', (ours, library) =>
      compare(
        'a repeated 13 KB JSON answer: CachedAnswers vs @fastify/compress',
        ...both(ours, library, (server) => ({ url: `${server.url}/answer`, headers: ACCEPT_ENCODING })),
      ),
    ),
    static_assets: await withContenders('static', async (ours, library) =>
      compare(
        'the built shell and remotes: static-assets vs @fastify/static',
        { server: ours, request: { url: ours.url, requests: await pageLoad(ours.url) } },
        { server: library, request: { url: library.url, requests: await pageLoad(library.url) } },
      ),
    ),
    rate_limiter: await withContenders('limiter', (ours, library) =>
      compare(
        `in-memory limits, ${CLIENT_KEYS} clients: RateLimiterService vs @fastify/rate-limit`,
        ...both(ours, library, (server) => ({ url: server.url, requests: manyClients() })),
      ),
    ),
  };
}
