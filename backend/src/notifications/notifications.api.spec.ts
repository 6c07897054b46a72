// The お知らせ API through the real app with Auth-emulator ID tokens, on SQLite and PostgreSQL: every
// endpoint refuses a guest, checks its input, shows a fan only their own notifications (newest first, a
// page at a time), marks them read, keeps the settings, and streams changes to every open device —
// across two instances sharing PostgreSQL and Redis too.
import { randomUUID } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationPage,
  type NotificationSettings,
  type NotificationSubject,
} from '@anifan/contract';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  FetchedEventStream,
  TEST_REDIS_URL,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { NotificationsService } from './notifications.service';

// Every row has a body (undefined for none): Jest passes a test with more parameters than its row's
// values a `done` callback instead.
const ENDPOINTS: Array<[method: string, path: string, body: unknown]> = [
  ['GET', '/api/notifications', undefined],
  ['GET', '/api/notifications/events', undefined],
  ['PUT', '/api/notifications/1/read', undefined],
  ['POST', '/api/notifications/read-all', undefined],
  ['GET', '/api/notifications/settings', undefined],
  ['PUT', '/api/notifications/settings', DEFAULT_NOTIFICATION_SETTINGS],
];

const airing = (episode: number): NotificationSubject => ({
  kind: 'airing',
  mediaId: 113415,
  title: '呪術廻戦',
  episode,
  airingAt: new Date(Date.UTC(2026, 9, 1, 15, 0) + episode * 7 * 86_400_000).toISOString(),
});

const newFan = (name: string) => createEmulatorUser({ email: `${name}-${randomUUID()}@example.com`, name });

describe.each(databaseTargets())('notifications API on $name', ({ env }) => {
  let server: TestApp;
  let service: NotificationsService;
  const streams: FetchedEventStream[] = [];

  const call = (user: EmulatorUser | null, method: string, path: string, body?: unknown) =>
    callApi(server.url, method, path, { token: user?.idToken, body });

  const page = async (user: EmulatorUser, query = '') => {
    const answer = await call(user, 'GET', `/api/notifications${query}`);
    expect(answer.status).toBe(200);
    return answer.json as NotificationPage;
  };

  /** `count` airing notifications for `user`, oldest first; answers their ids in that order. */
  const seed = async (user: EmulatorUser, count: number) => {
    const ids: number[] = [];
    for (let episode = 1; episode <= count; episode += 1) {
      const stored = await service.notify(user.uid, airing(episode), `airing:113415:${episode}`);
      ids.push(stored?.id as number);
    }
    return ids;
  };

  const open = async (user: EmulatorUser, lastEventId?: string, on: TestApp = server) => {
    const stream = await new FetchedEventStream().open(`${on.url}/api/notifications/events`, {
      authorization: `Bearer ${user.idToken}`,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    server = await createTestApp(env);
    service = server.app.get(NotificationsService);
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  describe('refusals', () => {
    it.each(ENDPOINTS)('%s %s refuses a guest with 401 and the error shape', async (method, path, body) => {
      const answer = await callApi(server.url, method, path, { body });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: { code: 'auth/missing_token', message: expect.any(String) } });
    });

    it.each(ENDPOINTS)('%s %s refuses a token that is not one with 401', async (method, path, body) => {
      const answer = await callApi(server.url, method, path, { body, token: 'not-a-token' });
      expect(answer.status).toBe(401);
      expect(answer.json).toEqual({ error: { code: 'auth/invalid_token', message: expect.any(String) } });
    });

    it.each([
      'limit=0',
      'limit=101',
      'limit=abc',
      'limit=1.5',
      'before=0',
      'before=-3',
      'before=x',
      'unread=yes',
    ])('GET /api/notifications?%s answers 400 request/invalid', async (query) => {
      const fan = await newFan('paging');
      const answer = await call(fan, 'GET', `/api/notifications?${query}`);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'request/invalid', message: expect.any(String) } });
    });

    it.each(['abc', '-1', '1.5', '1e3', '12345678901234567'])(
      'PUT /api/notifications/%s/read answers 400 request/invalid',
      async (id) => {
        const fan = await newFan('reader');
        const answer = await call(fan, 'PUT', `/api/notifications/${id}/read`);
        expect(answer.status).toBe(400);
        expect(answer.json).toEqual({ error: { code: 'request/invalid', message: expect.any(String) } });
      },
    );

    it('answers 404 for someone else’s notification and for one that does not exist, and leaves theirs unread', async () => {
      const [owner, other] = await Promise.all([newFan('owner'), newFan('other')]);
      const [id] = await seed(owner, 1);
      for (const path of [
        `/api/notifications/${id}/read`,
        '/api/notifications/2147483647/read',
        '/api/notifications/9999999999/read',
      ]) {
        const answer = await call(other, 'PUT', path);
        expect(answer.status).toBe(404);
        expect(answer.json).toEqual({
          error: { code: 'notification/not_found', message: expect.any(String) },
        });
      }
      expect((await page(owner)).unread).toBe(1);
    });

    const valid = DEFAULT_NOTIFICATION_SETTINGS;
    it.each<[string, unknown]>([
      ['no body', undefined],
      ['an array', []],
      ['no kinds', { quietHours: null, timeZone: 'Asia/Tokyo' }],
      ['a kind missing', { ...valid, kinds: { ...valid.kinds, moderation: undefined } }],
      ['an unknown kind', { ...valid, kinds: { ...valid.kinds, news: { inApp: true, push: true } } }],
      [
        'a channel that is not a boolean',
        { ...valid, kinds: { ...valid.kinds, reply: { inApp: 'yes', push: true } } },
      ],
      ['an unknown field', { ...valid, email: true }],
      ['quiet hours that are not HH:MM', { ...valid, quietHours: { start: '24:00', end: '07:00' } }],
      ['quiet hours starting when they end', { ...valid, quietHours: { start: '07:00', end: '07:00' } }],
      ['an unknown time zone', { ...valid, timeZone: 'Mars/Olympus' }],
    ])('PUT /api/notifications/settings with %s answers 400 request/invalid', async (_case, body) => {
      const fan = await newFan('settings');
      const answer = await call(fan, 'PUT', '/api/notifications/settings', body);
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'request/invalid', message: expect.any(String) } });
      expect((await call(fan, 'GET', '/api/notifications/settings')).json).toEqual(
        DEFAULT_NOTIFICATION_SETTINGS,
      );
    });

    it('answers 400 for a body that is not JSON', async () => {
      const fan = await newFan('settings');
      const answer = await callApi(server.url, 'PUT', '/api/notifications/settings', {
        token: fan.idToken,
        rawBody: '{"kinds":',
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: expect.any(String), message: expect.any(String) } });
    });
  });

  it('shows a new fan an empty first page', async () => {
    const fan = await newFan('new');
    expect(await page(fan)).toEqual({ items: [], unread: 0, nextBefore: null });
  });

  it('pages a fan’s own notifications newest first, and only theirs', async () => {
    const [owner, other] = await Promise.all([newFan('owner'), newFan('other')]);
    const ids = await seed(owner, 25);
    await seed(other, 2);
    const newestFirst = [...ids].reverse();

    const first = await page(owner);
    expect(first.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 20));
    expect(first.unread).toBe(25);
    expect(first.nextBefore).toBe(newestFirst[19]);
    expect(first.items[0]).toEqual({
      id: newestFirst[0],
      kind: 'airing',
      subject: airing(25),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      updatedAt: expect.any(String),
      read: false,
    });
    const second = await page(owner, `?before=${first.nextBefore}`);
    expect(second.items.map((item) => item.id)).toEqual(newestFirst.slice(20));
    expect(second.nextBefore).toBeNull();

    const small = await page(owner, '?limit=3');
    expect(small.items.map((item) => item.id)).toEqual(newestFirst.slice(0, 3));
    expect(small.nextBefore).toBe(newestFirst[2]);
    expect((await page(owner, '?limit=100')).items).toHaveLength(25);
    expect((await page(owner, '?before=99999999999')).items).toHaveLength(20);
    expect((await page(other)).items.map((item) => item.subject)).toEqual([airing(2), airing(1)]);
  });

  it('marks one read (idempotently), then all, and filters unread ones', async () => {
    const fan = await newFan('reader');
    const [oldest, middle, newest] = await seed(fan, 3);
    expect((await call(fan, 'PUT', `/api/notifications/${middle}/read`)).json).toEqual({ unread: 2 });
    const again = await call(fan, 'PUT', `/api/notifications/${middle}/read`);
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ unread: 2 });

    const all = await page(fan);
    expect(all.items.map((item) => [item.id, item.read])).toEqual([
      [newest, false],
      [middle, true],
      [oldest, false],
    ]);
    expect((await page(fan, '?unread=true')).items.map((item) => item.id)).toEqual([newest, oldest]);
    expect((await page(fan, '?unread=false')).items).toHaveLength(3);

    const readAll = await call(fan, 'POST', '/api/notifications/read-all');
    expect(readAll.status).toBe(200);
    expect(readAll.json).toEqual({ unread: 0 });
    expect((await call(fan, 'POST', '/api/notifications/read-all')).json).toEqual({ unread: 0 });
    expect(await page(fan, '?unread=true')).toEqual({ items: [], unread: 0, nextBefore: null });
  });

  it('answers the default settings until the fan saves theirs, which are theirs only', async () => {
    const [fan, other] = await Promise.all([newFan('settings'), newFan('other')]);
    expect((await call(fan, 'GET', '/api/notifications/settings')).json).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    const mine: NotificationSettings = {
      kinds: {
        airing: { inApp: true, push: false },
        reply: { inApp: false, push: false },
        reaction: { inApp: true, push: true },
        moderation: { inApp: true, push: true },
      },
      quietHours: { start: '23:30', end: '07:00' },
      timeZone: 'Europe/Paris',
    };
    const put = await call(fan, 'PUT', '/api/notifications/settings', mine);
    expect(put.status).toBe(200);
    expect(put.json).toEqual(mine);
    expect((await call(fan, 'GET', '/api/notifications/settings')).json).toEqual(mine);
    expect((await call(other, 'GET', '/api/notifications/settings')).json).toEqual(
      DEFAULT_NOTIFICATION_SETTINGS,
    );
    // The kinds turned off in the app are not stored any more.
    expect(await service.notify(fan.uid, { ...airing(1) }, 'airing:113415:1')).not.toBeNull();
    expect(
      await service.notify(
        fan.uid,
        {
          kind: 'reply',
          thread: 'episode:113415:1',
          commentId: 1,
          replyId: 2,
          authorName: 'A',
          excerpt: 'B',
        },
        'reply:2',
      ),
    ).toBeNull();
  });

  describe('live events', () => {
    it('sends each of the fan’s devices what is stored and read, and nothing to anyone else', async () => {
      const [fan, other] = await Promise.all([newFan('live'), newFan('other')]);
      const phone = await open(fan);
      const laptop = await open(fan);
      const elsewhere = await open(other);
      expect([phone.status, laptop.status, elsewhere.status]).toEqual([200, 200, 200]);

      const stored = await service.notify(fan.uid, airing(1), 'airing:113415:1');
      for (const device of [phone, laptop]) {
        expect(await device.next('created')).toEqual({
          id: expect.any(String),
          event: 'created',
          data: { notification: stored, unread: 1 },
        });
      }
      const [second] = await seed(fan, 2).then((ids) => ids.slice(1));
      expect((await laptop.next('created')).data).toMatchObject({ unread: 2 });

      await call(fan, 'PUT', `/api/notifications/${second}/read`);
      expect((await phone.next('read')).data).toEqual({ ids: [second], unread: 1 });
      expect((await laptop.next('read')).data).toEqual({ ids: [second], unread: 1 });
      await call(fan, 'POST', '/api/notifications/read-all');
      expect((await laptop.next('read')).data).toEqual({ ids: null, unread: 0 });
      expect(elsewhere.events()).toEqual([]);
    });

    it('replays what a device missed after its Last-Event-ID, and resets one naming an unknown id', async () => {
      const fan = await newFan('reconnect');
      const first = await open(fan);
      await seed(fan, 1);
      await first.next('created');
      const lastEventId = first.lastEventId as string;
      first.close();

      const missed = await service.notify(fan.uid, airing(2), 'airing:113415:2');
      const again = await open(fan, lastEventId);
      expect((await again.next('created')).data).toEqual({ notification: missed, unread: 2 });
      const unknown = await open(fan, 'not-an-id.5');
      expect(await unknown.next('reset')).toMatchObject({ event: 'reset', data: {} });
    });
  });
});

describe.each(databaseTargets().filter((target) => target.name === 'postgres'))(
  'notification events on two instances sharing $name and Redis',
  ({ env }) => {
    let first: TestApp;
    let second: TestApp;
    const streams: FetchedEventStream[] = [];

    beforeAll(async () => {
      first = await createTestApp({ ...env, REDIS_URL: TEST_REDIS_URL });
      second = await createTestApp({ ...env, REDIS_URL: TEST_REDIS_URL });
    }, 60_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await first?.close();
      await second?.close();
    });

    it('sends a notification stored by one instance, and its reading, to devices connected to the other', async () => {
      const fan = await newFan('scaled');
      const open = async (server: TestApp) => {
        const stream = await new FetchedEventStream().open(`${server.url}/api/notifications/events`, {
          authorization: `Bearer ${fan.idToken}`,
        });
        streams.push(stream);
        return stream;
      };
      const phone = await open(first);
      const laptop = await open(second);
      const stored = await first.app.get(NotificationsService).notify(fan.uid, airing(3), 'airing:113415:3');
      expect((await laptop.next('created')).data).toEqual({ notification: stored, unread: 1 });
      expect((await phone.next('created')).data).toEqual({ notification: stored, unread: 1 });
      await callApi(second.url, 'PUT', `/api/notifications/${stored?.id}/read`, { token: fan.idToken });
      expect((await phone.next('read')).data).toEqual({ ids: [stored?.id], unread: 0 });
      const listed = await callApi(first.url, 'GET', '/api/notifications', { token: fan.idToken });
      expect((listed.json as NotificationPage).items[0]?.read).toBe(true);
    });
  },
);
