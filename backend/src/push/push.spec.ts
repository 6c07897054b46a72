// Web Push through the real app over HTTP and a real local push service, on SQLite and PostgreSQL: the
// subscription endpoints, and a stored notification's push — encrypted (RFC 8291), VAPID-signed
// (RFC 8292), decrypted by the service to the payload the device shows — with gone subscriptions
// removed, busy answers retried after Retry-After, quiet hours holding pushes, and nothing sent twice.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NotificationSubject, PushKey } from '@anifan/contract';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@anifan/contract';
import { DataSource } from 'typeorm';
import webpush from 'web-push';
import { NotificationsService } from '../notifications';
import {
  callApi,
  createBrowserSubscription,
  createEmulatorUser,
  createPushTestApp,
  databaseTargets,
  startLocalPushService,
  type ApiAnswer,
  type BrowserSubscription,
  type EmulatorUser,
  type LocalPushService,
  type TestApp,
} from '../testing';
import { PUSH_SUBSCRIPTIONS_TABLE, PUSH_VAPID_KEYS_TABLE } from './create-push-subscriptions.migration';
import { PushDispatcher, pushPayload } from './push-dispatcher';
import {
  MAX_SUBSCRIPTIONS_PER_USER,
  PushSubscriptionsService,
  SUBSCRIPTION_WRITE_LIMIT,
} from './push-subscriptions.service';

const errorOf = (answer: ApiAnswer) => (answer.json as { error: { code: string; message: string } }).error;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `read` until it answers `expected` (for what the dispatcher records after a send). */
async function eventually<T>(read: () => Promise<T>, expected: T, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (JSON.stringify(await read()) === JSON.stringify(expected)) return;
    await sleep(50);
  }
  expect(await read()).toEqual(expected);
}

let subjectSeq = 0;
function replySubject(excerpt: string): NotificationSubject {
  subjectSeq += 1;
  return {
    kind: 'reply',
    thread: 'episode:113415:4',
    commentId: 1000 + subjectSeq,
    replyId: 2000 + subjectSeq,
    authorName: '五条',
    excerpt,
  };
}

describe.each(databaseTargets())('Web Push on $name', ({ env }) => {
  let service: LocalPushService;
  let server: TestApp;
  /** The dispatcher's "now"; null: the real clock. */
  let frozenAt: number | null = null;
  let fan: EmulatorUser;
  let notifications: NotificationsService;
  let dispatcher: PushDispatcher;
  let dataSource: DataSource;

  const call = (method: string, urlPath: string, options: Parameters<typeof callApi>[3] = {}) =>
    callApi(server.url, method, urlPath, options);
  const subscribe = (user: EmulatorUser, body: unknown) =>
    call('POST', '/api/push/subscriptions', { token: user.idToken, body });
  const subscriptionRows = async (endpoint: string) =>
    (await dataSource.query(
      `SELECT user_uid, p256dh FROM ${PUSH_SUBSCRIPTIONS_TABLE} WHERE endpoint = '${endpoint}'`,
    )) as Array<{
      user_uid: string;
      p256dh: string;
    }>;
  const pushState = async (id: number) =>
    (
      (await dataSource.query(`SELECT push_state, push_after FROM notifications WHERE id = ${id}`)) as Array<{
        push_state: string;
        push_after: unknown;
      }>
    )[0];

  /** A fan of their own (a uid never signed in) with one browser subscribed through the service. */
  async function fanWithBrowser(): Promise<{ uid: string; browser: BrowserSubscription }> {
    const uid = `push-fan-${randomUUID()}`;
    const browser = createBrowserSubscription(service);
    await server.app.get(PushSubscriptionsService).subscribe(uid, browser.toJSON());
    return { uid, browser };
  }

  beforeAll(async () => {
    service = await startLocalPushService();
    server = await createPushTestApp(
      { ...env, PUSH_SERVICE_HOSTS: service.host },
      () => frozenAt ?? Date.now(),
    );
    fan = await createEmulatorUser({ email: `push-${randomUUID()}@example.com`, name: 'Push Fan' });
    notifications = server.app.get(NotificationsService);
    dispatcher = server.app.get(PushDispatcher);
    dataSource = server.app.get(DataSource);
  });

  afterAll(async () => {
    await server?.close();
    await service?.close();
  });

  describe('subscription endpoints', () => {
    it('answers the VAPID public key to anyone, the same every time', async () => {
      const first = await call('GET', '/api/push/key');
      expect(first.status).toBe(200);
      const { publicKey } = first.json as PushKey;
      expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
      expect((await call('GET', '/api/push/key')).json).toEqual({ publicKey });
    });

    it('requires sign-in to subscribe and to unsubscribe (401)', async () => {
      const browser = createBrowserSubscription(service);
      const put = await call('POST', '/api/push/subscriptions', { body: browser.toJSON() });
      expect([put.status, errorOf(put).code]).toEqual([401, 'auth/missing_token']);
      const del = await call(
        'DELETE',
        `/api/push/subscriptions?endpoint=${encodeURIComponent(browser.endpoint)}`,
      );
      expect([del.status, errorOf(del).code]).toEqual([401, 'auth/missing_token']);
      expect(await subscriptionRows(browser.endpoint)).toEqual([]);
    });

    it('subscribes (201), and subscribing again renews the one subscription', async () => {
      const browser = createBrowserSubscription(service);
      const first = await subscribe(fan, browser.toJSON());
      expect([first.status, first.text]).toEqual([201, '']);
      expect((await subscribe(fan, browser.toJSON())).status).toBe(201);
      expect(await subscriptionRows(browser.endpoint)).toEqual([
        { user_uid: fan.uid, p256dh: browser.toJSON().keys.p256dh },
      ]);
    });

    it.each<[string, (browser: BrowserSubscription) => unknown]>([
      ['no endpoint', (b) => ({ keys: b.toJSON().keys })],
      ['an endpoint that is not a URL', (b) => ({ ...b.toJSON(), endpoint: 'push me' })],
      ['a javascript: endpoint', (b) => ({ ...b.toJSON(), endpoint: 'javascript:alert(1)' })],
      [
        'an endpoint over 2000 characters',
        (b) => ({ ...b.toJSON(), endpoint: `${b.endpoint}${'a'.repeat(2000)}` }),
      ],
      ['no keys', (b) => ({ endpoint: b.endpoint })],
      [
        'a 64-byte p256dh',
        (b) => ({
          ...b.toJSON(),
          keys: { ...b.toJSON().keys, p256dh: Buffer.alloc(64, 4).toString('base64url') },
        }),
      ],
      [
        'a 15-byte auth',
        (b) => ({
          ...b.toJSON(),
          keys: { ...b.toJSON().keys, auth: Buffer.alloc(15).toString('base64url') },
        }),
      ],
      ['an array body', (b) => [b.toJSON()]],
    ])('refuses %s with 400 request/invalid', async (_case, body) => {
      const browser = createBrowserSubscription(service);
      const answer = await subscribe(fan, body(browser));
      expect([answer.status, errorOf(answer).code]).toEqual([400, 'request/invalid']);
      expect(errorOf(answer).message).toEqual(expect.any(String));
    });

    it.each<[string, (browser: BrowserSubscription) => unknown]>([
      [
        'a p256dh that is not a P-256 point',
        (b) => ({
          ...b.toJSON(),
          keys: { ...b.toJSON().keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
        }),
      ],
      [
        'a compressed-point prefix',
        (b) => ({
          ...b.toJSON(),
          keys: { ...b.toJSON().keys, p256dh: Buffer.alloc(65, 2).toString('base64url') },
        }),
      ],
      ['a host that is no push service', (b) => ({ ...b.toJSON(), endpoint: 'https://evil.example/push/1' })],
      [
        'the metadata address',
        (b) => ({ ...b.toJSON(), endpoint: 'http://169.254.169.254/latest/meta-data' }),
      ],
      [
        'the push service’s host on another port',
        (b) => ({ ...b.toJSON(), endpoint: b.endpoint.replace(/:\d+\//, ':1/') }),
      ],
      [
        'credentials in the endpoint',
        (b) => ({ ...b.toJSON(), endpoint: b.endpoint.replace('http://', 'http://user:pw@') }),
      ],
    ])('refuses %s with 400 push/invalid_subscription', async (_case, body) => {
      const browser = createBrowserSubscription(service);
      const request = body(browser) as { endpoint: string };
      const answer = await subscribe(fan, request);
      expect([answer.status, errorOf(answer).code]).toEqual([400, 'push/invalid_subscription']);
      expect(await subscriptionRows(request.endpoint)).toEqual([]);
    });

    it('keeps a fan’s 20 most recently renewed browsers, and limits their writes (429)', async () => {
      const busy = await createEmulatorUser({ email: `push-busy-${randomUUID()}@example.com`, name: 'Busy' });
      const browsers = Array.from({ length: MAX_SUBSCRIPTIONS_PER_USER + 1 }, () =>
        createBrowserSubscription(service),
      );
      for (const browser of browsers) expect((await subscribe(busy, browser.toJSON())).status).toBe(201);
      expect(await subscriptionRows(browsers[0]?.endpoint as string)).toEqual([]);
      expect(await subscriptionRows(browsers[1]?.endpoint as string)).toHaveLength(1);
      for (let i = browsers.length; i < SUBSCRIPTION_WRITE_LIMIT; i++) {
        expect((await subscribe(busy, browsers[1]?.toJSON())).status).toBe(201);
      }
      const limited = await subscribe(busy, createBrowserSubscription(service).toJSON());
      expect([limited.status, errorOf(limited).code]).toEqual([429, 'rate_limit/exceeded']);
    });

    it('unsubscribes (204), and unsubscribing again is still 204; another fan cannot remove it', async () => {
      const browser = createBrowserSubscription(service);
      await subscribe(fan, browser.toJSON());
      const other = await createEmulatorUser({
        email: `push-other-${randomUUID()}@example.com`,
        name: 'Other',
      });
      const query = `/api/push/subscriptions?endpoint=${encodeURIComponent(browser.endpoint)}`;
      expect((await call('DELETE', query, { token: other.idToken })).status).toBe(204);
      expect(await subscriptionRows(browser.endpoint)).toHaveLength(1);
      const removed = await call('DELETE', query, { token: fan.idToken });
      expect([removed.status, removed.text]).toEqual([204, '']);
      expect(await subscriptionRows(browser.endpoint)).toEqual([]);
      expect((await call('DELETE', query, { token: fan.idToken })).status).toBe(204);
      const missing = await call('DELETE', '/api/push/subscriptions', { token: fan.idToken });
      expect([missing.status, errorOf(missing).code]).toEqual([400, 'request/invalid']);
    });
  });

  describe('the push round trip', () => {
    it('pushes a stored notification once, encrypted for the browser and signed with the server’s key', async () => {
      const browser = createBrowserSubscription(service, {
        applicationServerKey: ((await call('GET', '/api/push/key')).json as PushKey).publicKey,
      });
      expect((await subscribe(fan, browser.toJSON())).status).toBe(201);
      const view = await notifications.notify(
        fan.uid,
        replySubject('呪術廻戦の第4話、最高だった'),
        `reply:${randomUUID()}`,
      );
      expect(view).not.toBeNull();
      const [message] = await service.waitForMessages(1, { filter: (m) => m.subscriptionId === browser.id });
      expect(message?.json).toEqual({
        title: '五条さんが返信しました',
        body: '呪術廻戦の第4話、最高だった',
        url: '/#/popularAnime/animeDetail?id=113415&episode=4',
        tag: `notification-${view?.id}`,
        notificationId: view?.id,
      });
      expect(message).toMatchObject({ ttl: 86400, urgency: 'normal', topic: `n${view?.id}` });
      expect(message?.vapid).toMatchObject({ aud: service.origin, sub: 'mailto:webpush@anifan.invalid' });
      await eventually(async () => (await pushState(view?.id as number))?.push_state, 'done');
      expect(service.messagesFor(browser)).toHaveLength(1);
    });

    it('pushes an episode’s airing once to every fan watching or planning the work', async () => {
      const mediaId = 900_000 + Math.floor(Math.random() * 100_000);
      const fans = await Promise.all(Array.from({ length: 40 }, () => fanWithBrowser()));
      const now = Date.now();
      const postgres = dataSource.options.type === 'postgres';
      const p = (i: number) => (postgres ? `$${i}` : '?');
      for (const [i, { uid }] of fans.entries()) {
        const [user] = (await dataSource.query(
          `insert into list_users (uid, name, score_format, list_public, created_at, updated_at)
           VALUES (${p(1)}, ${p(2)}, 'POINT_10_DECIMAL', ${p(3)}, ${p(4)}, ${p(5)}) RETURNING id`,
          [uid, `fan-${randomUUID()}`, false, now, now],
        )) as Array<{ id: unknown }>;
        await dataSource.query(
          `INSERT INTO media_list_entries (user_id, media_id, status, progress, repeat_count, score_raw, is_private, created_at, updated_at, revision)
           VALUES (${p(1)}, ${p(2)}, ${p(3)}, 0, 0, 0, ${p(4)}, ${p(5)}, ${p(6)}, 1)`,
          [
            Number(user?.id),
            mediaId,
            ['CURRENT', 'REPEATING', 'PLANNING', 'COMPLETED'][i % 4],
            false,
            now,
            now,
          ],
        );
      }
      const airing = { mediaId, episode: 4, title: '呪術廻戦', airingAt: now };
      expect(await notifications.notifyAiring(airing)).toBe(30);
      expect(await notifications.notifyAiring(airing)).toBe(0);
      const watching = fans.filter((_, i) => i % 4 !== 3).map((fan) => fan.browser.id);
      const messages = await service.waitForMessages(30, {
        filter: (m) => watching.includes(m.subscriptionId),
      });
      await dispatcher.sweep();
      await sleep(300);
      expect(new Set(messages.map((m) => m.subscriptionId)).size).toBe(30);
      expect(service.messages.filter((m) => watching.includes(m.subscriptionId))).toHaveLength(30);
      expect(messages[0]).toMatchObject({
        urgency: 'high',
        ttl: 21_600,
        json: {
          title: '呪術廻戦 第4話',
          body: '放送が始まりました',
          url: `/#/popularAnime/animeDetail?id=${mediaId}&episode=4`,
        },
      });
      for (const { browser } of fans.filter((_, i) => i % 4 === 3))
        expect(service.messagesFor(browser)).toEqual([]);
    });

    it('sends every subscription of the fan its own copy, and nothing to other fans', async () => {
      const { uid, browser } = await fanWithBrowser();
      const second = createBrowserSubscription(service);
      await server.app.get(PushSubscriptionsService).subscribe(uid, second.toJSON());
      const bystander = await fanWithBrowser();
      const view = await notifications.notify(uid, replySubject('二台目'), `reply:${randomUUID()}`);
      await service.waitForMessages(2, { filter: (m) => [browser.id, second.id].includes(m.subscriptionId) });
      expect(service.messagesFor(browser).map((m) => m.json)).toEqual([
        pushPayload({ id: view?.id as number, subject: view?.subject as NotificationSubject }),
      ]);
      expect(service.messagesFor(second)).toHaveLength(1);
      expect(service.messagesFor(bystander.browser)).toEqual([]);
    });

    it('does not push a kind the fan turned off for push', async () => {
      const { uid, browser } = await fanWithBrowser();
      await notifications.putSettings(uid, {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, reply: { inApp: true, push: false } },
      });
      await notifications.notify(uid, replySubject('静かに'), `reply:${randomUUID()}`);
      await dispatcher.sweep();
      await sleep(300);
      expect(service.messagesFor(browser)).toEqual([]);
    });

    it('removes a subscription the push service answers 410 (or 404) for', async () => {
      const { uid, browser } = await fanWithBrowser();
      const lost = await fanWithBrowser();
      service.answerWith(browser, { status: 410 });
      service.answerWith(lost.browser, { status: 404 });
      const before = service.refused.length;
      await notifications.notify(uid, replySubject('届かない'), `reply:${randomUUID()}`);
      await notifications.notify(lost.uid, replySubject('届かない'), `reply:${randomUUID()}`);
      for (let i = 0; i < 50 && service.refused.length < before + 2; i++) await sleep(50);
      await sleep(200);
      expect(await subscriptionRows(browser.endpoint)).toEqual([]);
      expect(await subscriptionRows(lost.browser.endpoint)).toEqual([]);
      expect(service.messagesFor(browser)).toEqual([]);
    });

    it('retries a push the service answers 429 after its Retry-After, and delivers it once', async () => {
      const { uid, browser } = await fanWithBrowser();
      service.answerWith(browser, { status: 429, retryAfterSeconds: 1, times: 1 });
      const started = Date.now();
      await notifications.notify(uid, replySubject('混雑中'), `reply:${randomUUID()}`);
      const [message] = await service.waitForMessages(1, { filter: (m) => m.subscriptionId === browser.id });
      expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
      expect(service.refused.filter((r) => r.subscriptionId === browser.id).map((r) => r.status)).toEqual([
        429,
      ]);
      expect(message?.json).toMatchObject({ body: '混雑中' });
      await dispatcher.sweep();
      await sleep(300);
      expect(service.messagesFor(browser)).toHaveLength(1);
      expect(await subscriptionRows(browser.endpoint)).toHaveLength(1);
    });

    it('never sends one notification to one subscription twice, whatever runs again', async () => {
      const { uid, browser } = await fanWithBrowser();
      const view = await notifications.notify(uid, replySubject('一度だけ'), `reply:${randomUUID()}`);
      const id = view?.id as number;
      await service.waitForMessages(1, { filter: (m) => m.subscriptionId === browser.id });
      // As after a crash between sending and marking the notification done:
      await dataSource.query(`UPDATE notifications SET push_state = 'pending' WHERE id = ${id}`);
      await Promise.all([dispatcher.deliver([id]), dispatcher.deliver([id]), dispatcher.sweep()]);
      await dispatcher.deliver([id]);
      await sleep(300);
      expect(service.messagesFor(browser)).toHaveLength(1);
      expect(await pushState(id)).toMatchObject({ push_state: 'done' });
    });

    it('sends a delivery whose sender died once its claim goes stale, and only then', async () => {
      const { uid, browser } = await fanWithBrowser();
      await notifications.putSettings(uid, {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, reply: { inApp: true, push: false } },
      });
      const view = await notifications.notify(uid, replySubject('取り残された'), `reply:${randomUUID()}`);
      const id = view?.id as number;
      const [subscription] = (await dataSource.query(
        `SELECT id FROM ${PUSH_SUBSCRIPTIONS_TABLE} WHERE endpoint = '${browser.endpoint}'`,
      )) as Array<{ id: unknown }>;
      // An instance claimed it and died before sending: its claim goes stale in two minutes.
      const claimedAt = Date.now();
      await dataSource.query(
        `INSERT INTO push_deliveries (notification_id, subscription_id, state, attempts, next_at, updated_at)
         VALUES (${id}, ${Number(subscription?.id)}, 'sending', 1, ${claimedAt + 120_000}, ${claimedAt})`,
      );
      await dispatcher.sweep();
      await sleep(300);
      expect(service.messagesFor(browser)).toEqual([]);
      frozenAt = claimedAt + 120_000;
      try {
        await dispatcher.sweep();
        const [message] = await service.waitForMessages(1, {
          filter: (m) => m.subscriptionId === browser.id,
        });
        expect(message?.json).toMatchObject({ body: '取り残された', notificationId: id });
        await dispatcher.sweep();
        await sleep(300);
        expect(service.messagesFor(browser)).toHaveLength(1);
      } finally {
        frozenAt = null;
      }
    });

    it('re-sends with the same Topic, so an offline device gets one copy after a crash mid-send', async () => {
      const { uid, browser } = await fanWithBrowser();
      service.setOnline(browser, false);
      const view = await notifications.notify(uid, replySubject('機内モード'), `reply:${randomUUID()}`);
      const id = view?.id as number;
      await eventually(async () => service.queuedFor(browser).length, 1);
      await eventually(async () => (await pushState(id))?.push_state, 'done');
      // As when the instance died after sending, before recording it: the claim goes stale and is re-sent.
      const sentAt = Date.now();
      await dataSource.query(
        `UPDATE push_deliveries SET state = 'sending', next_at = ${sentAt} WHERE notification_id = ${id}`,
      );
      frozenAt = sentAt + 1;
      try {
        await dispatcher.sweep();
        await eventually(async () => service.queuedFor(browser).map((m) => m.receivedAt >= sentAt), [true]);
      } finally {
        frozenAt = null;
      }
      service.setOnline(browser, true);
      expect(service.messagesFor(browser).map((m) => [m.topic, (m.json as { body: string }).body])).toEqual([
        [`n${id}`, '機内モード'],
      ]);
    });

    it('gives a delivery up after five failing attempts, keeping the subscription', async () => {
      const { uid, browser } = await fanWithBrowser();
      service.answerWith(browser, { status: 503, retryAfterSeconds: 0 });
      const view = await notifications.notify(uid, replySubject('落ちている'), `reply:${randomUUID()}`);
      const refusals = () => service.refused.filter((r) => r.subscriptionId === browser.id).length;
      await eventually(async () => refusals(), 5);
      const delivery = () =>
        dataSource.query(
          `SELECT state, attempts FROM push_deliveries WHERE notification_id = ${view?.id}`,
        ) as Promise<Array<{ state: string; attempts: unknown }>>;
      await eventually(
        async () => (await delivery()).map((d) => [d.state, Number(d.attempts)]),
        [['failed', 5]],
      );
      await dispatcher.sweep();
      await sleep(300);
      expect(refusals()).toBe(5);
      expect(await subscriptionRows(browser.endpoint)).toHaveLength(1);
    });

    it('holds a push in the fan’s quiet hours and sends it when they end', async () => {
      const { uid, browser } = await fanWithBrowser();
      await notifications.putSettings(uid, {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        quietHours: { start: '23:00', end: '07:00' },
        timeZone: 'Asia/Tokyo',
      });
      // 23:30 in Tokyo: quiet until 07:00 there (22:00 UTC).
      frozenAt = Date.parse('2026-10-02T14:30:00Z');
      try {
        const view = await notifications.notify(uid, replySubject('深夜の返信'), `reply:${randomUUID()}`);
        const id = view?.id as number;
        await sleep(400);
        await dispatcher.sweep();
        expect(service.messagesFor(browser)).toEqual([]);
        const held = await pushState(id);
        expect([held?.push_state, Number(held?.push_after)]).toEqual([
          'pending',
          Date.parse('2026-10-02T22:00:00Z'),
        ]);
        frozenAt = Date.parse('2026-10-02T21:59:59Z');
        await dispatcher.sweep();
        await sleep(300);
        expect(service.messagesFor(browser)).toEqual([]);
        frozenAt = Date.parse('2026-10-02T22:00:00Z');
        await dispatcher.sweep();
        const [message] = await service.waitForMessages(1, {
          filter: (m) => m.subscriptionId === browser.id,
        });
        expect(message?.json).toMatchObject({ body: '深夜の返信', notificationId: id });
        await eventually(async () => (await pushState(id))?.push_state, 'done');
        expect(service.messagesFor(browser)).toHaveLength(1);
      } finally {
        frozenAt = null;
      }
    });
  });
});

describe.each(databaseTargets())('VAPID keys on $name', ({ name, env }) => {
  it('are generated once and shared by every instance and restart on the same database', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-vapid-'));
    const shared = name === 'sqlite' ? { ...env, DATA_DIR: dataDir } : env;
    try {
      const first = await createPushTestApp(shared, Date.now);
      const second = await createPushTestApp(shared, Date.now);
      const keyOf = async (app: TestApp) =>
        ((await callApi(app.url, 'GET', '/api/push/key')).json as PushKey).publicKey;
      const [a, b] = await Promise.all([keyOf(first), keyOf(second)]);
      expect(b).toBe(a);
      await first.close();
      await second.close();
      const restarted = await createPushTestApp(shared, Date.now);
      expect(await keyOf(restarted)).toBe(a);
      const rows = (await restarted.app
        .get(DataSource)
        .query(`SELECT COUNT(*) AS n FROM ${PUSH_VAPID_KEYS_TABLE}`)) as Array<{ n: unknown }>;
      expect(Number(rows[0]?.n)).toBe(1);
      await restarted.close();
      const configured = webpush.generateVAPIDKeys();
      const fromEnv = await createPushTestApp(
        { ...shared, VAPID_PUBLIC_KEY: configured.publicKey, VAPID_PRIVATE_KEY: configured.privateKey },
        Date.now,
      );
      expect(await keyOf(fromEnv)).toBe(configured.publicKey);
      await fromEnv.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe.each(databaseTargets())('a restart on $name', ({ name, env }) => {
  it('pushes at start what a stopped instance left pending', async () => {
    const service = await startLocalPushService();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-push-restart-'));
    const shared = {
      ...(name === 'sqlite' ? { ...env, DATA_DIR: dataDir } : env),
      PUSH_SERVICE_HOSTS: service.host,
    };
    try {
      const stopped = await createPushTestApp(shared, Date.now);
      const browser = createBrowserSubscription(service);
      await stopped.app.get(PushSubscriptionsService).subscribe('restart-fan', browser.toJSON());
      const now = Date.now();
      // Stored as the instance stopped, before its dispatcher heard of it.
      await stopped.app.get(DataSource).query(
        `INSERT INTO notifications (user_uid, kind, dedupe_key, subject, created_at, updated_at, push_state)
         VALUES ('restart-fan', 'reply', 'reply:restart', '${JSON.stringify(replySubject('再起動'))}', ${now}, ${now}, 'pending')`,
      );
      await stopped.close();
      const started = await createPushTestApp(shared, Date.now);
      try {
        const [message] = await service.waitForMessages(1, { timeoutMs: 5000 });
        expect(message).toMatchObject({ subscriptionId: browser.id, json: { body: '再起動' } });
      } finally {
        await started.close();
      }
    } finally {
      await service.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
