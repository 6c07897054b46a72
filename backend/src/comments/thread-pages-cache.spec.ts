// The kept guest pages of threads through the real app: every kind of change shown to the very next
// read on the writing instance and, once its event arrived, on another; 304s; and no signed-in viewer
// ever answered a guest's page.
import { randomInt, randomUUID } from 'node:crypto';
import { get } from 'node:http';
import { filter, firstValueFrom } from 'rxjs';
import type { ThreadComment, ThreadKey, ThreadPage } from '@anifan/contract';
import {
  callApi,
  createEmulatorUser,
  createModeratorUser,
  createTestApp,
  databaseTargets,
  TEST_REDIS_URL,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { CommentModeration } from './comment-moderation';
import { ThreadEventsService, type ThreadEvent } from './thread-events.service';
import { ThreadPageCache } from './thread-page-cache';

const episode = (): ThreadKey => `episode:${randomInt(1, 2_000_000_000)}:${randomInt(1, 100)}`;
const account = (name: string) =>
  createEmulatorUser({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, name });

interface Read {
  status: number;
  etag: string | null;
  cacheControl: string | null;
  vary: string | null;
  page: ThreadPage;
}

/** A page as `viewer` (a guest without one) reads it; `before` for a page further back. */
async function read(
  server: TestApp,
  thread: ThreadKey,
  options: { viewer?: EmulatorUser; before?: number } = {},
): Promise<Read> {
  const before = options.before === undefined ? '' : `&before=${options.before}`;
  const answer = await callApi(
    server.url,
    'GET',
    `/api/comments?thread=${encodeURIComponent(thread)}${before}`,
    {
      token: options.viewer?.idToken,
    },
  );
  return {
    status: answer.status,
    etag: answer.headers.get('etag'),
    cacheControl: answer.headers.get('cache-control'),
    vary: answer.headers.get('vary'),
    page: answer.json as ThreadPage,
  };
}

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

/** What a guest sees of a page: each comment's text, its reaction counts, and its replies' texts. */
const summary = ({ page }: Read) =>
  page.comments.map((comment) => ({
    text: comment.commentText,
    likes: comment.reactions.like,
    replies: comment.replies.map((reply) => reply.commentText),
  }));

/** A conditional GET as a browser's cache revalidates (fetch() would add `Cache-Control: no-cache`). */
function revalidate(server: TestApp, thread: ThreadKey, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = `${server.url}/api/comments?thread=${encodeURIComponent(thread)}`;
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', reject);
  });
}

/** Resolves when `server` has heard its next `type` event of `thread` (its page cache hears it first). */
function heard(server: TestApp, thread: ThreadKey, type: ThreadEvent['type']): Promise<ThreadEvent> {
  return firstValueFrom(
    server.app
      .get(ThreadEventsService)
      .all.pipe(filter((event) => event.thread === thread && event.type === type)),
  );
}

/** The changes of a thread, in order, each with what a guest's first page then shows. */
function changes(alice: EmulatorUser, bob: EmulatorUser) {
  let top: ThreadComment;
  // Each run's own texts: the same text again from the same author would be refused as a repeat.
  const run = randomUUID().slice(0, 8);
  const [first, reply, edited] = [`一番 ${run}`, `返信 ${run}`, `一番（編集） ${run}`];
  return [
    {
      type: 'created' as const,
      change: async (server: TestApp, thread: ThreadKey) => {
        top = (await write(server, alice, 'POST', '/api/comments', {
          thread,
          commentText: first,
        })) as ThreadComment;
      },
      shows: [{ text: first, likes: 0, replies: [] }],
    },
    {
      type: 'created' as const,
      change: (server: TestApp, thread: ThreadKey) =>
        write(server, bob, 'POST', '/api/comments', { thread, commentText: reply, parentId: top.commentId }),
      shows: [{ text: first, likes: 0, replies: [reply] }],
    },
    {
      type: 'updated' as const,
      change: (server: TestApp) =>
        write(server, alice, 'PUT', `/api/comments/${top.commentId}`, { commentText: edited }),
      shows: [{ text: edited, likes: 0, replies: [reply] }],
    },
    {
      type: 'reactions' as const,
      change: (server: TestApp) => write(server, bob, 'PUT', `/api/comments/${top.commentId}/reactions/like`),
      shows: [{ text: edited, likes: 1, replies: [reply] }],
    },
    {
      type: 'reactions' as const,
      change: (server: TestApp) =>
        write(server, bob, 'DELETE', `/api/comments/${top.commentId}/reactions/like`),
      shows: [{ text: edited, likes: 0, replies: [reply] }],
    },
    {
      type: 'hidden' as const,
      change: (server: TestApp) => server.app.get(CommentModeration).hide(top.commentId),
      shows: [],
    },
    {
      type: 'restored' as const,
      change: (server: TestApp) => server.app.get(CommentModeration).restore(top.commentId),
      shows: [{ text: edited, likes: 0, replies: [reply] }],
    },
    {
      type: 'deleted' as const,
      change: (server: TestApp) => write(server, alice, 'DELETE', `/api/comments/${top.commentId}`),
      shows: [],
    },
  ];
}

/** Beyond any id, so this page (another key) holds the same comments as the first. */
const FAR_BEFORE = 2_000_000_000;

let alice: EmulatorUser;
let bob: EmulatorUser;

beforeAll(async () => {
  [alice, bob] = await Promise.all([account('Alice'), account('Bob')]);
});

describe.each(databaseTargets())('kept guest thread pages on one instance ($name)', ({ env }) => {
  let server: TestApp;

  beforeAll(async () => {
    server = await createTestApp(env);
  }, 60_000);

  afterAll(async () => {
    await server?.close();
  });

  it('shows each change of the thread to the very next guest read of each of its pages', async () => {
    const thread = episode();
    const cache = server.app.get(ThreadPageCache);
    for (const { change, shows } of [{ change: async () => undefined, shows: [] }, ...changes(alice, bob)]) {
      // Both pages are kept before the change, so the reads after it prove they were dropped.
      await read(server, thread);
      await read(server, thread, { before: FAR_BEFORE });
      expect(cache.peek({ thread })).not.toBeNull();
      expect(cache.peek({ thread, before: FAR_BEFORE })).not.toBeNull();
      await change(server, thread);
      expect(summary(await read(server, thread))).toEqual(shows);
      expect(summary(await read(server, thread, { before: FAR_BEFORE }))).toEqual(shows);
    }
  });

  it('shows a change to the next read even before the change’s own event comes back', async () => {
    const thread = episode();
    const publish = jest.spyOn(server.app.get(ThreadEventsService), 'publish').mockResolvedValue();
    try {
      for (const { change, shows } of changes(alice, bob)) {
        await read(server, thread);
        await change(server, thread);
        expect(summary(await read(server, thread))).toEqual(shows);
      }
    } finally {
      publish.mockRestore();
    }
  });

  it('answers 304 to a guest whose copy is current, and the new page once it changed', async () => {
    const thread = episode();
    await write(server, alice, 'POST', '/api/comments', { thread, commentText: 'one' });
    const first = await read(server, thread);
    expect(first.etag).toMatch(/^W\/"[0-9a-f]+-[A-Za-z0-9+/]{27}"$/);
    expect(first.vary).toBe('Authorization');
    expect(first.cacheControl).toBeNull();
    expect(await revalidate(server, thread, first.etag ?? '')).toBe(304);

    await write(server, bob, 'POST', '/api/comments', { thread, commentText: 'two' });
    expect(await revalidate(server, thread, first.etag ?? '')).toBe(200);
    const changed = await read(server, thread);
    expect(changed.page.comments.map((comment) => comment.commentText)).toEqual(['two', 'one']);
    expect(changed.etag).not.toBe(first.etag);
  });

  it('never answers a signed-in viewer with the guest’s page: mine, their reactions, their hidden comment, their mutes', async () => {
    const thread = episode();
    const [carol, muter] = await Promise.all([account('Carol'), account('Muter')]);
    const moderator = await createModeratorUser({ email: `mod-${randomUUID()}@example.com`, name: 'Mod' });
    const byAlice = (await write(server, alice, 'POST', '/api/comments', {
      thread,
      commentText: 'by alice',
    })) as ThreadComment;
    const byCarol = (await write(server, carol, 'POST', '/api/comments', {
      thread,
      commentText: 'by carol',
    })) as ThreadComment;
    await write(server, bob, 'PUT', `/api/comments/${byAlice.commentId}/reactions/heart`);
    await write(server, muter, 'PUT', `/api/mutes/${byAlice.userId}`);
    await server.app.get(CommentModeration).hide(byCarol.commentId);

    // The guest's page is kept first, so each signed-in read below could wrongly be served it.
    const guest = await read(server, thread);
    expect(
      guest.page.comments.map((comment) => [comment.commentText, comment.mine, comment.myReactions]),
    ).toEqual([['by alice', false, []]]);
    expect(server.app.get(ThreadPageCache).peek({ thread })).not.toBeNull();

    const asAlice = await read(server, thread, { viewer: alice });
    expect(asAlice.page.comments.map((comment) => [comment.commentText, comment.mine])).toEqual([
      ['by alice', true],
    ]);
    const asBob = await read(server, thread, { viewer: bob });
    expect(asBob.page.comments.map((comment) => comment.myReactions)).toEqual([['heart']]);
    const asCarol = await read(server, thread, { viewer: carol });
    expect(asCarol.page.comments.map((comment) => [comment.commentText, comment.hidden])).toEqual([
      ['by carol', 'moderation'],
      ['by alice', null],
    ]);
    const asMuter = await read(server, thread, { viewer: muter });
    expect(asMuter.page.comments).toEqual([]);
    const asModerator = await read(server, thread, { viewer: moderator });
    expect(asModerator.page.comments.map((comment) => comment.commentText)).toEqual(['by carol', 'by alice']);
    for (const answer of [asAlice, asBob, asCarol, asMuter, asModerator]) {
      expect(answer.status).toBe(200);
      expect(answer.etag).toBeNull();
      expect(answer.cacheControl).toBe('private, no-cache');
      expect(answer.vary).toBe('Authorization');
    }
  });

  it('refuses a bad token and a bad query as before, kept page or not', async () => {
    const thread = episode();
    await read(server, thread);
    const badToken = await callApi(server.url, 'GET', `/api/comments?thread=${encodeURIComponent(thread)}`, {
      authorization: 'Bearer not-a-token',
    });
    expect(badToken.status).toBe(401);
    expect((badToken.json as { error: { code: string } }).error.code).toBe('auth/invalid_token');
    const badQuery = await callApi(server.url, 'GET', '/api/comments?thread=character:abc');
    expect(badQuery.status).toBe(400);
    expect((badQuery.json as { error: { code: string } }).error.code).toBe('request/invalid');
  });
});

describe('kept guest thread pages on two instances sharing PostgreSQL and Redis', () => {
  const postgres = databaseTargets().find((target) => target.name === 'postgres');
  let first: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    if (!postgres) throw new Error('PostgreSQL at 127.0.0.1:5432 is required for the scale-out tests');
    const env = { ...postgres.env, REDIS_URL: TEST_REDIS_URL };
    first = await createTestApp(env);
    second = await createTestApp(env);
  }, 60_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('drops the other instance’s kept pages on each kind of change, once its event arrives', async () => {
    const thread = episode();
    for (const { type, change, shows } of changes(alice, bob)) {
      for (const server of [first, second]) {
        await read(server, thread);
        await read(server, thread, { before: FAR_BEFORE });
        // Redis is up, so both instances really answer from memory from now on.
        expect(server.app.get(ThreadPageCache).peek({ thread })).not.toBeNull();
      }
      const arrived = heard(second, thread, type);
      await change(first, thread);
      expect(summary(await read(first, thread))).toEqual(shows);
      await arrived;
      expect(summary(await read(second, thread))).toEqual(shows);
      expect(summary(await read(second, thread, { before: FAR_BEFORE }))).toEqual(shows);
    }
  });
});
