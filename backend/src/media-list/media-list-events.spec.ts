// GET /api/list/events through the real app with Auth-emulator ID tokens: every device of a user hears
// their list change, a reconnect gets what it missed, and nobody hears another user's list; across two
// instances sharing PostgreSQL and Redis too.
import { randomUUID } from 'node:crypto';
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
import { MediaListService } from './media-list.service';

const JUJUTSU = 113415;
const FRIEREN = 154587;

describe('GET /api/list/events', () => {
  let server: TestApp;
  let lists: MediaListService;
  let alice: EmulatorUser;
  let bob: EmulatorUser;
  const streams: FetchedEventStream[] = [];

  const open = async (user: EmulatorUser, lastEventId?: string) => {
    const stream = await new FetchedEventStream().open(`${server.url}/api/list/events`, {
      authorization: `Bearer ${user.idToken}`,
      ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }),
    });
    streams.push(stream);
    return stream;
  };

  beforeAll(async () => {
    server = await createTestApp();
    lists = server.app.get(MediaListService);
    alice = await createEmulatorUser({ email: `alice-${randomUUID()}@example.com`, name: 'Alice' });
    bob = await createEmulatorUser({ email: `bob-${randomUUID()}@example.com`, name: 'Bob' });
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  it.each<[string, { authorization?: string }, string]>([
    ['no token', {}, 'auth/missing_token'],
    ['a token that is not a JWT', { authorization: 'Bearer nope' }, 'auth/invalid_token'],
  ])('refuses %s with 401 and the error shape', async (_case, options, code) => {
    const answer = await callApi(server.url, 'GET', '/api/list/events', options);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: { code, message: expect.any(String) } });
  });

  it('sends every device of the user each change of their list, and nothing to anyone else', async () => {
    const phone = await open(alice);
    const laptop = await open(alice);
    const other = await open(bob);
    expect([phone.status, laptop.status, other.status]).toEqual([200, 200, 200]);

    const saved = await lists.save(alice.uid, { mediaId: JUJUTSU, status: 'CURRENT', progress: 3 });
    for (const device of [phone, laptop]) {
      expect(await device.next('saved')).toEqual({
        id: expect.any(String),
        event: 'saved',
        data: { entry: saved },
      });
    }
    const user = await lists.setListPublic(alice.uid, true);
    expect((await phone.next('user')).data).toEqual({ user });
    await lists.remove(alice.uid, saved.id);
    expect((await laptop.next('deleted')).data).toEqual({
      entry: { id: saved.id, mediaId: JUJUTSU, revision: saved.revision + 1 },
    });
    expect(other.events()).toEqual([]);
  });

  it('replays what a device missed after its Last-Event-ID, then streams on', async () => {
    const first = await open(alice);
    const before = await lists.save(alice.uid, { mediaId: FRIEREN, status: 'PLANNING' });
    await first.next('saved');
    const lastEventId = first.lastEventId as string;
    first.close();

    const missed = await lists.save(alice.uid, { mediaId: FRIEREN, progress: 1 });
    const again = await open(alice, lastEventId);
    expect(await again.next('saved')).toMatchObject({ data: { entry: missed } });
    expect(missed.revision).toBe(before.revision + 1);
    const later = await lists.save(alice.uid, { mediaId: FRIEREN, scoreRaw: 75 });
    expect(await again.next('saved')).toMatchObject({ data: { entry: later } });
  });

  it('resets a device naming an id this server never gave', async () => {
    const stream = await open(alice, 'not-an-id.5');
    expect(await stream.next('reset')).toMatchObject({ event: 'reset', data: {} });
  });
});

describe.each(databaseTargets().filter((target) => target.name === 'postgres'))(
  'GET /api/list/events on two instances sharing $name and Redis',
  ({ env }) => {
    let first: TestApp;
    let second: TestApp;
    let fan: EmulatorUser;
    const streams: FetchedEventStream[] = [];

    const open = async (server: TestApp) => {
      const stream = await new FetchedEventStream().open(`${server.url}/api/list/events`, {
        authorization: `Bearer ${fan.idToken}`,
      });
      streams.push(stream);
      return stream;
    };

    beforeAll(async () => {
      first = await createTestApp({ ...env, REDIS_URL: TEST_REDIS_URL });
      second = await createTestApp({ ...env, REDIS_URL: TEST_REDIS_URL });
      fan = await createEmulatorUser({ email: `fan-${randomUUID()}@example.com`, name: 'Fan' });
    }, 60_000);

    afterAll(async () => {
      for (const stream of streams) stream.close();
      await first?.close();
      await second?.close();
    });

    it('answers a list read on one instance with a change made through the other', async () => {
      const onSecond = second.app.get(MediaListService);
      const user = await onSecond.viewer(fan.uid, 'Fan');
      const laptop = await open(second);
      expect(await onSecond.entries({ uid: fan.uid }, user.id, { mediaIds: [FRIEREN] })).toEqual([]);
      const saved = await first.app.get(MediaListService).save(fan.uid, { mediaId: FRIEREN, progress: 1 });
      await laptop.next('saved');
      expect(await onSecond.entries({ uid: fan.uid }, user.id, { mediaIds: [FRIEREN] })).toEqual([saved]);
      expect(await onSecond.entry({ uid: fan.uid }, user.id, FRIEREN)).toEqual(saved);
    });

    it('sends a change made through one instance to the devices connected to the other', async () => {
      const phone = await open(first);
      const laptop = await open(second);
      const saved = await first.app.get(MediaListService).save(fan.uid, { mediaId: JUJUTSU, progress: 2 });
      expect((await laptop.next('saved')).data).toEqual({ entry: saved });
      expect((await phone.next('saved')).data).toEqual({ entry: saved });
      const removed = await second.app.get(MediaListService).remove(fan.uid, saved.id);
      expect((await phone.next('deleted')).data).toEqual({
        entry: { id: removed.id, mediaId: JUJUTSU, revision: removed.revision + 1 },
      });
    });
  },
);
