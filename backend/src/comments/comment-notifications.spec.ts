// What discussions tell a comment's author through お知らせ, through the real app on SQLite and
// PostgreSQL: a reply (not their own, not from someone they muted), the reactions summarised in one
// unread notification per comment, and a moderator's or the reports' hiding and the restoring.
import { randomInt, randomUUID } from 'node:crypto';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  type NotificationPage,
  type NotificationView,
  type ThreadComment,
  type ThreadKey,
} from '@anifan/contract';
import { NotificationEvents, type NotificationChange } from '../notifications';
import {
  callApi,
  createEmulatorUser,
  createModeratorUser,
  createTestApp,
  databaseTargets,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { SPOILER_EXCERPT } from './comment-notifications';

const run = randomUUID().slice(0, 8);
const account = (name: string) =>
  createEmulatorUser({ email: `${name}-${run}-${randomUUID().slice(0, 6)}@example.com`, name });
const episodeThread = (): ThreadKey => `episode:${randomInt(1, 2_000_000_000)}:${randomInt(1, 1000)}`;

describe.each(databaseTargets())('comment notifications on $name', ({ env }) => {
  let server: TestApp;
  let moderator: EmulatorUser;
  const changes: NotificationChange[] = [];

  const call = async (user: EmulatorUser, method: string, path: string, body?: unknown) => {
    const answer = await callApi(server.url, method, path, { token: user.idToken, body });
    expect(answer.status).toBeLessThan(300);
    return answer.json;
  };
  const post = (user: EmulatorUser, thread: ThreadKey, commentText: string, extra: object = {}) =>
    call(user, 'POST', '/api/comments', { thread, commentText, ...extra }) as Promise<ThreadComment>;
  const notifications = async (user: EmulatorUser): Promise<NotificationView[]> =>
    ((await call(user, 'GET', '/api/notifications')) as NotificationPage).items;
  const react = (user: EmulatorUser, comment: ThreadComment, reaction: string) =>
    call(user, 'PUT', `/api/comments/${comment.commentId}/reactions/${reaction}`);

  beforeAll(async () => {
    // Two reports hide a comment.
    server = await createTestApp({ ...env, REPORT_HIDE_THRESHOLD: '2' });
    server.app.get(NotificationEvents).all.subscribe((change) => changes.push(change));
    moderator = await createModeratorUser({ email: `moderator-${run}@example.com`, name: 'Mod' });
  }, 60_000);

  afterAll(() => server?.close());

  describe('返信', () => {
    it('tells the author of the comment replied to, with the reply’s excerpt, and nobody else', async () => {
      const [author, replier] = await Promise.all([account('author'), account('Bob')]);
      const thread = episodeThread();
      const comment = await post(author, thread, '最終回の作画がすごかった');
      const text = `わかる、特に戦闘シーン ${'！'.repeat(80)}`;
      const reply = await post(replier, thread, text, { parentId: comment.commentId });

      const [notification, ...others] = await notifications(author);
      expect(others).toEqual([]);
      expect(notification).toEqual({
        id: expect.any(Number),
        kind: 'reply',
        subject: {
          kind: 'reply',
          thread,
          commentId: comment.commentId,
          replyId: reply.commentId,
          authorName: 'Bob',
          excerpt: `${[...text].slice(0, 59).join('')}…`,
        },
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        read: false,
      });
      expect(await notifications(replier)).toEqual([]);
      expect(changes).toContainEqual({
        uid: author.uid,
        event: { type: 'created', notification, unread: 1 },
      });
    });

    it('does not tell the author of their own reply, nor of a reply from someone they muted', async () => {
      const [author, muted, other] = await Promise.all([
        account('author'),
        account('muted'),
        account('other'),
      ]);
      const thread = episodeThread();
      const comment = await post(author, thread, '感想スレ');
      await post(author, thread, '自分で補足', { parentId: comment.commentId });
      const mutedComment = await post(muted, episodeThread(), 'ミュートされる人');
      await call(author, 'PUT', `/api/mutes/${mutedComment.userId}`);
      await post(muted, thread, 'ミュート中の返信', { parentId: comment.commentId });
      expect(await notifications(author)).toEqual([]);
      await post(other, thread, 'ほかの人の返信', { parentId: comment.commentId });
      expect((await notifications(author)).map((item) => item.subject)).toEqual([
        expect.objectContaining({ kind: 'reply', excerpt: 'ほかの人の返信' }),
      ]);
    });

    it('hides a ネタバレ reply’s text, and stores nothing when the author turned replies off', async () => {
      const [author, replier] = await Promise.all([account('author'), account('replier')]);
      const thread = episodeThread();
      const comment = await post(author, thread, '考察');
      await post(replier, thread, '犯人は○○', { parentId: comment.commentId, spoiler: true });
      expect((await notifications(author))[0]?.subject).toMatchObject({ excerpt: SPOILER_EXCERPT });

      await call(author, 'PUT', '/api/notifications/settings', {
        ...DEFAULT_NOTIFICATION_SETTINGS,
        kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, reply: { inApp: false, push: false } },
      });
      await post(replier, thread, 'もう一つ', { parentId: comment.commentId });
      expect(await notifications(author)).toHaveLength(1);
    });
  });

  describe('リアクション', () => {
    it('gathers reactions in one unread notification per comment, then starts a new one once read', async () => {
      const [author, bob, carol, dave, muted] = await Promise.all([
        account('author'),
        account('bob'),
        account('carol'),
        account('dave'),
        account('muted'),
      ]);
      const thread = episodeThread();
      const comment = await post(author, thread, '今週の神回');
      const other = await post(author, thread, '別のコメント');
      const mutedComment = await post(muted, episodeThread(), 'ミュートされる人');
      await call(author, 'PUT', `/api/mutes/${mutedComment.userId}`);

      await react(bob, comment, 'like');
      const [first] = await notifications(author);
      expect(first?.subject).toEqual({
        kind: 'reaction',
        thread,
        commentId: comment.commentId,
        count: 1,
        reactions: ['like'],
        excerpt: '今週の神回',
      });
      await react(carol, comment, 'laugh');
      await react(bob, comment, 'heart');
      await react(author, comment, 'cry');
      await react(muted, comment, 'surprise');
      const gathered = await notifications(author);
      expect(gathered).toHaveLength(1);
      expect(gathered[0]).toMatchObject({
        id: first?.id,
        read: false,
        subject: { count: 2, reactions: ['like', 'laugh', 'heart'] },
      });
      expect(changes).toContainEqual({
        uid: author.uid,
        event: { type: 'updated', notification: gathered[0], unread: 1 },
      });

      await react(carol, other, 'like');
      expect((await notifications(author)).map((item) => item.subject)).toEqual([
        expect.objectContaining({ commentId: other.commentId, count: 1 }),
        expect.objectContaining({ commentId: comment.commentId, count: 2 }),
      ]);

      await call(author, 'PUT', `/api/notifications/${first?.id}/read`);
      await react(dave, comment, 'like');
      const [newest, , old] = await notifications(author);
      expect(newest).toMatchObject({
        read: false,
        subject: { commentId: comment.commentId, count: 1, reactions: ['like'] },
      });
      expect(newest?.id).not.toBe(first?.id);
      expect(old).toMatchObject({ id: first?.id, read: true, subject: { count: 2 } });
    });

    it('tells nobody of a reaction to one’s own comment', async () => {
      const author = await account('author');
      const comment = await post(author, episodeThread(), '自分で押す');
      await react(author, comment, 'like');
      expect(await notifications(author)).toEqual([]);
    });
  });

  describe('モデレーション', () => {
    it('tells the author when a moderator hides their comment and when it is restored', async () => {
      const author = await account('author');
      const comment = await post(author, episodeThread(), 'ちょっと言い過ぎたコメント');
      await call(moderator, 'POST', `/api/moderation/comments/${comment.commentId}/hide`, { reason: '暴言' });
      await call(moderator, 'POST', `/api/moderation/comments/${comment.commentId}/restore`, {
        reason: '問題なし',
      });
      expect((await notifications(author)).map((item) => item.subject)).toEqual([
        {
          kind: 'moderation',
          thread: comment.thread,
          commentId: comment.commentId,
          action: 'restored',
          excerpt: 'ちょっと言い過ぎたコメント',
        },
        expect.objectContaining({ kind: 'moderation', action: 'hidden' }),
      ]);
    });

    it('tells the author when reports hide their comment', async () => {
      const [author, first, second] = await Promise.all([
        account('author'),
        account('first'),
        account('second'),
      ]);
      const comment = await post(author, episodeThread(), '通報されるコメント');
      await call(first, 'POST', '/api/reports', { commentId: comment.commentId, reason: 'abuse' });
      expect(await notifications(author)).toEqual([]);
      await call(second, 'POST', '/api/reports', { commentId: comment.commentId, reason: 'spam' });
      expect((await notifications(author)).map((item) => item.subject)).toEqual([
        expect.objectContaining({ kind: 'moderation', action: 'hidden', commentId: comment.commentId }),
      ]);
    });
  });
});
