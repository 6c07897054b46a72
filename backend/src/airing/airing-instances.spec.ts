// Exactly once across instances: two backend processes on one PostgreSQL and one Redis (BullMQ).
// 呪術廻戦's episode 1 airs a little after they start (CLOCK_START); the instance that takes the
// episode's job is killed with SIGKILL while it runs (held inside its insert by a table lock the test
// takes), and the other one finishes the job: every following fan has exactly one notification, and
// their browser exactly one push (a local push service, RFC 8030, decrypting each message).
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Client } from 'pg';
import { NOTIFICATIONS_TABLE } from '../notifications';
import {
  type BackendProcess,
  callApi,
  createBrowserSubscription,
  createEmulatorUser,
  databaseTargets,
  type EmulatorUser,
  startBackendProcess,
  startLocalPushService,
  type BrowserSubscription,
  type LocalPushService,
  TEST_REDIS_URL,
} from '../testing';
import { AIRING_QUEUE } from './airing-scheduler';
import { AIRING_SLOTS_TABLE } from './create-airing-slots.migration';

const JUJUTSU = 113415;
/** Episode 1 of 呪術廻戦: Friday 2 October 2020, 25:25 in Japan. */
const EPISODE_1 = Date.parse('2020-10-03T01:25:00+09:00');
/** Time for both processes to start and the fans to follow the work before the broadcast. */
const LEAD_MS = 60_000;
const FANS = 12;

const postgres = databaseTargets().find((target) => target.name === 'postgres');
const describeOnPostgres = postgres ? describe : describe.skip;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until<T>(
  what: string,
  read: () => Promise<T>,
  done: (value: T) => boolean,
  timeoutMs: number,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(250);
  }
}

describeOnPostgres('airing notifications with two instances on PostgreSQL and Redis', () => {
  const databaseUrl = postgres?.env.DATABASE_URL ?? '';
  const prefix = `anifan-test-jobs-${randomUUID()}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-airing-'));
  const instances: BackendProcess[] = [];
  const db = new Client({ connectionString: databaseUrl });
  const queue = new Queue(AIRING_QUEUE, { connection: { url: TEST_REDIS_URL }, prefix });
  let push: LocalPushService | undefined;

  afterAll(async () => {
    await push?.close();
    for (const instance of instances) instance.child.kill('SIGKILL');
    await Promise.all(instances.map((instance) => instance.exited));
    await queue.close();
    await db.end().catch(() => undefined);
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores one notification and sends one push per fan when the instance running the job is killed', async () => {
    push = await startLocalPushService();
    const fans: EmulatorUser[] = [];
    for (let index = 0; index < FANS; index += 1) {
      fans.push(
        await createEmulatorUser({
          email: `airing-two-${index}-${randomUUID()}@example.com`,
          name: `Fan ${index}`,
        }),
      );
    }
    const env = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      JOB_PREFIX: prefix,
      CLOCK_START: new Date(EPISODE_1 - LEAD_MS).toISOString(),
      PUSH_SERVICE_HOSTS: push.host,
    };
    const started = Date.now();
    // One at a time: both would run the migrations at once otherwise.
    instances.push(await startBackendProcess(path.join(dataDir, 'a'), env));
    instances.push(await startBackendProcess(path.join(dataDir, 'b'), env));
    const [first, second] = instances as [BackendProcess, BackendProcess];

    // Half the fans follow the work through each instance (見てる and 見たい), with push on in a browser.
    const browsers = new Map<string, BrowserSubscription>();
    for (const [index, fan] of fans.entries()) {
      const browser = createBrowserSubscription(push);
      browsers.set(fan.uid, browser);
      const subscribed = await callApi(
        index % 2 ? second.url : first.url,
        'POST',
        '/api/push/subscriptions',
        {
          token: fan.idToken,
          body: browser.toJSON(),
        },
      );
      expect(subscribed.status).toBe(201);
      const answer = await callApi(
        index % 2 ? first.url : second.url,
        'POST',
        '/api/list/merge?dryRun=false',
        {
          token: fan.idToken,
          body: { entries: [{ mediaId: JUJUTSU, status: index % 3 ? 'CURRENT' : 'PLANNING', progress: 0 }] },
        },
      );
      expect(answer.status).toBe(200);
    }
    await db.connect();
    await until(
      'the work’s slots',
      async () =>
        (await db.query(`SELECT 1 FROM ${AIRING_SLOTS_TABLE} WHERE media_id = $1 AND episode = 1`, [JUJUTSU]))
          .rowCount,
      (count) => count === 1,
      20_000,
    );
    const margin = started + LEAD_MS - Date.now();
    expect(margin).toBeGreaterThan(2000);

    // Holds every insert into notifications: the episode's job stops inside notifyAiring.
    await db.query('BEGIN');
    await db.query(`LOCK TABLE ${NOTIFICATIONS_TABLE} IN EXCLUSIVE MODE`);
    const running = await until(
      'the episode’s job to run',
      () => queue.getActive(),
      (jobs) => jobs.some((job) => job.name === 'episode'),
      margin + 30_000,
    );
    const job = running.find((each) => each.name === 'episode');
    const pid = Number(job?.processedBy?.split(':').pop());
    const victim = instances.find((instance) => instance.child.pid === pid);
    const survivor = instances.find((instance) => instance !== victim);
    if (!victim || !survivor) throw new Error(`No instance has pid ${pid} (${job?.processedBy})`);
    victim.child.kill('SIGKILL');
    expect((await victim.exited).signal).toBe('SIGKILL');
    await db.query('ROLLBACK');

    // The survivor takes the job over once the dead worker's lock has expired, and finishes it.
    const notified = await until(
      'the slot to be announced',
      async () =>
        (
          await db.query<{ notified_at: string | null }>(
            `SELECT notified_at FROM ${AIRING_SLOTS_TABLE} WHERE media_id = $1 AND episode = 1`,
            [JUJUTSU],
          )
        ).rows[0]?.notified_at ?? null,
      (value) => value !== null,
      45_000,
    );
    expect(notified).not.toBeNull();
    expect(survivor.output()).toMatch(/Episode 1 of 呪術廻戦 \(金 25:25 JST\)/);

    const rows = await db.query<{ user_uid: string; count: string }>(
      `SELECT user_uid, COUNT(*) AS count FROM ${NOTIFICATIONS_TABLE} WHERE dedupe_key = $1 GROUP BY user_uid`,
      [`airing:${JUJUTSU}:1`],
    );
    expect(rows.rows.map((row) => row.user_uid).sort()).toEqual(fans.map((fan) => fan.uid).sort());
    expect(rows.rows.every((row) => row.count === '1')).toBe(true);

    // What each fan sees: one 放送開始 for episode 1 in their お知らせ.
    for (const fan of fans) {
      const answer = await callApi(survivor.url, 'GET', '/api/notifications', { token: fan.idToken });
      expect(answer.status).toBe(200);
      const page = answer.json as {
        items: Array<{ kind: string; subject: { mediaId?: number; episode?: number } }>;
      };
      expect(
        page.items.filter(
          (item) => item.kind === 'airing' && item.subject.mediaId === JUJUTSU && item.subject.episode === 1,
        ),
      ).toHaveLength(1);
    }

    // Each fan's browser gets its 放送開始 once.
    await push.waitForMessages(FANS, { timeoutMs: 60_000 });
    for (const fan of fans) {
      const messages = push.messagesFor(browsers.get(fan.uid)!);
      expect(messages.map((message) => message.json)).toEqual([
        expect.objectContaining({ title: '呪術廻戦 第1話', body: '放送が始まりました' }),
      ]);
    }

    // And stays so: the next due runs (every 15 s) on the survivor add nothing, and send nothing.
    await sleep(16_000);
    expect(push.messages).toHaveLength(FANS);
    const again = await db.query(
      `SELECT COUNT(*) AS count FROM ${NOTIFICATIONS_TABLE} WHERE dedupe_key = $1`,
      [`airing:${JUJUTSU}:1`],
    );
    expect(Number(again.rows[0]?.count)).toBe(FANS);
  }, 240_000);
});
