// Issue #30 on PostgreSQL: a thread of 1,000,000 comments, its first page and a page deep in its
// history under autocannon (50 connections, as every route), and live fan-out: LISTENERS event streams
// of one thread on one instance, each timing how long a new comment takes to reach it.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../scripts/lib/processes.mjs';
import { openEventStream } from './event-stream.mjs';
import { measure } from './http.mjs';
import { signInGoogle } from './seed.mjs';

const require = createRequire(path.join(root, 'backend/package.json'));
const { Client } = require('pg');

export const THREAD_COMMENTS = 1_000_000;
export const LISTENERS = 5_000;
/** Comments posted while the listeners wait; each listener times every one. */
const LIVE_POSTS = 5;
const LIVE_POST_INTERVAL_MS = 2_000;
/** How long a listener waits for a comment before it counts as missed. */
const LIVE_TIMEOUT_MS = 10_000;
/** Comments written per INSERT … SELECT, so no statement holds the table for long. */
const SEED_BATCH = 100_000;
/** The thread measured: episode 1 of a work id no catalogue entry needs (threads are keyed, not checked). */
const THREAD = 'episode:113415:1';
/** The stored comments' table (docs/entities.md). */
const COMMENTS_TABLE = 'character_comments';

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** A PostgreSQL database of its own for the bench backend, and a drop() for the end. */
export async function createBenchDatabase() {
  const name = `anifan_bench_${randomBytes(6).toString('hex')}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 5_000 });
  await admin.connect().catch((error) => {
    throw new Error(`issue #30's figures need PostgreSQL at ${POSTGRES_ADMIN_URL}: ${error.message}`);
  });
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function postComment(baseUrl, token, commentText) {
  const response = await fetch(`${baseUrl}/api/comments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ thread: THREAD, commentText }),
  });
  if (response.status !== 201)
    throw new Error(`posting to ${THREAD}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * One comment through the API, then THREAD_COMMENTS - 1 copies of its row written by SQL (every column
 * but the id, which the table assigns), so the thread is as the API stores it, in seconds, not hours.
 */
async function seedThread(baseUrl, databaseUrl, token) {
  const first = await postComment(baseUrl, token, 'ベンチマーク用コメント（最初）');
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id'`,
      [COMMENTS_TABLE],
    );
    const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
    const started = Date.now();
    for (let written = 1; written < THREAD_COMMENTS; written += SEED_BATCH) {
      const count = Math.min(SEED_BATCH, THREAD_COMMENTS - written);
      await client.query(
        `INSERT INTO ${COMMENTS_TABLE} (${columns}) SELECT ${columns} FROM ${COMMENTS_TABLE}, generate_series(1, $2) WHERE id = $1`,
        [first.commentId, count],
      );
    }
    await client.query(`ANALYZE ${COMMENTS_TABLE}`);
    const { rows: ids } = await client.query(
      `SELECT min(id) AS oldest, max(id) AS newest, count(*)::int AS total FROM ${COMMENTS_TABLE}`,
    );
    console.log(`  seeded ${ids[0].total} comments in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return { oldest: Number(ids[0].oldest), newest: Number(ids[0].newest), total: ids[0].total };
  } finally {
    await client.end();
  }
}

/** One thread event stream as the client at `from`. */
const openListener = (baseUrl, from, onEvent) =>
  openEventStream(
    `${baseUrl}/api/comments/events?thread=${encodeURIComponent(THREAD)}`,
    { 'x-forwarded-for': from },
    onEvent,
  );

/** LISTENERS streams of the thread (two per client address, as two tabs), then LIVE_POSTS comments, each timed at every listener. */
async function measureFanOut(baseUrl, token) {
  const arrivals = new Map();
  const closers = [];
  const opened = Date.now();
  for (let n = 0; n < LISTENERS; n += 100) {
    const batch = [];
    for (let i = n; i < Math.min(LISTENERS, n + 100); i += 1) {
      batch.push(
        openListener(baseUrl, address(Math.floor(i / 2) + 1), (name, data) => {
          if (name !== 'created') return;
          const { commentText } = JSON.parse(data);
          arrivals.get(commentText)?.push(Date.now());
        }),
      );
    }
    closers.push(...(await Promise.all(batch)));
  }
  console.log(`  ${LISTENERS} listeners open in ${((Date.now() - opened) / 1000).toFixed(1)} s`);
  const delays = [];
  let missed = 0;
  try {
    for (let post = 0; post < LIVE_POSTS; post += 1) {
      const text = `ライブ配信の計測 ${post + 1}`;
      const received = [];
      arrivals.set(text, received);
      const sent = Date.now();
      await postComment(baseUrl, token, text);
      const deadline = sent + LIVE_TIMEOUT_MS;
      while (received.length < LISTENERS && Date.now() < deadline)
        await new Promise((done) => setTimeout(done, 20));
      missed += LISTENERS - received.length;
      delays.push(...received.map((at) => at - sent));
      await new Promise((done) => setTimeout(done, LIVE_POST_INTERVAL_MS));
    }
  } finally {
    for (const close of closers) close();
  }
  delays.sort((a, b) => a - b);
  const figures = {
    listeners: LISTENERS,
    posts: LIVE_POSTS,
    deliveries: delays.length,
    missed,
    p50_ms: percentile(delays, 50),
    p99_ms: percentile(delays, 99),
    max_ms: delays.at(-1),
  };
  console.log(
    `  fan-out to ${LISTENERS} listeners: p50 ${figures.p50_ms} ms, p99 ${figures.p99_ms} ms, max ${figures.max_ms} ms, missed ${missed}`,
  );
  return figures;
}

/**
 * `baseUrl`: a backend on the PostgreSQL database `databaseUrl` (createBenchDatabase), trusting
 * loopback's X-Forwarded-For (the listeners and autocannon name their own addresses).
 */
export async function measureDiscussions(baseUrl, databaseUrl, emulatorHost) {
  const token = await signInGoogle(emulatorHost, {
    sub: 'bench-thread-author',
    email: 'bench-thread@example.com',
    name: 'ベンチ',
  });
  console.log(`Seeding a thread of ${THREAD_COMMENTS.toLocaleString('en')} comments on PostgreSQL…`);
  const { oldest, total } = await seedThread(baseUrl, databaseUrl, token);
  const pageUrl = `${baseUrl}/api/comments?thread=${encodeURIComponent(THREAD)}`;
  const first = await measure('thread, first page', { url: pageUrl });
  // A page near the very start of the history: the 30 comments after the oldest thousand.
  const deep = await measure('thread, a page deep in its history', {
    url: `${pageUrl}&before=${oldest + 1000}`,
  });
  const live = await measureFanOut(baseUrl, token);
  return {
    thread_comments: total,
    first_page: { rps: Math.round(first.rps), p99_ms: first.p99, errors: first.errors },
    deep_page: { rps: Math.round(deep.rps), p99_ms: deep.p99, errors: deep.errors },
    live,
  };
}
