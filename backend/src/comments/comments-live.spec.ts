// Live comment events (SSE) through the real app: in-process on one instance, the cap on open streams,
// and across two instances on PostgreSQL + Redis.
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { EVENT_STREAM_LIMITS, MAX_STREAMS_PER_CLIENT, type EventStreamLimits } from '../http';
import {
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  TEST_REDIS_URL,
  uniqueCharacterId,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import type { CharacterId, CommentView, PublicComment } from '@anifan/contract';
import { CommentStreams } from './comment-streams';
import { EventStream } from './testing/event-stream';
import { COMMENT_WRITE_LIMIT } from './comments.service';

const publicPart = ({ mine: _mine, ...comment }: CommentView): PublicComment => comment;

async function account(name: string): Promise<EmulatorUser> {
  return createEmulatorUser({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, name });
}

async function post(
  server: TestApp,
  user: EmulatorUser,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${server.url}/api/characterComment/process`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.idToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function remove(server: TestApp, user: EmulatorUser, commentId: number): Promise<number> {
  const response = await fetch(`${server.url}/api/characterComment/delete/${commentId}`, {
    method: 'DELETE',
    headers: { authorization: `Bearer ${user.idToken}` },
  });
  await response.arrayBuffer();
  return response.status;
}

const eventsUrl = (server: TestApp, characterId: CharacterId) =>
  `${server.url}/api/characterComment/events/${encodeURIComponent(characterId)}`;

describe('live comment events on one instance (in-process)', () => {
  let server: TestApp;
  let author: EmulatorUser;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    server = await createTestApp();
    author = await account('Streamer');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  async function listen(characterId: CharacterId): Promise<EventStream> {
    const stream = await EventStream.open(eventsUrl(server, characterId));
    streams.push(stream);
    return stream;
  }

  it('streams created, updated and deleted events of the listened character only', async () => {
    const characterId = uniqueCharacterId();
    const other = uniqueCharacterId();
    const stream = await listen(characterId);
    const otherStream = await listen(other);
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.headers.get('cache-control')).toContain('no-cache');

    const created = (await post(server, author, { commentId: 0, characterId, commentText: 'hello' }))
      .json as CommentView;
    expect(await stream.next()).toEqual({ event: 'created', data: publicPart(created) });

    const updated = (
      await post(server, author, { commentId: created.commentId, characterId, commentText: 'edited' })
    ).json as CommentView;
    expect(await stream.next()).toEqual({ event: 'updated', data: publicPart(updated) });

    expect(await remove(server, author, created.commentId)).toBe(200);
    expect(await stream.next()).toEqual({ event: 'deleted', data: publicPart(updated) });

    const elsewhere = (await post(server, author, { commentId: 0, characterId: other, commentText: 'other' }))
      .json as CommentView;
    expect(await otherStream.next()).toEqual({ event: 'created', data: publicPart(elsewhere) });
    expect(stream.pending()).toBe(0);
  });

  it('sends nothing for refused writes', async () => {
    const characterId = uniqueCharacterId();
    const stream = await listen(characterId);
    const created = (await post(server, author, { commentId: 0, characterId, commentText: 'mine' }))
      .json as CommentView;
    expect((await stream.next()).event).toBe('created');
    const intruder = await account('Intruder');
    expect(
      (await post(server, intruder, { commentId: created.commentId, characterId, commentText: 'x' })).status,
    ).toBe(403);
    expect(await remove(server, intruder, created.commentId)).toBe(403);
    await expect(stream.next(500)).rejects.toThrow('no event');
  });

  it.each(['c'.repeat(201), 'gojo', '012', '0', '2147483648'])(
    'refuses the character id %j with a JSON 400 instead of a stream',
    async (raw) => {
      const response = await fetch(`${server.url}/api/characterComment/events/${raw}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'request/invalid', message: expect.any(String) },
      });
    },
  );

  it('releases the subscription when the client disconnects', async () => {
    const live = server.app.get(CommentStreams);
    const before = live.openStreams;
    const stream = await EventStream.open(eventsUrl(server, uniqueCharacterId()));
    expect(live.openStreams).toBe(before + 1);
    stream.close();
    await stream.ended;
    for (let waited = 0; live.openStreams > before && waited < 2000; waited += 20) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(live.openStreams).toBe(before);
  });

  it('sends a reconnecting client what it missed, after the id it names', async () => {
    const characterId = uniqueCharacterId();
    const first = await listen(characterId);
    const created = (await post(server, author, { commentId: 0, characterId, commentText: 'seen' }))
      .json as CommentView;
    expect(await first.next()).toEqual({ event: 'created', data: publicPart(created) });
    first.close();
    await first.ended;

    const updated = (
      await post(server, author, { commentId: created.commentId, characterId, commentText: 'missed' })
    ).json as CommentView;
    const again = await EventStream.open(eventsUrl(server, characterId), {
      'last-event-id': first.lastEventId as string,
    });
    streams.push(again);
    expect(await again.next()).toEqual({ event: 'updated', data: publicPart(updated) });
    expect(again.pending()).toBe(0);

    const unknown = await EventStream.open(eventsUrl(server, characterId), { 'last-event-id': 'stale.1' });
    streams.push(unknown);
    expect(await unknown.next()).toEqual({ event: 'reset', data: {} });
  });

  it('answers HEAD at once with the stream’s status and headers, no body and no subscription', async () => {
    const live = server.app.get(CommentStreams);
    const before = live.openStreams;
    const started = Date.now();
    const answer = await new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
      const request = httpRequest(eventsUrl(server, uniqueCharacterId()), { method: 'HEAD' }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
        );
      });
      request.setTimeout(2000, () => request.destroy(new Error('HEAD was not answered within 2 s')));
      request.on('error', reject);
      request.end();
    });
    expect(answer).toEqual({ status: 200, type: 'text/event-stream; charset=utf-8', body: '' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(live.openStreams).toBe(before);
  });

  it('ends open streams when the application shuts down', async () => {
    const own = await createTestApp();
    const stream = await EventStream.open(eventsUrl(own, uniqueCharacterId()));
    await own.close();
    await expect(stream.ended).resolves.toBeUndefined();
  });
});

describe('the cap on open event streams', () => {
  let server: TestApp;
  let author: EmulatorUser;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    // One proxy hop trusted, so each test client is the address it names in X-Forwarded-For.
    server = await createTestApp({ TRUST_PROXY: '1' });
    author = await account('Capped');
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  const from = (address: string) => ({ 'x-forwarded-for': address });

  async function listen(characterId: CharacterId, address: string): Promise<EventStream> {
    const stream = await EventStream.open(eventsUrl(server, characterId), from(address));
    streams.push(stream);
    return stream;
  }

  async function expectRefused(response: Response): Promise<void> {
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: { code: 'rate_limit/exceeded', message: expect.any(String) },
    });
  }

  it(`refuses a client’s stream beyond ${MAX_STREAMS_PER_CLIENT} with a 429 and keeps its open ones streaming`, async () => {
    const characterId = uniqueCharacterId();
    const open: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i += 1) open.push(await listen(characterId, '203.0.113.1'));
    expect(open.map((stream) => stream.status)).toEqual(Array(MAX_STREAMS_PER_CLIENT).fill(200));

    await expectRefused(await fetch(eventsUrl(server, characterId), { headers: from('203.0.113.1') }));
    // The chat's stream counts against the same cap.
    await expectRefused(
      await fetch(`${server.url}/api/chat/stream`, {
        method: 'POST',
        headers: { ...from('203.0.113.1'), 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'こんにちは' }),
      }),
    );
    // Another client is not affected.
    expect((await listen(characterId, '203.0.113.2')).status).toBe(200);

    const created = (await post(server, author, { commentId: 0, characterId, commentText: 'still live' }))
      .json as CommentView;
    for (const stream of open)
      expect(await stream.next()).toEqual({ event: 'created', data: publicPart(created) });
  });

  it('frees a client’s slot when one of its streams closes', async () => {
    const characterId = uniqueCharacterId();
    const open: EventStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_CLIENT; i += 1) open.push(await listen(characterId, '203.0.113.3'));
    await expectRefused(await fetch(eventsUrl(server, characterId), { headers: from('203.0.113.3') }));

    open[0]!.close();
    await open[0]!.ended;
    let status = 0;
    for (let waited = 0; status !== 200 && waited < 2000; waited += 20) {
      const attempt = await fetch(eventsUrl(server, characterId), { headers: from('203.0.113.3') });
      status = attempt.status;
      await attempt.body?.cancel();
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
  });

  it('refuses any client’s stream once the instance holds its cap', async () => {
    const own = await createTestApp({ TRUST_PROXY: '1' });
    const held: EventStream[] = [];
    try {
      own.app.get<symbol, EventStreamLimits>(EVENT_STREAM_LIMITS).perInstance = 2;
      const url = eventsUrl(own, uniqueCharacterId());
      held.push(await EventStream.open(url, from('198.51.100.1')));
      held.push(await EventStream.open(url, from('198.51.100.2')));
      await expectRefused(await fetch(url, { headers: from('198.51.100.3') }));
    } finally {
      for (const stream of held) stream.close();
      await own.close();
    }
  });
});

describe('two instances sharing PostgreSQL and Redis', () => {
  const postgres = databaseTargets().find((target) => target.name === 'postgres');
  let first: TestApp;
  let second: TestApp;
  let author: EmulatorUser;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    if (!postgres) throw new Error('PostgreSQL at 127.0.0.1:5432 is required for the scale-out tests');
    const env = { ...postgres.env, REDIS_URL: TEST_REDIS_URL };
    first = await createTestApp(env);
    second = await createTestApp(env);
    author = await account('Scaler');
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await first?.close();
    await second?.close();
  });

  async function listen(server: TestApp, characterId: CharacterId): Promise<EventStream> {
    const stream = await EventStream.open(eventsUrl(server, characterId));
    streams.push(stream);
    return stream;
  }

  it('reads and streams live on one instance what was written through the other', async () => {
    const characterId = uniqueCharacterId();
    const onFirst = await listen(first, characterId);
    const onSecond = await listen(second, characterId);

    const created = (await post(first, author, { commentId: 0, characterId, commentText: 'from first' }))
      .json as CommentView;
    expect(await onSecond.next()).toEqual({ event: 'created', data: publicPart(created) });
    expect(await onFirst.next()).toEqual({ event: 'created', data: publicPart(created) });

    const listed = await fetch(`${second.url}/api/characterComment/all/${characterId}`, {
      headers: { authorization: `Bearer ${author.idToken}` },
    });
    expect(await listed.json()).toEqual([created]);

    const updated = (
      await post(second, author, { commentId: created.commentId, characterId, commentText: 'from second' })
    ).json as CommentView;
    expect(await onFirst.next()).toEqual({ event: 'updated', data: publicPart(updated) });
    expect(await onSecond.next()).toEqual({ event: 'updated', data: publicPart(updated) });

    expect(await remove(first, author, created.commentId)).toBe(200);
    expect(await onSecond.next()).toEqual({ event: 'deleted', data: publicPart(updated) });
    expect(await onFirst.next()).toEqual({ event: 'deleted', data: publicPart(updated) });
  });

  it('gives ids of the serving instance, so one from the other instance asks for a reset', async () => {
    const characterId = uniqueCharacterId();
    const onSecond = await listen(second, characterId);
    const created = (await post(first, author, { commentId: 0, characterId, commentText: 'one' }))
      .json as CommentView;
    expect(await onSecond.next()).toEqual({ event: 'created', data: publicPart(created) });
    onSecond.close();
    await onSecond.ended;
    const heardBySecond = onSecond.lastEventId as string;

    const updated = (
      await post(first, author, { commentId: created.commentId, characterId, commentText: 'two' })
    ).json as CommentView;
    const backOnSecond = await EventStream.open(eventsUrl(second, characterId), {
      'last-event-id': heardBySecond,
    });
    streams.push(backOnSecond);
    expect(await backOnSecond.next()).toEqual({ event: 'updated', data: publicPart(updated) });

    const movedToFirst = await EventStream.open(eventsUrl(first, characterId), {
      'last-event-id': heardBySecond,
    });
    streams.push(movedToFirst);
    expect(await movedToFirst.next()).toEqual({ event: 'reset', data: {} });
  });

  it('holds the write rate limit across both instances', async () => {
    const busy = await account('Busy');
    const characterId = uniqueCharacterId();
    const statuses: number[] = [];
    for (let i = 0; i < COMMENT_WRITE_LIMIT; i += 1) {
      const server = i % 2 === 0 ? first : second;
      statuses.push((await post(server, busy, { commentId: 0, characterId, commentText: `#${i}` })).status);
    }
    expect(statuses).toEqual(Array(COMMENT_WRITE_LIMIT).fill(201));
    for (const server of [first, second]) {
      const refused = await post(server, busy, { commentId: 0, characterId, commentText: 'too many' });
      expect(refused.status).toBe(429);
    }
  });
});
