// Who may do what with discussions, as a table: every endpoint of the thread API (and the character comment API's
// character comment writes) for a guest, another signed-in user, the comment's author (a muted author:
// every fixture's author is muted by its muter), the user who muted that author, the author suspended,
// a moderator and a removed moderator, on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { characterThread, type ThreadComment, type ThreadPage } from '@anifan/contract';
import { UserSuspensions } from '../auth';
import {
  callApi,
  createEmulatorUser,
  createModeratorUser,
  createTestApp,
  databaseTargets,
  setEmulatorClaims,
  uniqueCharacterId,
  type ApiAnswer,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { CommentModeration } from './comment-moderation';
import { publicUserId } from './public-user-id';

const ACTORS = ['guest', 'user', 'author', 'muter', 'suspended', 'moderator', 'removedModerator'] as const;
type Actor = (typeof ACTORS)[number];

/** One comment by `author` in a character's thread of its own; `muter` muted `author`. */
interface Fixture {
  author: EmulatorUser;
  muter: EmulatorUser;
  characterId: number;
  target: ThreadComment;
}

/** A status, or for the reads of the target comment: whether the actor receives it. */
type Expected = number | boolean;

interface Case {
  /** What the actor does to the fixture. */
  act: (call: Caller, fixture: Fixture) => Promise<ApiAnswer | boolean>;
  expected: Record<Actor, Expected>;
}

type Caller = (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

const statuses = (
  guest: Expected,
  user: Expected,
  author: Expected,
  muter: Expected,
  suspended: Expected,
  moderator: Expected,
  removedModerator: Expected,
): Record<Actor, Expected> => ({ guest, user, author, muter, suspended, moderator, removedModerator });

const listed = async (call: Caller, { target }: Fixture) => {
  const answer = await call('GET', `/api/comments?thread=${encodeURIComponent(target.thread)}`);
  return (answer.json as ThreadPage).comments.some((comment) => comment.commentId === target.commentId);
};

const CASES: Record<string, Case> = {
  'listThread: receives the comment': {
    act: listed,
    expected: statuses(true, true, true, false, true, true, true),
  },
  'listThread: receives it once hidden': {
    act: listed,
    expected: statuses(false, false, true, false, true, true, false),
  },
  createThreadComment: {
    act: (call, { target }) =>
      call('POST', '/api/comments', { thread: target.thread, commentText: `新しい ${randomUUID()}` }),
    expected: statuses(401, 201, 201, 201, 403, 201, 201),
  },
  'createThreadComment (reply)': {
    act: (call, { target }) =>
      call('POST', '/api/comments', {
        thread: target.thread,
        commentText: `返信 ${randomUUID()}`,
        parentId: target.commentId,
      }),
    expected: statuses(401, 201, 201, 201, 403, 201, 201),
  },
  updateThreadComment: {
    act: (call, { target }) => call('PUT', `/api/comments/${target.commentId}`, { commentText: '編集' }),
    expected: statuses(401, 403, 200, 403, 403, 403, 403),
  },
  deleteThreadComment: {
    act: (call, { target }) => call('DELETE', `/api/comments/${target.commentId}`),
    expected: statuses(401, 403, 200, 403, 403, 403, 403),
  },
  putReaction: {
    act: (call, { target }) => call('PUT', `/api/comments/${target.commentId}/reactions/like`),
    expected: statuses(401, 200, 200, 200, 403, 200, 200),
  },
  deleteReaction: {
    act: (call, { target }) => call('DELETE', `/api/comments/${target.commentId}/reactions/like`),
    expected: statuses(401, 200, 200, 200, 403, 200, 200),
  },
  threadEvents: {
    act: async (call, { target }) =>
      call('HEAD', `/api/comments/events?thread=${encodeURIComponent(target.thread)}`),
    expected: statuses(200, 200, 200, 200, 200, 200, 200),
  },
  reportComment: {
    act: (call, { target }) => call('POST', '/api/reports', { commentId: target.commentId, reason: 'abuse' }),
    expected: statuses(401, 201, 400, 201, 400, 201, 201),
  },
  listMutes: {
    act: (call) => call('GET', '/api/mutes'),
    expected: statuses(401, 200, 200, 200, 200, 200, 200),
  },
  putMute: {
    act: (call, { author }) => call('PUT', `/api/mutes/${publicUserId(author.uid, 'demo-anifan')}`),
    expected: statuses(401, 200, 400, 200, 400, 200, 200),
  },
  deleteMute: {
    act: (call, { author }) => call('DELETE', `/api/mutes/${publicUserId(author.uid, 'demo-anifan')}`),
    expected: statuses(401, 204, 204, 204, 204, 204, 204),
  },
  'processComment (character API create)': {
    act: (call, { characterId }) =>
      call('POST', '/api/characterComment/process', { commentId: 0, characterId, commentText: 'キャラAPI' }),
    expected: statuses(401, 201, 201, 201, 403, 201, 201),
  },
  'processComment (character API update)': {
    act: (call, { characterId, target }) =>
      call('POST', '/api/characterComment/process', {
        commentId: target.commentId,
        characterId,
        commentText: 'キャラAPI 編集',
      }),
    expected: statuses(401, 403, 200, 403, 403, 403, 403),
  },
  'deleteComment (character API)': {
    act: (call, { target }) => call('DELETE', `/api/characterComment/delete/${target.commentId}`),
    expected: statuses(401, 403, 200, 403, 403, 403, 403),
  },
};

const ROWS = Object.entries(CASES).flatMap(([endpoint, { act, expected }]) =>
  ACTORS.map((actor) => ({ endpoint, actor, act, expected: expected[actor] })),
);

const run = randomUUID().slice(0, 8);
const account = (name: string) =>
  createEmulatorUser({ email: `${name}-${run}-${randomUUID().slice(0, 6)}@example.com`, name });

describe.each(databaseTargets())('discussions access on $name', ({ env }) => {
  let server: TestApp;
  let user: EmulatorUser;
  let moderator: EmulatorUser;
  let removedModerator: EmulatorUser;

  beforeAll(async () => {
    server = await createTestApp(env);
    const removedEmail = `removed-${run}-${randomUUID().slice(0, 6)}@example.com`;
    [user, moderator] = await Promise.all([
      account('user'),
      createModeratorUser({ email: `moderator-${run}-${randomUUID().slice(0, 6)}@example.com`, name: 'Mod' }),
    ]);
    const removed = await createModeratorUser({ email: removedEmail, name: 'Removed' });
    await setEmulatorClaims(removed.uid, null);
    removedModerator = await createEmulatorUser({ email: removedEmail, name: 'Removed' });
  });

  afterAll(() => server?.close());

  async function fixture(hidden: boolean): Promise<Fixture> {
    const [author, muter] = await Promise.all([account('author'), account('muter')]);
    const characterId = uniqueCharacterId();
    const created = await callApi(server.url, 'POST', '/api/comments', {
      token: author.idToken,
      body: { thread: characterThread(characterId), commentText: `対象 ${randomUUID()}` },
    });
    const target = created.json as ThreadComment;
    const muted = await callApi(server.url, 'PUT', `/api/mutes/${target.userId}`, { token: muter.idToken });
    expect(muted.status).toBe(200);
    if (hidden) await server.app.get(CommentModeration).hide(target.commentId);
    return { author, muter, characterId, target };
  }

  it.each(ROWS)('$endpoint as $actor: $expected', async ({ endpoint, actor, act, expected }) => {
    const fixed = await fixture(endpoint.includes('hidden'));
    if (actor === 'suspended') {
      await server.app.get(UserSuspensions).suspend(fixed.author.uid, '1d', 'テスト', moderator.uid);
    }
    const tokens: Record<Actor, string | undefined> = {
      guest: undefined,
      user: user.idToken,
      author: fixed.author.idToken,
      muter: fixed.muter.idToken,
      suspended: fixed.author.idToken,
      moderator: moderator.idToken,
      removedModerator: removedModerator.idToken,
    };
    const call: Caller = (method, path, body) =>
      callApi(server.url, method, path, { token: tokens[actor], body });
    const outcome = await act(call, fixed);
    if (typeof outcome === 'boolean') {
      expect(outcome).toBe(expected);
      return;
    }
    expect(outcome.status).toBe(expected);
    if (actor === 'suspended' && expected === 403) {
      expect(outcome.json).toMatchObject({ error: { code: 'user/suspended' } });
    }
  });
});
