// Issue #31 on PostgreSQL and Redis (BullMQ), as scaled out: FANS fans with the same work in 見てる, each
// with a browser subscribed to push on a local push service (RFC 8030, decrypting every message), and
// STREAM_FANS of them with STREAMS_PER_FAN お知らせ event streams open. The backend's clock starts just
// before a real slot of the embedded catalogue (CLOCK_START); the episode airs and the bench times how
// long after the slot all notifications are stored, all pushes have arrived (none lost, none twice),
// and each open stream got its 放送開始.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startService, stopService, waitForPort } from '../../scripts/lib/processes.mjs';
import { openEventStream } from './event-stream.mjs';
import { signInGoogle } from './seed.mjs';

const require = createRequire(path.join(root, 'backend/package.json'));
const { Client } = require('pg');
const Redis = require('ioredis');
createRequire(import.meta.url)('esbuild-register/dist/node').register({ target: 'node20' });
const { createBrowserSubscription, startLocalPushService } = require(
  path.join(root, 'backend/src/testing/push-service.ts'),
);

export const FANS = 10_000;
/** Fans signed in on the Auth emulator (a real ID token each), who hold the event streams. */
const STREAM_FANS = 1_000;
/** Tabs and devices per such fan, each from an address of its own. */
const STREAMS_PER_FAN = 5;
/** 呪術廻戦 死滅回游 前編, episode 2: Thursday 24:26 in Japan (2026-01-15 00:26 JST). */
const WORK_SEARCH = '死滅回游';
const WORK = '呪術廻戦 死滅回游 前編';
const SLOT = Date.parse('2026-01-14T15:26:00Z');
/** The server's clock starts this long before the slot: start-up, seeding and the streams fit in it. */
const LEAD_MS = 90_000;
/** How long after the slot the bench waits for every push before counting the missing as lost. */
const PUSH_DEADLINE_MS = 120_000;
const SEED_BATCH = 1_000;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
/** The Firebase uid an ID token names (its `user_id` claim). */
const uidOf = (token) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).user_id;

async function graphql(baseUrl, query, variables, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const answer = await response.json();
  if (answer.errors) throw new Error(`GraphQL refused: ${JSON.stringify(answer.errors)}`);
  return answer.data;
}

async function signInFans() {
  const tokens = [];
  for (let n = 0; n < STREAM_FANS; n += 20) {
    const batch = [];
    for (let i = n; i < Math.min(STREAM_FANS, n + 20); i += 1) {
      batch.push(
        signInGoogle('127.0.0.1:9199', {
          sub: `bench-fan-${i}`,
          email: `bench-fan-${i}@example.com`,
          name: `通知ファン${i}`,
        }),
      );
    }
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

/** Every fan but the first (who goes through the API) as list users with the work in 見てる and a subscription. */
async function seedFans(databaseUrl, uids, mediaId, subscriptions) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  const now = Date.now();
  try {
    for (let start = 1; start < uids.length; start += SEED_BATCH) {
      const end = Math.min(uids.length, start + SEED_BATCH);
      const batch = uids.slice(start, end);
      const names = batch.map((_, i) => `通知ファン${start + i}`);
      const { rows } = await client.query(
        `INSERT INTO list_users (uid, name, score_format, list_public, created_at, updated_at)
         SELECT uid, name, 'POINT_10_DECIMAL', false, $3, $3 FROM unnest($1::text[], $2::text[]) AS t(uid, name)
         RETURNING id`,
        [batch, names, now],
      );
      await client.query(
        `INSERT INTO media_list_entries (user_id, media_id, status, progress, repeat_count, score_raw,
           is_private, created_at, updated_at, revision)
         SELECT id, $2, 'CURRENT', 1, 0, 0, false, $3, $3, 1 FROM unnest($1::int[]) AS t(id)`,
        [rows.map((row) => row.id), mediaId, now],
      );
      const subs = subscriptions.slice(start, end).map((subscription) => subscription.toJSON());
      await client.query(
        `INSERT INTO push_subscriptions (user_uid, endpoint, p256dh, auth, created_at, updated_at)
         SELECT * , $5::bigint, $5::bigint FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])`,
        [
          batch,
          subs.map((s) => s.endpoint),
          subs.map((s) => s.keys.p256dh),
          subs.map((s) => s.keys.auth),
          now,
        ],
      );
    }
  } finally {
    await client.end();
  }
}

/** One お知らせ stream of the fan, from `from`; `onCreated` gets each `created` notification. */
const openStream = (baseUrl, token, from, onCreated) =>
  openEventStream(
    `${baseUrl}/api/notifications/events`,
    { authorization: `Bearer ${token}`, 'x-forwarded-for': from },
    (name, data) => {
      if (name === 'created') onCreated(JSON.parse(data).notification, Date.now());
    },
  );

/**
 * When episode 2 airs on this machine's clock. The server's clock is CLOCK_START's, and
 * `timeUntilAiring` counts whole seconds of it: the moment it steps down is a second boundary there, so
 * the slot is that moment plus the seconds it then says (to within the 20 ms the bench asks at). Each
 * ask names its own alias, so no kept answer serves it.
 */
async function slotInRealTime(baseUrl, mediaId) {
  let previous = null;
  for (let ask = 0; ask < 200; ask += 1) {
    const data = await graphql(
      baseUrl,
      `{ a${ask}: Media(id: ${mediaId}) { nextAiringEpisode { episode timeUntilAiring } } }`,
    );
    const next = data[`a${ask}`].nextAiringEpisode;
    if (next?.episode !== 2 || next.timeUntilAiring < 3) {
      throw new Error(`setup outlasted the lead before the slot (next airing: ${JSON.stringify(next)})`);
    }
    if (previous !== null && next.timeUntilAiring !== previous)
      return Date.now() + next.timeUntilAiring * 1000;
    previous = next.timeUntilAiring;
    await sleep(20);
  }
  throw new Error('timeUntilAiring never stepped: the server clock does not run');
}

async function countStored(databaseUrl, dedupeKey) {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `SELECT count(*)::int AS stored, count(DISTINCT user_uid)::int AS fans
       FROM notifications WHERE dedupe_key = $1`,
      [dedupeKey],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

async function dropJobKeys(prefix) {
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}

/**
 * Runs the whole measurement on a backend of its own (`port`, a fresh database `databaseUrl`, `env` the
 * bench's embedded defaults) and answers the figures.
 */
export async function measureNotifications({ port, databaseUrl, env }) {
  const baseUrl = `http://127.0.0.1:${port}`;
  const push = await startLocalPushService();
  const jobPrefix = `anifan-bench-${randomBytes(4).toString('hex')}`;
  console.log(`  signing ${STREAM_FANS} fans in on the Auth emulator…`);
  const tokens = await signInFans();
  const server = startService('notifications', process.execPath, [path.join(root, 'backend/dist/main.js')], {
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      TRUST_PROXY: 'loopback',
      DATABASE_URL: databaseUrl,
      REDIS_URL: 'redis://127.0.0.1:6379',
      JOB_PREFIX: jobPrefix,
      CLOCK_START: new Date(SLOT - LEAD_MS).toISOString(),
      PUSH_SERVICE_HOSTS: push.host,
    },
  });
  const closers = [];
  try {
    await waitForPort('127.0.0.1', port, { timeoutMs: 60_000, child: server });
    const { Page } = await graphql(
      baseUrl,
      `{ Page(perPage: 5) { media(search: "${WORK_SEARCH}", type: ANIME) { id title { native } } } }`,
    );
    const mediaId = Page.media.find((media) => media.title.native === WORK)?.id;
    if (!mediaId) throw new Error(`${WORK} is not in the embedded catalogue`);
    const subscriptions = Array.from({ length: FANS }, () => createBrowserSubscription(push));
    const uids = [
      ...tokens.map(uidOf),
      ...Array.from(
        { length: FANS - STREAM_FANS },
        (_, i) => `bench-fan-uid-${i}-${randomBytes(4).toString('hex')}`,
      ),
    ];
    console.log(`  seeding ${FANS} fans with ${WORK} in 見てる and a push subscription each…`);
    // The first fan through the app, as the browser would: the list save also tells the scheduler about the work.
    const first = tokens[0];
    const saved = await fetch(`${baseUrl}/api/push/subscriptions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${first}` },
      body: JSON.stringify(subscriptions[0].toJSON()),
    });
    if (saved.status !== 201) throw new Error(`subscribing answered ${saved.status}: ${await saved.text()}`);
    await seedFans(databaseUrl, uids, mediaId, subscriptions);
    await graphql(
      baseUrl,
      'mutation ($mediaId: Int) { SaveMediaListEntry(mediaId: $mediaId, status: CURRENT) { id } }',
      { mediaId },
      first,
    );

    console.log(`  opening ${STREAM_FANS * STREAMS_PER_FAN} お知らせ streams…`);
    const delays = [];
    for (let fan = 0; fan < STREAM_FANS; fan += 50) {
      const batch = [];
      for (let i = fan; i < Math.min(STREAM_FANS, fan + 50); i += 1) {
        for (let tab = 0; tab < STREAMS_PER_FAN; tab += 1) {
          batch.push(
            openStream(baseUrl, tokens[i], address(i * STREAMS_PER_FAN + tab + 1), (notification, at) => {
              if (notification.kind === 'airing') delays.push(at - Date.parse(notification.createdAt));
            }),
          );
        }
      }
      closers.push(...(await Promise.all(batch)));
    }

    const slotAt = await slotInRealTime(baseUrl, mediaId);
    console.log(`  episode 2 airs in ${Math.round((slotAt - Date.now()) / 1000)} s…`);

    const dedupeKey = `airing:${mediaId}:2`;
    // Both moments as the bench sees them (polled every 250 ms; the push service stamps each arrival).
    let stored = { stored: 0, fans: 0 };
    let storedAt = null;
    while (Date.now() < slotAt + PUSH_DEADLINE_MS) {
      await sleep(250);
      if (storedAt === null) {
        stored = await countStored(databaseUrl, dedupeKey);
        if (stored.stored >= FANS) storedAt = Date.now();
      }
      if (storedAt !== null && push.messages.length >= FANS) break;
    }
    await sleep(3_000);
    stored = await countStored(databaseUrl, dedupeKey);
    const perSubscription = new Map();
    for (const message of push.messages) {
      perSubscription.set(message.subscriptionId, (perSubscription.get(message.subscriptionId) ?? 0) + 1);
    }
    const received = push.messages.map((message) => message.receivedAt).sort((a, b) => a - b);
    const sortedDelays = delays.sort((a, b) => a - b);
    return {
      fans: FANS,
      stored: stored.stored,
      stored_s: storedAt === null ? null : Number(((storedAt - slotAt) / 1000).toFixed(2)),
      pushes: push.messages.length,
      pushed_s: perSubscription.size >= FANS ? Number(((received.at(-1) - slotAt) / 1000).toFixed(2)) : null,
      lost: FANS - perSubscription.size,
      duplicates: push.messages.length - perSubscription.size + (stored.stored - stored.fans),
      streams: {
        open: closers.length,
        received: sortedDelays.length,
        missed: closers.length - sortedDelays.length,
        p50_ms: sortedDelays.length ? percentile(sortedDelays, 50) : null,
        p99_ms: sortedDelays.length ? percentile(sortedDelays, 99) : null,
      },
    };
  } finally {
    for (const close of closers) close();
    await stopService(server);
    await push.close();
    await dropJobKeys(jobPrefix);
  }
}
