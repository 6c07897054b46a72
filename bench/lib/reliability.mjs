// Mixed read/write load at fixed concurrency with exact accounting: every acknowledged comment must be found afterwards.
import { Pool } from 'undici';
import { signInGoogle } from './seed.mjs';

/** The backend's comment write limit per user and minute (COMMENT_WRITE_LIMIT): an account never writes more. */
const WRITES_PER_ACCOUNT = 20;
/** 20 accounts × 20 writes = at most 400 comments per character, below the 500 newest a list answers. */
const ACCOUNTS_PER_CHARACTER = 20;
/** Accounts signed in before the clock starts, and how many more are added whenever few are left. */
const INITIAL_ACCOUNTS = 120;
const REFILL_BATCH = 40;
const REFILL_LOW_WATER = 30;
const SIGN_IN_CONCURRENCY = 8;
/** A request still unanswered after this counts as an error (a hang), not as slow. */
const REQUEST_TIMEOUT_MS = 30_000;
/**
 * The operation mix, as slots of a repeating cycle of 20: 85 % reads (comments list 40 %, cached
 * GetWorks 25 %, config 20 %) and 15 % comment creates.
 */
const CYCLE = [
  ...Array(8).fill('comments_list'),
  ...Array(5).fill('graphql_cached'),
  ...Array(4).fill('config'),
  ...Array(3).fill('comment_create'),
];

const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * One request on the keep-alive connections of `server` (an undici Pool); resolves with the status and
 * the body (decoded only when `keepBody` or the status is not 2xx), rejects on transport errors. The
 * response head stays raw (undici's dispatch API): node:http's client builds a request and a header
 * object per request, ~220 µs of CPU per request on this machine against ~115 µs here, and took a
 * third of its two cores from the servers measured.
 */
function send(server, { method = 'GET', path, headers = {}, body }, keepBody) {
  return new Promise((resolve, reject) => {
    let status = 0;
    let chunks = null;
    const timeouts = { headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS };
    server.dispatch(
      { method, path, headers, body, ...timeouts },
      {
        onConnect() {},
        onHeaders(statusCode) {
          status = statusCode;
          if (keepBody || statusCode < 200 || statusCode >= 300) chunks = [];
          return true;
        },
        onData(chunk) {
          chunks?.push(chunk);
          return true;
        },
        onComplete() {
          resolve({ status, body: chunks ? Buffer.concat(chunks).toString('utf8') : '' });
        },
        onError: reject,
      },
    );
  });
}

/** Whether a 200 GraphQL answer reports errors; a body without the text `"errors"` has no such member. */
const hasGraphQLErrors = (body) => body.includes('"errors"') && Boolean(JSON.parse(body).errors);

/** Emulator Google accounts, each handed out for at most WRITES_PER_ACCOUNT writes, signed in ahead of need. */
class AccountPool {
  constructor(emulatorHost, runId) {
    this.emulatorHost = emulatorHost;
    this.runId = runId;
    // Characters of this run only: 100,000 ids of their own, above those the catalogue gives.
    this.firstCharacterId = 1_000_000_000 + Math.floor(Math.random() * 10_000) * 100_000;
    this.ready = [];
    this.created = 0;
    this.refilling = null;
  }

  async signInOne() {
    const index = this.created;
    this.created += 1;
    const id = `reliability-${this.runId}-${index}`;
    const token = await signInGoogle(this.emulatorHost, {
      sub: id,
      email: `${id}@example.com`,
      name: `信頼性${index}`,
    });
    return {
      token,
      characterId: this.firstCharacterId + Math.floor(index / ACCOUNTS_PER_CHARACTER),
      writesLeft: WRITES_PER_ACCOUNT,
    };
  }

  async add(count) {
    for (let done = 0; done < count; done += SIGN_IN_CONCURRENCY) {
      const batch = Array.from({ length: Math.min(SIGN_IN_CONCURRENCY, count - done) }, () =>
        this.signInOne(),
      );
      this.ready.push(...(await Promise.all(batch)));
    }
  }

  refill() {
    this.refilling ??= this.add(REFILL_BATCH).finally(() => (this.refilling = null));
    return this.refilling;
  }

  /** An account with a write left, its budget already reduced by the write about to be sent. */
  async take() {
    for (;;) {
      const account = this.ready[0];
      if (account) {
        account.writesLeft -= 1;
        if (account.writesLeft === 0) this.ready.shift();
        if (this.ready.length < REFILL_LOW_WATER) this.refill().catch(() => undefined);
        return account;
      }
      await this.refill();
    }
  }

  /** Every character an account of this run writes to. */
  characterIds() {
    const count = Math.ceil(this.created / ACCOUNTS_PER_CHARACTER);
    return Array.from({ length: count }, (_, i) => this.firstCharacterId + i);
  }
}

/**
 * Runs `connections` request loops for `durationS` seconds against `baseUrl`, then lists every character
 * written to and checks each acknowledged comment is there.
 */
export async function measureReliability({
  baseUrl,
  emulatorHost,
  readCharacterId,
  getWorks,
  durationS = 60,
  connections = 100,
}) {
  const runId = Date.now().toString(36);
  const pool = new AccountPool(emulatorHost, runId);
  await pool.add(INITIAL_ACCOUNTS);

  const server = new Pool(baseUrl, { connections, pipelining: 1 });
  const graphqlBody = JSON.stringify(getWorks);
  const counts = { requests: 0, errors: 0, non_2xx: 0, graphql_errors: 0 };
  const byStatus = {};
  const byOperation = Object.fromEntries(CYCLE.map((op) => [op, 0]));
  const errorSamples = [];
  const latencies = [];
  const attempted = new Map();
  const acknowledged = [];
  let sequence = 0;
  let writeNumber = 0;

  const operations = {
    comments_list: () => ({ path: `/api/characterComment/all/${readCharacterId}` }),
    graphql_cached: () => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'Content-Type': 'application/json' },
      body: graphqlBody,
    }),
    config: () => ({ path: '/api/config' }),
  };

  const recordFailure = (operation, description) => {
    if (errorSamples.length < 10) errorSamples.push(`${operation}: ${description}`);
  };

  async function once() {
    const operation = CYCLE[sequence % CYCLE.length];
    sequence += 1;
    let request;
    let write;
    if (operation === 'comment_create') {
      const account = await pool.take();
      writeNumber += 1;
      write = { characterId: account.characterId, text: `信頼性テストのコメント ${runId} #${writeNumber}` };
      attempted.set(write.text, write.characterId);
      request = {
        method: 'POST',
        path: '/api/characterComment/process',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.token}` },
        body: JSON.stringify({ commentId: 0, characterId: write.characterId, commentText: write.text }),
      };
    } else {
      request = operations[operation]();
    }
    const started = performance.now();
    counts.requests += 1;
    byOperation[operation] += 1;
    try {
      const { status, body } = await send(server, request, operation === 'graphql_cached');
      latencies.push(performance.now() - started);
      byStatus[status] = (byStatus[status] ?? 0) + 1;
      if (status < 200 || status >= 300) {
        counts.non_2xx += 1;
        recordFailure(operation, `${status} ${body.slice(0, 200)}`);
        return;
      }
      if (operation === 'graphql_cached' && hasGraphQLErrors(body)) {
        // GraphQL reports failures inside a 200.
        counts.errors += 1;
        counts.graphql_errors += 1;
        recordFailure(operation, body.slice(0, 200));
        return;
      }
      if (write) acknowledged.push(write);
    } catch (error) {
      counts.errors += 1;
      recordFailure(operation, error.message);
    }
  }

  const started = Date.now();
  const deadline = started + durationS * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < deadline) await once();
    }),
  );
  const elapsedS = (Date.now() - started) / 1000;
  await server.close();

  // Reconcile: every acknowledged write must be listed; writes that failed may or may not be.
  const stored = new Set();
  for (const characterId of pool.characterIds()) {
    const response = await fetch(`${baseUrl}/api/characterComment/all/${characterId}`);
    if (!response.ok) throw new Error(`listing ${characterId} for reconciliation failed: ${response.status}`);
    for (const comment of await response.json()) stored.add(`${comment.characterId}\n${comment.commentText}`);
  }
  const found = acknowledged.filter((w) => stored.has(`${w.characterId}\n${w.text}`)).length;
  const acknowledgedTexts = new Set(acknowledged.map((w) => w.text));
  const unacknowledgedStored = [...attempted].filter(
    ([text, characterId]) => !acknowledgedTexts.has(text) && stored.has(`${characterId}\n${text}`),
  ).length;

  latencies.sort((a, b) => a - b);
  const result = {
    duration_s: durationS,
    elapsed_s: Number(elapsedS.toFixed(1)),
    connections,
    requests: counts.requests,
    rps: Math.round(counts.requests / elapsedS),
    errors: counts.errors,
    non_2xx: counts.non_2xx,
    graphql_errors: counts.graphql_errors,
    status_counts: byStatus,
    operations: byOperation,
    p50_ms: Number(percentile(latencies, 50).toFixed(1)),
    p99_ms: Number(percentile(latencies, 99).toFixed(1)),
    writes_attempted: attempted.size,
    writes_acknowledged: acknowledged.length,
    writes_found: found,
    lost_writes: acknowledged.length - found,
    writes_unacknowledged_but_stored: unacknowledgedStored,
    accounts: pool.created,
    characters: pool.characterIds().length,
    ...(errorSamples.length > 0 ? { error_samples: errorSamples } : {}),
  };
  console.log(
    `  reliability: ${result.requests} requests in ${result.elapsed_s} s (${result.rps} req/s, p99 ${result.p99_ms} ms) at ${connections} connections, ` +
      `errors ${result.errors}, non-2xx ${result.non_2xx}; writes ${result.writes_acknowledged} acknowledged, ` +
      `${result.writes_found} found, ${result.lost_writes} lost (${result.accounts} accounts)`,
  );
  for (const sample of errorSamples) console.log(`    ${sample}`);
  return result;
}
