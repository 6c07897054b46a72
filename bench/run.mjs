// `npm run bench`: speed, size and page quality of the production build on its embedded defaults, in one run.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  isPortOpen,
  root,
  run,
  startAuthEmulator,
  startService,
  stopAll,
  stopService,
  waitForPort,
} from '../scripts/lib/processes.mjs';
import { prepareBaseline } from './lib/baseline.mjs';
import { measureBundles } from './lib/bundle.mjs';
import { createBenchDatabase, measureDiscussions } from './lib/discussions.mjs';
import { measureHostile } from './lib/hostile.mjs';
import { measure, measureReplay, startReferenceServer } from './lib/http.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureNotifications } from './lib/notifications.mjs';
import { guestListStorage, measureMediaList } from './lib/media-list.mjs';
import { measureReliability } from './lib/reliability.mjs';
import { measureReplacements } from './lib/replacements.mjs';
import { seedComments } from './lib/seed.mjs';
import { measureSearch } from './lib/search.mjs';
import { benchSelection } from './lib/selection.mjs';
import { GOALS, summarize } from './lib/goals.mjs';

/** The backend's port: BENCH_PORT, 8282 by default (another port lets two runs share a machine). */
const PORT = benchPort();
const BASE = `http://127.0.0.1:${PORT}`;
const EMULATOR = '127.0.0.1:9199';
const CHARACTER_ID = 1_000_000_001;
const RELIABILITY_CONNECTIONS = 100;
const SEASONS = ['winter', 'spring', 'summer', 'fall'];
const PARTS = [
  'http',
  'reliability',
  'hostile',
  'bundle',
  'lighthouse',
  'search',
  'replacements',
  'list',
  'discussions',
  'notifications',
];
// The selection the detail pages are measured with (an anime and a character of the embedded catalogue).
const BENCH_ANIME = '呪術廻戦';
const BENCH_CHARACTER = '五条悟';
const LIGHTHOUSE_RUNS = 5;
/** Works in the guest's マイリスト the list page is audited with (issue #29). */
const LIGHTHOUSE_LIST_ENTRIES = 200;
const GET_WORKS_QUERY =
  'query GetWorks($seasons: [String!], $first: Int) { searchWorks(seasons: $seasons, orderBy: { field: WATCHERS_COUNT, direction: DESC }, first: $first) { edges { node { title watchersCount seasonYear malAnimeId image { facebookOgImageUrl } } } } }';
const getWorks = (season) => ({
  operationName: 'GetWorks',
  query: GET_WORKS_QUERY,
  variables: { seasons: [season], first: 50 },
});

function benchPort() {
  const raw = process.env.BENCH_PORT ?? '8282';
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`BENCH_PORT must be a TCP port number, not "${raw}"`);
  return port;
}

/** Seconds of the mixed read/write run: BENCH_RELIABILITY_SECONDS, 60 by default (issue #9). */
function reliabilitySeconds() {
  const raw = process.env.BENCH_RELIABILITY_SECONDS ?? '60';
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0)
    throw new Error(`BENCH_RELIABILITY_SECONDS must be a positive number, not "${raw}"`);
  return seconds;
}

/** The parts to run: BENCH_ONLY (comma-separated, e.g. `lighthouse`), every part by default. */
function selectedParts() {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return new Set(PARTS);
  const parts = raw.split(',').map((part) => part.trim());
  const unknown = parts.filter((part) => !PARTS.includes(part));
  if (unknown.length > 0)
    throw new Error(`BENCH_ONLY: unknown part ${unknown.join(', ')} (parts: ${PARTS.join(', ')})`);
  return new Set(parts);
}

/** Sends `body` (a GetWorks request) to the backend at `baseUrl`; its answer, or a failure with why. */
async function postGetWorks(baseUrl, body) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = await response.json();
  if (!response.ok || answer.errors) {
    const season = body.variables.seasons.join(', ');
    throw new Error(
      `GetWorks ${season} failed at ${baseUrl}: ${response.status} ${JSON.stringify(answer.errors ?? answer)}`,
    );
  }
  return answer;
}

/**
 * The cached GetWorks is this season's (docs/rules.md#seasons, as the web app names them); when the embedded
 * snapshot ends before this season, an empty answer would measure nothing, so the newest season with
 * works stands in. The request that finds it also warms the cache.
 */
async function newestSeasonWithWorks() {
  const now = new Date();
  let year = now.getFullYear();
  let quarter = Math.floor(now.getMonth() / 3);
  for (let step = 0; step < 8; step += 1) {
    const season = `${year}-${SEASONS[quarter]}`;
    const body = getWorks(season);
    const answer = await postGetWorks(BASE, body);
    const works = answer.data.searchWorks.edges.length;
    if (works > 0) return { season, works, body };
    console.log(`GetWorks ${season}: no works in the catalogue, trying the season before`);
    quarter -= 1;
    if (quarter < 0) [year, quarter] = [year - 1, SEASONS.length - 1];
  }
  throw new Error('GetWorks found no works in the last eight seasons');
}

/**
 * Starts a build of the backend on `port` with the embedded defaults, a database of its own and the
 * Auth emulator (`env` adds to them), and resolves once it listens.
 */
async function startBackend(name, main, port, env = {}) {
  const child = startService(name, process.execPath, [main], {
    env: {
      ...backendEnv(),
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      // The hostile part's ten clients name their own addresses (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'loopback',
    },
  });
  await waitForPort('127.0.0.1', port, { timeoutMs: 60_000, child });
  return child;
}

/** The embedded defaults, a database of its own and the Auth emulator: how every app the bench starts runs. */
const backendEnv = () => ({
  ...process.env,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'anifan-bench-')),
  CATALOG_SOURCE: 'embedded',
  FIREBASE_PROJECT_ID: 'demo-anifan',
  FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
  LOG_LEVEL: 'warn',
});

/** Requests per second and p99 of the references and the app's routes (autocannon). */
async function measureHttp(season, getWorksBody) {
  console.log('HTTP (autocannon, 50 connections, 3 s warm-up, median of 3 rounds of 10 s):');
  // Each reference runs in its own process, alone, so it never shares a thread with autocannon.
  // The ceiling keeps running (idle between its rounds) to pair its rounds with the goal routes'.
  const plain = await startReferenceServer('node-http');
  try {
    return await measureRoutes(`${plain.url}/`, getWorksBody, season);
  } finally {
    await plain.stop();
  }
}

/** The references and the app's routes; `ceilingUrl` is the node:http reference, running throughout. */
async function measureRoutes(ceilingUrl, getWorksBody, season) {
  const node = await measure('node:http ceiling', { url: ceilingUrl });
  const nest = await startReferenceServer('nest-fastify');
  const nestFastify = await measure('minimal NestJS on Fastify /healthz', { url: `${nest.url}/healthz` });
  await nest.stop();
  const baseline = await measure('baseline GET /healthz', { url: `${BASE}/healthz` }, ceilingUrl);
  const commentsUrl = `${BASE}/api/characterComment/all/${CHARACTER_ID}`;
  const comments = await measure('comments list (50)', { url: commentsUrl }, ceilingUrl);
  const commentsReplay = await measureReplay('node:http replaying the comments list answer', {
    url: commentsUrl,
  });
  // As browsers send it: the compressed bytes the app keeps per ETag.
  const commentsEncoded = await measure('comments list (50), Accept-Encoding: gzip, br', {
    url: commentsUrl,
    headers: { 'accept-encoding': 'gzip, br' },
  });
  const getWorksRequest = {
    url: `${BASE}/graphql`,
    method: 'POST',
    body: JSON.stringify(getWorksBody),
  };
  const graphql = await measure(
    'GetWorks cached',
    { ...getWorksRequest, headers: { 'content-type': 'application/json' } },
    ceilingUrl,
  );
  const graphqlReplay = await measureReplay('node:http replaying the GetWorks answer', {
    ...getWorksRequest,
    headers: { 'content-type': 'application/json' },
  });
  const graphqlEncoded = await measure('GetWorks cached, Accept-Encoding: gzip, br', {
    ...getWorksRequest,
    headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, br' },
  });
  const overCeiling = (rps) => Number((rps / node.rps).toFixed(3));
  const paired = (route) => Number(route.ceilingRatio.toFixed(3));
  const overFloor = (rps) => Number((rps / baseline.rps).toFixed(2));
  const overReplay = (rps, replay) => Number((rps / replay.rps).toFixed(2));

  return {
    node_http_rps: Math.round(node.rps),
    nest_fastify_rps: Math.round(nestFastify.rps),
    baseline_rps: Math.round(baseline.rps),
    comments_list_rps: Math.round(comments.rps),
    comments_list_encoded_rps: Math.round(commentsEncoded.rps),
    graphql_cached_rps: Math.round(graphql.rps),
    graphql_cached_encoded_rps: Math.round(graphqlEncoded.rps),
    comments_list_replay_rps: Math.round(commentsReplay.rps),
    graphql_cached_replay_rps: Math.round(graphqlReplay.rps),
    // Over the node:http ceiling (in its own process): how close each route runs to the runtime.
    // The goal routes' ratios are the medians of their rounds over the ceiling's round just before
    // each; the others (and ceiling_ratio_once) are over the ceiling's own median, measured first.
    ceiling_ratio: {
      nest_fastify: overCeiling(nestFastify.rps),
      baseline: paired(baseline),
      comments_list: paired(comments),
      comments_list_encoded: overCeiling(commentsEncoded.rps),
      graphql_cached: paired(graphql),
      graphql_cached_encoded: overCeiling(graphqlEncoded.rps),
    },
    ceiling_ratio_once: {
      baseline: overCeiling(baseline.rps),
      comments_list: overCeiling(comments.rps),
      graphql_cached: overCeiling(graphql.rps),
    },
    // Over node:http replaying the route's own answer: how near the route is to what autocannon takes of it.
    replay_ratio: {
      comments_list: overReplay(comments.rps, commentsReplay),
      graphql_cached: overReplay(graphql.rps, graphqlReplay),
    },
    // Over the app's own floor route (/healthz): what each route costs beyond the framework.
    comments_list_ratio: overFloor(comments.rps),
    graphql_cached_ratio: overFloor(graphql.rps),
    graphql_season: season,
    p99_ms: {
      node_http: node.p99,
      nest_fastify: nestFastify.p99,
      baseline: baseline.p99,
      comments_list: comments.p99,
      comments_list_encoded: commentsEncoded.p99,
      graphql_cached: graphql.p99,
      graphql_cached_encoded: graphqlEncoded.p99,
    },
    errors: {
      baseline: baseline.errors,
      comments_list: comments.errors,
      comments_list_encoded: commentsEncoded.errors,
      graphql_cached: graphql.errors,
      graphql_cached_encoded: graphqlEncoded.errors,
    },
  };
}

/**
 * The mixed read/write run against the code issue #15 started from, then against this build: both
 * servers seeded alike, one after the other, with the same client and Auth emulator. Its goal is the
 * ratio of their requests, so it holds on a faster or slower machine alike.
 */
async function measureReliabilityAgainstBaseline(baseline, getWorksBody, durationS) {
  const baselineBase = `http://127.0.0.1:${PORT + 1}`;
  const baselineServer = await startBackend('baseline', baseline.main, PORT + 1);
  let before;
  try {
    await seedComments(baselineBase, EMULATOR, CHARACTER_ID, 50);
    // Its GetWorks cache warm, as this build's is.
    await postGetWorks(baselineBase, getWorksBody);
    console.log(
      `Reliability (mixed read/write, ${RELIABILITY_CONNECTIONS} connections, ${durationS} s), baseline ${baseline.commit.slice(0, 7)}:`,
    );
    before = await measureReliability(reliabilityOptions(baselineBase, getWorksBody, durationS));
  } finally {
    await stopService(baselineServer);
  }
  console.log(`Reliability, this build:`);
  const now = await measureReliability(reliabilityOptions(BASE, getWorksBody, durationS));
  return {
    ...now,
    baseline: { commit: baseline.commit, ...before },
    baseline_ratio: Number((now.requests / before.requests).toFixed(2)),
  };
}

const reliabilityOptions = (baseUrl, getWorks, durationS) => ({
  baseUrl,
  emulatorHost: EMULATOR,
  readCharacterId: CHARACTER_ID,
  getWorks,
  durationS,
  connections: RELIABILITY_CONNECTIONS,
});

/**
 * Issue #29: the list API's figures, paired with the node:http ceiling (its own process, running
 * throughout), then Lighthouse on マイリスト with a guest's list in localStorage.
 */
async function measureListPart() {
  const plain = await startReferenceServer('node-http');
  let api;
  try {
    api = await measureMediaList(BASE, EMULATOR, `${plain.url}/`);
  } finally {
    await plain.stop();
  }
  const { works, localStorage } = await guestListStorage(BASE, LIGHTHOUSE_LIST_ENTRIES);
  const first = works[0].title.native || works[0].title.romaji;
  console.log(
    `Lighthouse on /#/myList with ${works.length} guest entries (mobile, median of ${LIGHTHOUSE_RUNS})…`,
  );
  const myList = await measureLighthouse(`${BASE}/#/myList`, {
    runs: LIGHTHOUSE_RUNS,
    localStorage,
    expectText: ['次に見る', first],
  });
  return { ...api, lighthouse: { ...myList, entries: works.length } };
}

/** Issue #30: a backend of its own on a fresh PostgreSQL database (two ports above the bench's). */
async function measureDiscussionsPart() {
  const database = await createBenchDatabase();
  const port = PORT + 2;
  const server = await startBackend('discussions', path.join(root, 'backend/dist/main.js'), port, {
    DATABASE_URL: database.url,
  });
  try {
    return await measureDiscussions(`http://127.0.0.1:${port}`, database.url, EMULATOR);
  } finally {
    await stopService(server);
    await database.drop();
  }
}

/** Issue #31: a backend of its own on a fresh PostgreSQL database and Redis (four ports above the bench's). */
async function measureNotificationsPart() {
  const database = await createBenchDatabase();
  try {
    return await measureNotifications({ port: PORT + 4, databaseUrl: database.url, env: backendEnv() });
  } finally {
    await database.drop();
  }
}

async function main() {
  const started = Date.now();
  const parts = selectedParts();
  const partial = parts.size < PARTS.length;
  const reliabilityDuration = parts.has('reliability') ? reliabilitySeconds() : 0;
  if (
    !existsSync(path.join(root, 'backend/dist/main.js')) ||
    !existsSync(path.join(root, 'shell/dist/index.html'))
  ) {
    console.log('No production build yet: building…');
    if ((await run('npm', ['run', 'build'])) !== 0) throw new Error('build failed');
  }
  // Before anything is measured: its first preparation takes minutes, and a failure stops the run early.
  const baseline = parts.has('reliability') ? await prepareBaseline() : null;
  if (!(await isPortOpen('127.0.0.1', 9199))) {
    const emulator = startAuthEmulator('firebase.test.json');
    await waitForPort('127.0.0.1', 9199, { timeoutMs: 90_000, child: emulator });
  }
  await startBackend('backend', path.join(root, 'backend/dist/main.js'), PORT);
  const results = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  };
  if (partial) results.parts = [...parts];

  let getWorksBody;
  if (parts.has('http') || parts.has('reliability')) {
    console.log('Seeding 50 comments…');
    await seedComments(BASE, EMULATOR, CHARACTER_ID, 50);
    const newest = await newestSeasonWithWorks();
    getWorksBody = newest.body;
    console.log(`GetWorks ${newest.season}: ${newest.works} works (cache warm)`);
    if (parts.has('http')) results.http = await measureHttp(newest.season, getWorksBody);
  }

  if (parts.has('reliability'))
    results.reliability = await measureReliabilityAgainstBaseline(
      baseline,
      getWorksBody,
      reliabilityDuration,
    );

  if (parts.has('hostile')) {
    console.log('Hostile GraphQL (issue #32): the costliest accepted requests, and /healthz under them…');
    results.hostile = await measureHostile(BASE);
  }

  if (parts.has('bundle')) {
    console.log('Bundles…');
    results.bundle = await measureBundles(BASE, [
      '/',
      '/animeHome',
      '/popularAnime/animeDetail',
      '/popularAnime/characterDetail',
      '/characterChat',
      '/pokepokeCard',
      '/markItDown',
      '/corkBoard',
    ]);
  }

  if (parts.has('lighthouse')) {
    console.log(`Lighthouse (mobile, median of ${LIGHTHOUSE_RUNS})…`);
    const { selection, sessionStorage } = await benchSelection(BASE, BENCH_ANIME, BENCH_CHARACTER);
    const { selectedAnime: anime, selectedCharacter: character } = selection;
    console.log(`  selection: ${anime.title}, ${character.name} (id ${character.id})`);
    const runs = LIGHTHOUSE_RUNS;
    results.lighthouse = {
      home: await measureLighthouse(`${BASE}/`, { runs }),
      animeHome: await measureLighthouse(`${BASE}/#/animeHome`, { runs }),
      // The detail pages open with the selection in sessionStorage, as after a click in the app.
      animeDetail: await measureLighthouse(`${BASE}/#/popularAnime/animeDetail`, {
        runs,
        sessionStorage,
        expectText: [anime.title, character.name],
      }),
      characterDetail: await measureLighthouse(`${BASE}/#/popularAnime/characterDetail`, {
        runs,
        sessionStorage,
        expectText: [character.name],
      }),
      selection: { anime: anime.title, character: character.name, character_id: character.id },
    };
  }

  if (parts.has('search')) {
    console.log('Catalogue search…');
    results.search = await measureSearch();
  }

  if (parts.has('replacements')) {
    console.log('Hand-written replacements against their libraries (issue #33)…');
    results.replacements = await measureReplacements({ emulatorHost: EMULATOR, env: backendEnv() });
  }

  if (parts.has('list')) {
    console.log('マイリスト (issue #29): the list API under autocannon, the MyAnimeList import, the page…');
    results.list = await measureListPart();
  }

  if (parts.has('discussions')) {
    console.log('Discussions (issue #30) on PostgreSQL: a 1,000,000-comment thread, and live fan-out…');
    results.discussions = await measureDiscussionsPart();
  }

  if (parts.has('notifications')) {
    console.log('Notifications (issue #31) on PostgreSQL and Redis: one episode airs for 10,000 fans…');
    results.notifications = await measureNotificationsPart();
  }

  results.duration_s = Math.round((Date.now() - started) / 1000);
  const { markdown, met, total } = summarize(results, GOALS);
  // A partial run (BENCH_ONLY) never overwrites the full run's figures.
  const name = partial ? 'partial' : 'latest';
  writeFileSync(path.join(root, `bench/results/${name}.json`), `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(path.join(root, `bench/results/${name}.md`), markdown);
  console.log(`\n${markdown}\nGoals met: ${met}/${total}`);
}

try {
  await main();
} catch (error) {
  console.error(`Benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
