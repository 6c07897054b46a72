// Live thread events (SSE) through the real app: every kind of event with its id, resuming after
// Last-Event-ID, nothing of a hidden comment for anyone, and across two instances on PostgreSQL + Redis.
import { randomInt, randomUUID } from 'node:crypto';
import type { ReactionSummary, ThreadComment, ThreadKey } from '@anifan/contract';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  TEST_REDIS_URL,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { CommentModeration } from './comment-moderation';
import { EventStream } from './testing/event-stream';

const episode = (): ThreadKey => `episode:${randomInt(1, 2_000_000_000)}:${randomInt(1, 100)}`;
const account = (name: string) =>
  createEmulatorUser({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, name });

/** A comment as events carry it: nobody's own, no one's reactions. */
const broadcast = (comment: ThreadComment): ThreadComment => ({
  ...comment,
  mine: false,
  myReactions: [],
  replies: comment.replies.map(broadcast),
});

async function write(
  server: TestApp,
  user: EmulatorUser,
  method: string,
  path: string,
  body?: unknown,
): Promise<unknown> {
  const answer = await callApi(server.url, method, path, { token: user.idToken, body });
  expect(answer.status).toBeLessThan(300);
  return answer.json;
}

const eventsUrl = (server: TestApp, thread: ThreadKey) =>
  `${server.url}/api/comments/events?thread=${encodeURIComponent(thread)}`;

describe('live thread events on one instance', () => {
  let server: TestApp;
  let alice: EmulatorUser;
  let bob: EmulatorUser;
  const streams: EventStream[] = [];

  beforeAll(async () => {
    server = await createTestApp({ REPORT_HIDE_THRESHOLD: '1' });
    [alice, bob] = await Promise.all([account('Alice'), account('Bob')]);
  });

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
  });

  async function listen(thread: ThreadKey, headers: Record<string, string> = {}): Promise<EventStream> {
    const stream = await EventStream.open(eventsUrl(server, thread), headers);
    streams.push(stream);
    return stream;
  }

  it('streams created, updated, reactions, hidden, restored and deleted, of the listened thread only', async () => {
    const thread = episode();
    const stream = await listen(thread);
    const other = await listen(episode());
    expect(stream.status).toBe(200);

    const top = (await write(server, alice, 'POST', '/api/comments', {
      thread,
      commentText: '一番',
    })) as ThreadComment;
    expect(await stream.next()).toEqual({ event: 'created', data: broadcast(top) });
    const reply = (await write(server, bob, 'POST', '/api/comments', {
      thread,
      commentText: '返信',
      parentId: top.commentId,
    })) as ThreadComment;
    expect(await stream.next()).toEqual({ event: 'created', data: broadcast(reply) });

    const edited = (await write(server, alice, 'PUT', `/api/comments/${top.commentId}`, {
      commentText: '編集',
      spoiler: true,
    })) as ThreadComment;
    expect(await stream.next()).toEqual({ event: 'updated', data: broadcast(edited) });

    const reacted = (await write(
      server,
      bob,
      'PUT',
      `/api/comments/${top.commentId}/reactions/laugh`,
    )) as ReactionSummary;
    expect(reacted.change).toEqual({ userId: reply.userId, reaction: 'laugh', added: true });
    expect(await stream.next()).toEqual({
      event: 'reactions',
      data: { ...reacted, myReactions: [] },
    });
    // A reaction given again changes nothing and sends nothing: the next event is the report's.
    await write(server, bob, 'PUT', `/api/comments/${top.commentId}/reactions/laugh`);

    // One report hides it here (REPORT_HIDE_THRESHOLD=1): its id alone goes out, and its edits and new
    // replies go nowhere until it is restored.
    await write(server, bob, 'POST', '/api/reports', { commentId: top.commentId, reason: 'spoiler' });
    expect(await stream.next()).toEqual({ event: 'hidden', data: { commentId: top.commentId } });
    await write(server, alice, 'PUT', `/api/comments/${top.commentId}`, { commentText: '隠れて編集' });
    const hiddenReply = (await write(server, alice, 'POST', '/api/comments', {
      thread,
      commentText: '隠れた返信',
      parentId: top.commentId,
    })) as ThreadComment;
    const restored = await server.app.get(CommentModeration).restore(top.commentId);
    const event = await stream.next();
    expect(event.event).toBe('restored');
    expect(event.data).toMatchObject({
      commentId: top.commentId,
      commentText: '隠れて編集',
      hidden: null,
      mine: false,
      replies: [
        expect.objectContaining({ commentId: reply.commentId }),
        expect.objectContaining({ commentId: hiddenReply.commentId }),
      ],
    });
    expect(restored.comment.hidden).toBeNull();

    await write(server, alice, 'DELETE', `/api/comments/${top.commentId}`);
    expect(await stream.next()).toEqual({ event: 'deleted', data: { commentId: top.commentId } });
    expect(stream.pending()).toBe(0);
    expect(other.pending()).toBe(0);
  });

  it('sends a reconnecting client what it missed after the id it names, and a reset for an unknown id', async () => {
    const thread = episode();
    const first = await listen(thread);
    const one = (await write(server, alice, 'POST', '/api/comments', {
      thread,
      commentText: 'one',
    })) as ThreadComment;
    await first.next();
    first.close();
    await first.ended;
    const two = (await write(server, alice, 'POST', '/api/comments', {
      thread,
      commentText: 'two',
    })) as ThreadComment;
    const back = await listen(thread, { 'last-event-id': first.lastEventId as string });
    expect(await back.next()).toEqual({ event: 'created', data: broadcast(two) });
    expect(one.commentId).toBeLessThan(two.commentId);
    const unknown = await listen(thread, { 'last-event-id': 'elsewhere.5' });
    expect(await unknown.next()).toEqual({ event: 'reset', data: {} });
  });

  it('answers 400 to a thread that is not one', async () => {
    const answer = await callApi(server.url, 'GET', '/api/comments/events?thread=character:abc');
    expect(answer.status).toBe(400);
  });
});

describe('thread events across two instances sharing PostgreSQL and Redis', () => {
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

  it('streams on each instance what was written through the other', async () => {
    const thread = episode();
    const onFirst = await EventStream.open(eventsUrl(first, thread));
    const onSecond = await EventStream.open(eventsUrl(second, thread));
    streams.push(onFirst, onSecond);

    const created = (await write(first, author, 'POST', '/api/comments', {
      thread,
      commentText: 'from first',
    })) as ThreadComment;
    expect(await onSecond.next()).toEqual({ event: 'created', data: broadcast(created) });
    expect(await onFirst.next()).toEqual({ event: 'created', data: broadcast(created) });

    const reacted = (await write(
      second,
      author,
      'PUT',
      `/api/comments/${created.commentId}/reactions/heart`,
    )) as ReactionSummary;
    expect(await onFirst.next()).toEqual({ event: 'reactions', data: { ...reacted, myReactions: [] } });
    expect(await onSecond.next()).toEqual({ event: 'reactions', data: { ...reacted, myReactions: [] } });

    await second.app.get(CommentModeration).hide(created.commentId);
    expect(await onFirst.next()).toEqual({ event: 'hidden', data: { commentId: created.commentId } });
    expect(await onSecond.next()).toEqual({ event: 'hidden', data: { commentId: created.commentId } });

    const listed = await callApi(first.url, 'GET', `/api/comments?thread=${encodeURIComponent(thread)}`);
    expect(listed.json).toEqual({ thread, comments: [], nextBefore: null });
  });
});
