// Issue #29: the fan's list (マイリスト) under load, through the real API with Auth-emulator ID tokens: a
// viewer's MediaListCollection of 2,000 entries and SaveMediaListEntry over /graphql (autocannon, as the
// other routes), and importing a 2,000-entry MyAnimeList export over POST /api/list/import. Issue #33:
// the list API's own executor paired with graphql-js's execute on the same collection (list-executor.mjs).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import http from 'node:http';
import { root } from '../../scripts/lib/processes.mjs';
import { countedLoad, requestBytes } from './counted-load.mjs';
import { measure, measureCounted, measureReplay } from './http.mjs';
import { signInGoogle } from './seed.mjs';
import listFiles from './list-files.cjs';

const { GUEST_LIST_STORAGE_KEY, guestEntries, malExport } = listFiles;

/** Entries of the measured collection and of each imported file (the figure). */
export const LIST_ENTRIES = 2_000;
/** Seconds of load on the collection just after a write made its kept answer stale. */
const COLD_LOAD_S = 3;
/** Imports timed, each into a fresh account; the figure is their median. */
const IMPORT_RUNS = 5;
/**
 * Accounts the saves are spread over: each may write MEDIA_LIST_WRITE_LIMIT (120) times a minute, and
 * the measured rounds (about a minute in all) send far more than 120 saves.
 */
const SAVE_USERS = 400;
/**
 * Client addresses (X-Forwarded-For; the bench backend trusts loopback) the requests are spread over:
 * /graphql admits 300 requests a minute per address, so one address would be refused within a second.
 */
const CLIENT_ADDRESSES = 2_000;

const CONFORMANCE = path.join(root, 'backend/src/media-list/graphql/conformance');
/** The documents AniList clients send, as the conformance tests keep them. */
const document = (name) => readFileSync(path.join(CONFORMANCE, `${name}.graphql`), 'utf8');

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * The collection's entries as the store keeps them and each work as the catalogue answered it, taken
 * from the backend's answer `data` of `document` for `variables`, for list-executor.mjs.
 */
function executorData(document, variables, data) {
  const collection = data.MediaListCollection;
  const now = Date.now();
  const owner = {
    id: collection.user.id,
    name: collection.user.name,
    scoreFormat: collection.user.mediaListOptions.scoreFormat,
    listPublic: false,
    createdAt: now,
    updatedAt: now,
  };
  const listed = collection.lists.flatMap((list) => list.entries);
  return {
    query: document,
    variables,
    owner,
    entries: listed.map((entry) => ({
      id: entry.id,
      userId: owner.id,
      mediaId: entry.mediaId,
      status: entry.status,
      progress: entry.progress,
      repeat: entry.repeat,
      // The owner's format is POINT_10_DECIMAL: a tenth of AniList's 100-point scale.
      scoreRaw: Math.round(entry.score * 10),
      notes: entry.notes,
      private: entry.private,
      startedAt: entry.startedAt,
      completedAt: entry.completedAt,
      createdAt: entry.updatedAt * 1000,
      updatedAt: entry.updatedAt * 1000,
      revision: 1,
    })),
    works: listed.map((entry) => ({ id: entry.mediaId, media: entry.media })),
  };
}

/** The own executor against graphql-js's execute on the collection `data` answers (list-executor.mjs, its own process). */
async function measureExecutors(document, variables, data) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anifan-list-executor-'));
  const file = path.join(dir, 'collection.json');
  try {
    writeFileSync(file, JSON.stringify(executorData(document, variables, data)));
    const script = path.join(root, 'bench/lib/list-executor.mjs');
    const { stdout } = await promisify(execFile)(process.execPath, [script, file], { cwd: root });
    const result = JSON.parse(stdout.trim().split('\n').at(-1));
    console.log(
      `  executing the collection (${result.entries} entries, same process and data): own executor ${result.own_ops_s}/s, graphql-js ${result.graphql_js_ops_s}/s, ratio ${result.ratio}${result.same_answer ? '' : ' (answers differ)'}`,
    );
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** POST /graphql of `body`, signed in with `token`, from the client address `client` when given. */
async function graphql(baseUrl, body, token, client) {
  const headers = { 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (client) headers['X-Forwarded-For'] = client;
  const response = await fetch(`${baseUrl}/graphql`, { method: 'POST', headers, body: JSON.stringify(body) });
  const answer = await response.json();
  if (!response.ok || answer.errors)
    throw new Error(
      `${body.operationName ?? 'query'} failed: ${response.status} ${JSON.stringify(answer.errors ?? answer)}`,
    );
  return answer.data;
}

/** Ids (AniList's `id` and MyAnimeList's `idMal`) of `count` anime of the catalogue, each with a MAL id of its own. */
export async function catalogueWorks(baseUrl, count) {
  const works = new Map();
  for (let page = 1; works.size < count; page += 1) {
    const data = await graphql(baseUrl, {
      query: `{ Page(page: ${page}, perPage: 50) { media(type: ANIME) { id idMal title { native romaji } } } }`,
    });
    const media = data.Page.media;
    if (media.length === 0) break;
    for (const work of media) if (work.idMal !== null && works.size < count) works.set(work.idMal, work);
  }
  if (works.size < count) throw new Error(`the catalogue has only ${works.size} anime with a MAL id`);
  return [...works.values()];
}

/** POST /api/list/import of `file` for `token`; its answer and the time to it (ms). */
async function importFile(baseUrl, token, file, dryRun = false) {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/list/import?format=mal&dryRun=${dryRun}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/xml', Authorization: `Bearer ${token}` },
    body: file,
  });
  const answer = await response.json();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`import failed: ${response.status} ${JSON.stringify(answer)}`);
  return { ms, answer };
}

const account = (emulatorHost, name) =>
  signInGoogle(emulatorHost, {
    sub: `bench-list-${name}-${Date.now()}`,
    email: `bench-list-${name}-${Date.now()}@example.com`,
    name: `リスト${name}`,
  });

/**
 * A MyAnimeList export of LIST_ENTRIES works the import matches (a few MAL ids of the catalogue map to
 * a work another id maps to as well, or to none): a preview (dryRun, which changes nothing) of a few
 * more names those it would not add.
 */
async function knownExport(baseUrl, token) {
  const candidates = await catalogueWorks(baseUrl, LIST_ENTRIES + 100);
  const preview = await importFile(baseUrl, token, malExport(candidates), true);
  const unknown = new Set(preview.answer.unknown.map((work) => work.malId));
  const known = candidates.filter((work) => !unknown.has(work.idMal));
  const kept = [];
  for (let size = LIST_ENTRIES; kept.length === 0 && size <= known.length; size += 1) {
    const trial = known.slice(0, size);
    const { answer } = await importFile(baseUrl, token, malExport(trial), true);
    if (answer.added === LIST_ENTRIES) kept.push(...trial);
    else size += Math.max(0, LIST_ENTRIES - answer.added - 1);
  }
  if (kept.length === 0) throw new Error(`no export of the catalogue adds ${LIST_ENTRIES} entries`);
  return malExport(kept);
}

/**
 * Every request of a load from the next of `CLIENT_ADDRESSES` addresses and, with `tokens`, signed in
 * as the next account in turn; `body(n)` makes the n-th request's body (default: the options' own).
 * `onResponse` sees every answer.
 */
function rotating(tokens, body, onResponse) {
  let n = 0;
  return [
    {
      onResponse,
      setupRequest(request) {
        n += 1;
        const headers = { ...request.headers, 'x-forwarded-for': address(n % CLIENT_ADDRESSES) };
        if (tokens) headers.authorization = `Bearer ${tokens[n % tokens.length]}`;
        return { ...request, headers, ...(body ? { body: body(n) } : {}) };
      },
    },
  ];
}

/** Counts the answers of a load that carry GraphQL `errors` (a 200 that refused), with the first one. */
function errorCounter() {
  const seen = { count: 0, first: null };
  return {
    seen,
    onResponse(status, body) {
      if (status === 200 && body.includes('"errors"')) {
        seen.count += 1;
        seen.first ??= body.slice(0, 300);
      }
    },
  };
}

/**
 * The viewer's collection, SaveMediaListEntry and the import, on the backend at `baseUrl` (started with
 * TRUST_PROXY=loopback); `ceilingUrl` is the node:http reference, running throughout.
 */
export async function measureMediaList(baseUrl, emulatorHost, ceilingUrl) {
  const viewerToken = await account(emulatorHost, 'viewer');
  const file = await knownExport(baseUrl, viewerToken);
  console.log(
    `  a MyAnimeList export of ${LIST_ENTRIES} works of the catalogue: ${Math.round(file.length / 1024)} KB`,
  );

  const seeded = await importFile(baseUrl, viewerToken, file);
  if (seeded.answer.added !== LIST_ENTRIES)
    throw new Error(`the viewer's import added ${seeded.answer.added}, not ${LIST_ENTRIES}`);
  const { Viewer: viewer } = await graphql(baseUrl, { query: document('viewer') }, viewerToken);
  const collectionVariables = { userId: viewer.id, type: 'ANIME' };
  const collectionBody = JSON.stringify({
    operationName: 'Collection',
    query: document('collection-by-user-id'),
    variables: collectionVariables,
  });
  // As AniList's clients and browsers send it: the answer comes gzipped, compressed once while unchanged.
  const collectionHeaders = {
    'content-type': 'application/json',
    'accept-encoding': 'gzip',
    authorization: `Bearer ${viewerToken}`,
  };
  const check = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: collectionHeaders,
    body: collectionBody,
  });
  const checked = await check.json();
  const entries = checked.data?.MediaListCollection?.lists?.reduce((sum, l) => sum + l.entries.length, 0);
  if (entries !== LIST_ENTRIES)
    throw new Error(
      `MediaListCollection answered ${entries} entries: ${JSON.stringify(checked.errors ?? '')}`,
    );
  const collectionBytes = Buffer.byteLength(JSON.stringify(checked));
  const gzipped = await new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/graphql`,
      { method: 'POST', headers: collectionHeaders },
      (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(response.headers['content-encoding'] === 'gzip' ? bytes : null));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(collectionBody);
  });
  if (gzipped === null)
    throw new Error('MediaListCollection was not answered gzipped to Accept-Encoding: gzip');
  console.log(
    `  MediaListCollection: ${entries} entries, ${Math.round(collectionBytes / 1024)} KB (${Math.round(gzipped / 1024)} KB gzipped)`,
  );
  const executor = await measureExecutors(
    document('collection-by-user-id'),
    collectionVariables,
    checked.data,
  );

  const collectionRequest = {
    url: `${baseUrl}/graphql`,
    method: 'POST',
    headers: collectionHeaders,
    body: collectionBody,
  };
  const collectionErrors = errorCounter();
  const collection = await measure(
    `MediaListCollection (${LIST_ENTRIES} entries)`,
    { ...collectionRequest, requests: rotating(null, null, collectionErrors.onResponse) },
    ceilingUrl,
  );
  const collectionReplay = await measureReplay(
    'node:http replaying the MediaListCollection answer',
    collectionRequest,
  );
  // The same route and its replay with the counted load: the p99 goal is the server's, not autocannon's.
  const countedRequest = {
    ...collectionRequest,
    expectedLength: gzipped,
    requestsFor: (url) =>
      Array.from({ length: CLIENT_ADDRESSES }, (_, n) =>
        requestBytes(url, {
          method: 'POST',
          headers: { ...collectionHeaders, 'x-forwarded-for': address(n) },
          body: collectionBody,
        }),
      ),
  };
  const counted = await measureCounted(
    `MediaListCollection (${LIST_ENTRIES} entries), counted load`,
    countedRequest,
    ceilingUrl,
  );
  const countedReplay = await measureReplay(
    'node:http replaying the MediaListCollection answer, counted load',
    countedRequest,
    measureCounted,
  );
  // Cold: the viewer's write drops the kept answer, and 50 connections ask for it at once. An answer
  // is built once for all of them (ListAnswers.once); each building its own filled the catalogue's
  // queue, and most were refused (503).
  const coldMedia = checked.data.MediaListCollection.lists[0].entries[0].mediaId;
  await graphql(
    baseUrl,
    {
      operationName: 'SaveEntry',
      query: document('save-entry'),
      variables: { mediaId: coldMedia, status: 'CURRENT', progress: 1 },
    },
    viewerToken,
  );
  const cold = await countedLoad({
    url: `${baseUrl}/graphql`,
    requests: countedRequest.requestsFor(`${baseUrl}/graphql`),
    durationS: COLD_LOAD_S,
  });
  console.log(
    `  MediaListCollection cold (after the viewer's write), counted load for ${COLD_LOAD_S} s: ${Math.round(cold.rps)} req/s, p99 ${cold.p99} ms, errors ${cold.errors}`,
  );

  console.log(`  signing in ${SAVE_USERS} accounts for the saves…`);
  const saveTokens = [];
  for (let user = 0; user < SAVE_USERS; user += 1)
    saveTokens.push(await account(emulatorHost, `save${user}`));
  const saveMedia = checked.data.MediaListCollection.lists[0].entries[0].mediaId;
  const saveBody = (n) =>
    JSON.stringify({
      operationName: 'SaveEntry',
      query: document('save-entry'),
      variables: { mediaId: saveMedia, status: 'CURRENT', progress: (n % 12) + 1 },
    });
  // Each account's first save creates its list user; made before the load, so the load measures saves.
  for (const [user, token] of saveTokens.entries())
    await graphql(baseUrl, JSON.parse(saveBody(0)), token, address(CLIENT_ADDRESSES + user));
  const saveErrors = errorCounter();
  const save = await measure(
    'SaveMediaListEntry',
    {
      url: `${baseUrl}/graphql`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: saveBody(0),
      requests: rotating(saveTokens, saveBody, saveErrors.onResponse),
    },
    ceilingUrl,
  );

  console.log(`  importing ${LIST_ENTRIES} entries into ${IMPORT_RUNS} fresh accounts…`);
  const imports = [];
  for (let run = 0; run < IMPORT_RUNS; run += 1) {
    const token = await account(emulatorHost, `import${run}`);
    const { ms, answer } = await importFile(baseUrl, token, file);
    if (answer.added !== LIST_ENTRIES) throw new Error(`import ${run + 1} added ${answer.added}`);
    imports.push(Math.round(ms));
  }
  console.log(`  import of ${LIST_ENTRIES}: median ${median(imports)} ms (runs ${imports.join(', ')})`);

  return {
    entries: LIST_ENTRIES,
    collection_kb: Math.round(collectionBytes / 1024),
    collection_gzip_kb: Math.round(gzipped / 1024),
    collection_rps: Math.round(collection.rps),
    collection_replay_rps: Math.round(collectionReplay.rps),
    // Three significant digits: the collection's ratio is far below the other routes' 0.001 steps.
    ceiling_ratio: {
      collection: Number(collection.ceilingRatio.toPrecision(3)),
      save: Number(save.ceilingRatio.toPrecision(3)),
    },
    replay_ratio: { collection: Number((collection.rps / collectionReplay.rps).toFixed(2)) },
    save_rps: Math.round(save.rps),
    save_users: SAVE_USERS,
    client_addresses: CLIENT_ADDRESSES,
    // The goal's p99 is the counted load's (the server's); autocannon's, mostly its own, beside it.
    p99_ms: { collection: counted.p99, collection_autocannon: collection.p99, save: save.p99 },
    counted: {
      collection_rps: Math.round(counted.rps),
      ceiling_ratio: Number(counted.ceilingRatio.toPrecision(3)),
      replay_rps: Math.round(countedReplay.rps),
      replay_p99_ms: countedReplay.p99,
      replay_ratio: Number((counted.rps / countedReplay.rps).toFixed(2)),
    },
    cold: { rps: Math.round(cold.rps), p99_ms: cold.p99, errors: cold.errors, seconds: COLD_LOAD_S },
    errors: {
      collection: collection.errors + collectionErrors.seen.count + counted.errors,
      save: save.errors + saveErrors.seen.count,
    },
    first_error: collectionErrors.seen.first ?? saveErrors.seen.first,
    import_ms: median(imports),
    import_runs_ms: imports,
    import_kb: Math.round(file.length / 1024),
    // Issue #33: the own executor's executions per second over graphql-js's on the same collection.
    executor,
  };
}

/**
 * A guest's list of `count` works as mf-anime keeps it in localStorage (its guest backend's key and
 * entry shape), statuses spread as a fan's: the localStorage entries that carry it.
 */
export async function guestListStorage(baseUrl, count) {
  const works = await catalogueWorks(baseUrl, count);
  return {
    works,
    localStorage: { [GUEST_LIST_STORAGE_KEY]: JSON.stringify(guestEntries(works, Date.now())) },
  };
}
