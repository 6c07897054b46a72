// CommentModeration, what the moderators' endpoints call, against the real app on SQLite and
// PostgreSQL: the queue, hiding and restoring (with the character comment API's cached list kept right), the
// automatic hide's audit entry, and the uid behind a pseudonymous id.
import { randomUUID } from 'node:crypto';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { characterThread, type CommentView, type ThreadComment, type ThreadPage } from '@anifan/contract';
import { AuditLog } from '../audit';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  uniqueCharacterId,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { Comment } from './comment.entity';
import { CommentModeration } from './comment-moderation';
import { publicUserId } from './public-user-id';

const account = (name: string) =>
  createEmulatorUser({ email: `${name.toLowerCase()}-${randomUUID()}@example.com`, name });

describe.each(databaseTargets())('CommentModeration on $name', ({ env }) => {
  let server: TestApp;
  let moderation: CommentModeration;
  let alice: EmulatorUser;
  let bob: EmulatorUser;
  let carol: EmulatorUser;

  beforeAll(async () => {
    server = await createTestApp({ ...env, REPORT_HIDE_THRESHOLD: '2' });
    moderation = server.app.get(CommentModeration);
    [alice, bob, carol] = await Promise.all([account('Alice'), account('Bob'), account('Carol')]);
  });

  afterAll(() => server?.close());

  const create = async (user: EmulatorUser, body: Record<string, unknown>) =>
    (await callApi(server.url, 'POST', '/api/comments', { token: user.idToken, body })).json as ThreadComment;
  const report = (user: EmulatorUser, commentId: number, reason = 'abuse', text?: string) =>
    callApi(server.url, 'POST', '/api/reports', { token: user.idToken, body: { commentId, reason, text } });
  const specList = async (characterId: number) =>
    (
      (await callApi(server.url, 'GET', `/api/characterComment/all/${characterId}`)).json as CommentView[]
    ).map((comment) => comment.commentId);
  const threadIds = async (thread: string) =>
    (
      (await callApi(server.url, 'GET', `/api/comments?thread=${encodeURIComponent(thread)}`))
        .json as ThreadPage
    ).comments.map((comment) => comment.commentId);

  it('hides a comment from the thread and from the character API’s cached list, and restores it with its reports cleared', async () => {
    const characterId = uniqueCharacterId();
    const thread = characterThread(characterId);
    const top = await create(alice, { thread, commentText: '問題のコメント' });
    expect(await specList(characterId)).toEqual([top.commentId]);
    expect((await report(bob, top.commentId, 'abuse', 'ひどい')).status).toBe(201);

    const hidden = await moderation.hide(top.commentId);
    expect(hidden.comment).toMatchObject({ commentId: top.commentId, hidden: 'moderation', mine: false });
    expect(hidden.reports).toEqual([
      {
        reporterId: publicUserId(bob.uid, 'demo-anifan'),
        reason: 'abuse',
        text: 'ひどい',
        createdAt: expect.any(String),
      },
    ]);
    expect(hidden.authorUid).toBe(alice.uid);
    expect(await specList(characterId)).toEqual([]);
    expect(await threadIds(thread)).toEqual([]);

    const restored = await moderation.restore(top.commentId);
    expect(restored.comment.hidden).toBeNull();
    expect(restored.reports).toEqual([]);
    expect(await specList(characterId)).toEqual([top.commentId]);
    expect(await threadIds(thread)).toEqual([top.commentId]);
    // Its reports were cleared: reporting starts again from none.
    expect((await report(bob, top.commentId)).status).toBe(201);
  });

  it('lists reported and hidden comments newest first, by pages, each with the comment it replies to', async () => {
    const thread = characterThread(uniqueCharacterId());
    const parent = await create(alice, { thread, commentText: '親コメント' });
    const reply = await create(bob, { thread, commentText: '返信で通報される', parentId: parent.commentId });
    const hiddenOnly = await create(bob, { thread, commentText: '非表示だけ' });
    await create(bob, { thread, commentText: '何もない' });
    await report(carol, reply.commentId, 'spam');
    await moderation.hide(hiddenOnly.commentId);

    const first = await moderation.queue({ limit: 1 });
    expect(first.items.map((item) => item.comment.commentId)).toEqual([hiddenOnly.commentId]);
    expect(first.nextBefore).toBe(hiddenOnly.commentId);
    const second = await moderation.queue({ before: first.nextBefore as number, limit: 1 });
    expect(second.items[0]).toMatchObject({
      comment: { commentId: reply.commentId, parentId: parent.commentId, replies: [] },
      parent: { commentId: parent.commentId, parentId: null },
      reports: [{ reason: 'spam', text: null }],
    });
    await moderation.restore(hiddenOnly.commentId);
    expect((await moderation.queue({})).items.map((item) => item.comment.commentId)).not.toContain(
      hiddenOnly.commentId,
    );
  });

  it('writes an auto_hide audit entry when reports hide a comment', async () => {
    const top = await create(alice, {
      thread: characterThread(uniqueCharacterId()),
      commentText: '自動で隠れる',
    });
    await report(bob, top.commentId);
    await report(carol, top.commentId);
    const { entries } = await server.app.get(AuditLog).page({ limit: 10 });
    expect(entries.find((entry) => entry.commentId === top.commentId)).toMatchObject({
      action: 'auto_hide',
      moderatorUid: null,
      targetUid: alice.uid,
    });
    expect(
      (await moderation.queue({})).items.find((item) => item.comment.commentId === top.commentId)?.comment
        .hidden,
    ).toBe('reports');
  });

  it('answers not found for a comment that does not exist', async () => {
    await expect(moderation.hide(2_000_000_000)).rejects.toMatchObject({ code: 'comment/not_found' });
    await expect(moderation.restore(2_000_000_000)).rejects.toMatchObject({ code: 'comment/not_found' });
  });

  it('finds the uid behind a pseudonymous id, also of comments written before authors were kept', async () => {
    expect(await moderation.authorUidOf(publicUserId(alice.uid, 'demo-anifan'))).toBe(alice.uid);
    expect(await moderation.authorUidOf('nobody')).toBeNull();
    const comments = server.app.get<Repository<Comment>>(getRepositoryToken(Comment));
    const uid = `before-authors-${randomUUID()}`;
    await comments.insert(
      comments.create({
        thread: 'episode:1:1',
        parentId: null,
        authorUid: uid,
        authorName: '昔の人',
        authorPhotoUrl: null,
        text: '昔のコメント',
        spoiler: false,
        hiddenReason: null,
        hiddenAt: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      }),
    );
    // A fresh app: its one look through older comments has not happened yet.
    const fresh = await createTestApp({ ...env, DATA_DIR: server.config.dataDir });
    try {
      expect(await fresh.app.get(CommentModeration).authorUidOf(publicUserId(uid, 'demo-anifan'))).toBe(uid);
    } finally {
      await fresh.close();
    }
  });
});
