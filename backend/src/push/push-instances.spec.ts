// Two instances of the app on one PostgreSQL and one Redis (BullMQ): notifications left 'pending' (as by
// an instance that died before telling its dispatcher) are swept and pushed by both at once, and each
// subscription still gets each notification exactly once.
import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import {
  createBrowserSubscription,
  createPushTestApp,
  databaseTargets,
  startLocalPushService,
  TEST_REDIS_URL,
  type BrowserSubscription,
  type LocalPushService,
  type TestApp,
} from '../testing';
import { PushDispatcher } from './push-dispatcher';
import { PushSubscriptionsService } from './push-subscriptions.service';

const FANS = 300;
const postgres = databaseTargets().find((target) => target.name === 'postgres');

// PostgreSQL unreachable: databaseTargets() has said so, and there is nothing to run.
(postgres ? describe : describe.skip)('Web Push on two instances (PostgreSQL, Redis)', () => {
  const env = postgres?.env ?? {};
  const prefix = `anifan-push-test-${randomUUID()}`;
  let service: LocalPushService;
  let instances: TestApp[] = [];

  beforeAll(async () => {
    service = await startLocalPushService();
    const shared = {
      ...env,
      REDIS_URL: TEST_REDIS_URL,
      JOB_PREFIX: prefix,
      PUSH_SERVICE_HOSTS: service.host,
    };
    instances = [await createPushTestApp(shared, Date.now), await createPushTestApp(shared, Date.now)];
  });

  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.close()));
    await service?.close();
    const redis = new Redis(TEST_REDIS_URL);
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('pushes each pending notification to each subscription once while both sweep', async () => {
    const [first, second] = instances as [TestApp, TestApp];
    const subscriptions = first.app.get(PushSubscriptionsService);
    const browsers: BrowserSubscription[] = [];
    const uids = Array.from({ length: FANS }, (_, i) => `two-instances-${i}-${randomUUID()}`);
    for (const uid of uids) {
      const browser = createBrowserSubscription(service);
      browsers.push(browser);
      await subscriptions.subscribe(uid, browser.toJSON());
    }
    const now = Date.now();
    const subject = JSON.stringify({
      kind: 'airing',
      mediaId: 113415,
      title: '呪術廻戦',
      episode: 5,
      airingAt: new Date(now).toISOString(),
    });
    await first.app.get(DataSource).query(
      `INSERT INTO notifications (user_uid, kind, dedupe_key, subject, created_at, updated_at, push_state)
       SELECT uid, 'airing', 'airing:113415:5', $1, $2, $2, 'pending' FROM unnest($3::varchar[]) AS uid`,
      [subject, now, uids],
    );
    await Promise.all(
      [first, second, first, second].map((instance) => instance.app.get(PushDispatcher).sweep()),
    );
    const messages = await service.waitForMessages(FANS, { timeoutMs: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await Promise.all([first, second].map((instance) => instance.app.get(PushDispatcher).sweep()));
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(service.messages).toHaveLength(FANS);
    expect(new Set(messages.map((message) => message.subscriptionId))).toEqual(
      new Set(browsers.map((b) => b.id)),
    );
    expect(messages.every((message) => (message.json as { title: string }).title === '呪術廻戦 第5話')).toBe(
      true,
    );
    const [pending] = (await second.app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM notifications WHERE push_state = 'pending'`)) as Array<{
      n: unknown;
    }>;
    expect(Number(pending?.n)).toBe(0);
  });
});
