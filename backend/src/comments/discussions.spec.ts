// The discussion endpoints through the real app over HTTP, with real Auth-emulator ID tokens, on SQLite
// and PostgreSQL: threads and replies, edits, reactions, reports, mutes, abuse limits, keyset pages,
// and the character comment API reading the same store.
import { randomInt, randomUUID } from 'node:crypto';
import { getRepositoryToken } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import {
  characterThread,
  type CommentView,
  type MutedAuthor,
  type ReactionSummary,
  type ThreadComment,
  type ThreadKey,
  type ThreadPage,
} from '@anifan/contract';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  uniqueCharacterId,
  type ApiAnswer,
  type ApiCallOptions,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { Comment } from './comment.entity';
import { publicUserId } from './public-user-id';

interface ErrorBody {
  error: { code: string; message: string };
}

const run = randomUUID().slice(0, 8);
const emails: string[] = [];

async function account(name: string): Promise<EmulatorUser & { email: string }> {
  const email = `${name.toLowerCase()}-${run}-${randomUUID().slice(0, 6)}@example.com`;
  emails.push(email);
  return { ...(await createEmulatorUser({ email, name })), email };
}

const episodeOf = (): ThreadKey => `episode:${randomInt(1, 2_000_000_000)}:${randomInt(1, 1000)}`;

describe.each(databaseTargets())('discussions API on $name', ({ env }) => {
  let server: TestApp;
  let alice: EmulatorUser;
  let bob: EmulatorUser;

  async function call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    const answer = await callApi(server.url, method, path, options);
    for (const email of emails) expect(answer.text).not.toContain(email);
    expect(answer.status).toBeLessThan(500);
    return answer;
  }

  const post = (user: EmulatorUser, body: Record<string, unknown>) =>
    call('POST', '/api/comments', { token: user.idToken, body });
  const created = async (user: EmulatorUser, body: Record<string, unknown>): Promise<ThreadComment> => {
    const answer = await post(user, body);
    expect(answer.status).toBe(201);
    return answer.json as ThreadComment;
  };
  const page = async (thread: string, user?: EmulatorUser, query = ''): Promise<ThreadPage> => {
    const answer = await call('GET', `/api/comments?thread=${encodeURIComponent(thread)}${query}`, {
      token: user?.idToken,
    });
    expect(answer.status).toBe(200);
    return answer.json as ThreadPage;
  };
  const ids = (comments: ThreadComment[]) => comments.map((comment) => comment.commentId);
  const errorCode = (answer: ApiAnswer) => (answer.json as ErrorBody).error.code;
  const publicId = (user: EmulatorUser) => publicUserId(user.uid, 'demo-anifan');

  beforeAll(async () => {
    server = await createTestApp({ ...env, NG_WORDS: '禁止ワード, BadWord' });
    [alice, bob] = await Promise.all([account('Alice'), account('Bob')]);
  });

  afterAll(() => server?.close());

  it('creates a comment in an episode thread and lists it, newest first, with its replies oldest first', async () => {
    const thread = episodeOf();
    const first = await created(alice, { thread, commentText: '第1話よかった' });
    expect(first).toEqual({
      commentId: expect.any(Number),
      thread,
      parentId: null,
      userId: publicId(alice),
      authorName: 'Alice',
      authorPhotoURL: null,
      commentText: '第1話よかった',
      spoiler: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      reactions: { like: 0, laugh: 0, cry: 0, surprise: 0, heart: 0 },
      myReactions: [],
      mine: true,
      hidden: null,
      replies: [],
    });
    const second = await created(bob, { thread, commentText: 'ネタバレ注意', spoiler: true });
    const reply1 = await created(bob, { thread, commentText: '同感', parentId: first.commentId });
    const reply2 = await created(alice, { thread, commentText: 'ですよね', parentId: first.commentId });

    const guest = await page(thread);
    expect(ids(guest.comments)).toEqual([second.commentId, first.commentId]);
    expect(guest.nextBefore).toBeNull();
    expect(guest.comments[0]?.spoiler).toBe(true);
    expect(ids(guest.comments[1]?.replies ?? [])).toEqual([reply1.commentId, reply2.commentId]);
    expect(guest.comments.every((comment) => !comment.mine)).toBe(true);
    const mine = await page(thread, alice);
    expect(mine.comments.map((comment) => comment.mine)).toEqual([false, true]);
    expect(mine.comments[1]?.replies.map((reply) => reply.mine)).toEqual([false, true]);
  });

  it('refuses a reply to a reply, or to a comment of another thread, and one to a comment that does not exist', async () => {
    const thread = episodeOf();
    const top = await created(alice, { thread, commentText: '親' });
    const reply = await created(bob, { thread, commentText: '子', parentId: top.commentId });
    const nested = await post(alice, { thread, commentText: '孫', parentId: reply.commentId });
    expect([nested.status, errorCode(nested)]).toEqual([400, 'comment/invalid_parent']);
    const elsewhere = await post(alice, { thread: episodeOf(), commentText: '別', parentId: top.commentId });
    expect([elsewhere.status, errorCode(elsewhere)]).toEqual([400, 'comment/invalid_parent']);
    const missing = await post(alice, { thread, commentText: '無', parentId: 2_000_000_000 });
    expect([missing.status, errorCode(missing)]).toEqual([404, 'comment/not_found']);
  });

  it('lets the author edit text and ネタバレ, nobody else; and delete a comment with its replies', async () => {
    const thread = episodeOf();
    const top = await created(alice, { thread, commentText: '最初' });
    await created(bob, { thread, commentText: '返信', parentId: top.commentId });
    const edited = await call('PUT', `/api/comments/${top.commentId}`, {
      token: alice.idToken,
      body: { commentText: '編集後', spoiler: true },
    });
    expect(edited.status).toBe(200);
    expect(edited.json).toMatchObject({ commentText: '編集後', spoiler: true, mine: true });
    expect((edited.json as ThreadComment).replies).toHaveLength(1);
    const byBob = await call('PUT', `/api/comments/${top.commentId}`, {
      token: bob.idToken,
      body: { commentText: '乗っ取り' },
    });
    expect([byBob.status, errorCode(byBob)]).toEqual([403, 'auth/forbidden']);
    const bobDeletes = await call('DELETE', `/api/comments/${top.commentId}`, { token: bob.idToken });
    expect(bobDeletes.status).toBe(403);
    const deleted = await call('DELETE', `/api/comments/${top.commentId}`, { token: alice.idToken });
    expect([deleted.status, deleted.json]).toEqual([200, { deleted: true, commentId: top.commentId }]);
    expect((await page(thread)).comments).toEqual([]);
    const again = await call('DELETE', `/api/comments/${top.commentId}`, { token: alice.idToken });
    expect([again.status, errorCode(again)]).toEqual([404, 'comment/not_found']);
  });

  it('counts one reaction of each kind per user, idempotently', async () => {
    const thread = episodeOf();
    const top = await created(alice, { thread, commentText: 'リアクションして' });
    const react = (user: EmulatorUser, method: 'PUT' | 'DELETE', reaction: string) =>
      call(method, `/api/comments/${top.commentId}/reactions/${reaction}`, { token: user.idToken });
    await react(bob, 'PUT', 'like');
    const twice = await react(bob, 'PUT', 'like');
    expect(twice.status).toBe(200);
    expect(twice.json).toEqual<ReactionSummary>({
      commentId: top.commentId,
      reactions: { like: 1, laugh: 0, cry: 0, surprise: 0, heart: 0 },
      myReactions: ['like'],
    });
    await react(bob, 'PUT', 'heart');
    const alices = (await react(alice, 'PUT', 'like')).json as ReactionSummary;
    expect(alices.reactions).toMatchObject({ like: 2, heart: 1 });
    expect(alices.myReactions).toEqual(['like']);
    const listed = await page(thread, bob);
    expect(listed.comments[0]?.reactions).toMatchObject({ like: 2, heart: 1 });
    expect(listed.comments[0]?.myReactions).toEqual(['like', 'heart']);
    expect((await page(thread)).comments[0]?.myReactions).toEqual([]);
    const taken = (await react(bob, 'DELETE', 'like')).json as ReactionSummary;
    expect(taken.reactions.like).toBe(1);
    expect((await react(bob, 'DELETE', 'like')).status).toBe(200);
    const unknown = await react(bob, 'PUT', 'angry');
    expect([unknown.status, errorCode(unknown)]).toEqual([400, 'request/invalid']);
    const missing = await call('PUT', '/api/comments/2000000000/reactions/like', { token: bob.idToken });
    expect(missing.status).toBe(404);
  });

  it('hides a comment reported by three users from everyone but its author, and refuses own and repeated reports', async () => {
    const character = uniqueCharacterId();
    const thread = characterThread(character);
    const top = await created(alice, { thread, commentText: '通報される' });
    const report = (user: EmulatorUser, reason = 'spam') =>
      call('POST', '/api/reports', { token: user.idToken, body: { commentId: top.commentId, reason } });
    const own = await report(alice);
    expect([own.status, errorCode(own)]).toEqual([400, 'report/own_comment']);
    const reported = await report(bob, 'spoiler');
    expect(reported.status).toBe(201);
    expect(reported.json).toEqual({
      commentId: top.commentId,
      reason: 'spoiler',
      createdAt: expect.any(String),
    });
    const duplicate = await report(bob);
    expect([duplicate.status, errorCode(duplicate)]).toEqual([409, 'report/duplicate']);
    const [carol, dave] = await Promise.all([account('Carol'), account('Dave')]);
    expect((await report(carol, 'abuse')).status).toBe(201);
    expect(ids((await page(thread)).comments)).toEqual([top.commentId]);
    expect((await report(dave, 'other')).status).toBe(201);

    expect((await page(thread)).comments).toEqual([]);
    expect((await page(thread, bob)).comments).toEqual([]);
    const authors = await page(thread, alice);
    expect(authors.comments.map((comment) => comment.hidden)).toEqual(['reports']);
    // The character comment API's list shows a hidden comment to nobody.
    const spec = await call('GET', `/api/characterComment/all/${character}`, { token: alice.idToken });
    expect(spec.json).toEqual([]);
    expect(spec.text).not.toContain('通報される');
    // Only its author reaches it now.
    const bobReacts = await call('PUT', `/api/comments/${top.commentId}/reactions/like`, {
      token: bob.idToken,
    });
    expect(bobReacts.status).toBe(404);
    const bobReplies = await post(bob, { thread, commentText: '返信', parentId: top.commentId });
    expect(bobReplies.status).toBe(404);
    const edit = await call('PUT', `/api/comments/${top.commentId}`, {
      token: alice.idToken,
      body: { commentText: '直しました' },
    });
    expect(edit.json).toMatchObject({ hidden: 'reports', commentText: '直しました' });
  });

  it('mutes and unmutes an author: their comments and replies leave the muter’s answers only', async () => {
    const [muter, noisy] = await Promise.all([account('Muter'), account('Noisy')]);
    const character = uniqueCharacterId();
    const thread = characterThread(character);
    const loud = await created(noisy, { thread, commentText: 'うるさい' });
    const calm = await created(alice, { thread, commentText: '静か' });
    await created(noisy, { thread, commentText: '返信もうるさい', parentId: calm.commentId });

    const self = await call('PUT', `/api/mutes/${publicId(muter)}`, { token: muter.idToken });
    expect([self.status, errorCode(self)]).toEqual([400, 'mute/self']);
    const unknown = await call('PUT', '/api/mutes/nobody-writes-as-this', { token: muter.idToken });
    expect([unknown.status, errorCode(unknown)]).toEqual([404, 'user/not_found']);
    const muted = await call('PUT', `/api/mutes/${publicId(noisy)}`, { token: muter.idToken });
    expect(muted.status).toBe(200);
    expect(muted.json).toEqual<MutedAuthor>({
      userId: publicId(noisy),
      authorName: 'Noisy',
      authorPhotoURL: null,
      mutedAt: expect.any(String),
    });
    expect((await call('PUT', `/api/mutes/${publicId(noisy)}`, { token: muter.idToken })).json).toEqual(
      muted.json,
    );
    expect((await call('GET', '/api/mutes', { token: muter.idToken })).json).toEqual([muted.json]);

    const muters = await page(thread, muter);
    expect(ids(muters.comments)).toEqual([calm.commentId]);
    expect(muters.comments[0]?.replies).toEqual([]);
    expect(ids((await page(thread, bob)).comments)).toEqual([calm.commentId, loud.commentId]);
    const spec = await call('GET', `/api/characterComment/all/${character}`, { token: muter.idToken });
    expect((spec.json as CommentView[]).map((comment) => comment.commentText)).toEqual(['静か']);

    const unmuted = await call('DELETE', `/api/mutes/${publicId(noisy)}`, { token: muter.idToken });
    expect(unmuted.status).toBe(204);
    expect((await call('DELETE', `/api/mutes/${publicId(noisy)}`, { token: muter.idToken })).status).toBe(
      204,
    );
    expect((await call('GET', '/api/mutes', { token: muter.idToken })).json).toEqual([]);
    expect(ids((await page(thread, muter)).comments)).toEqual([calm.commentId, loud.commentId]);
  });

  it('leaves a muted author’s reactions out of the muter’s counts only', async () => {
    const [muter, noisy] = await Promise.all([account('Muter'), account('Noisy')]);
    const thread = episodeOf();
    const top = await created(alice, { thread, commentText: 'いいねして' });
    // Only an author who wrote something can be muted.
    await created(noisy, { thread, commentText: '書いてからいいね' });
    const react = (user: EmulatorUser, method: 'PUT' | 'DELETE', reaction: string) =>
      call(method, `/api/comments/${top.commentId}/reactions/${reaction}`, { token: user.idToken });
    expect((await call('PUT', `/api/mutes/${publicId(noisy)}`, { token: muter.idToken })).status).toBe(200);
    const noisys = (await react(noisy, 'PUT', 'like')).json as ReactionSummary;
    expect(noisys.change).toEqual({ userId: publicId(noisy), reaction: 'like', added: true });
    expect((await react(noisy, 'PUT', 'like')).json).not.toHaveProperty('change');
    await react(bob, 'PUT', 'like');

    const likes = async (user?: EmulatorUser) =>
      (await page(thread, user)).comments.find((comment) => comment.commentId === top.commentId)?.reactions
        .like;
    expect(await likes(muter)).toBe(1);
    expect(await likes(bob)).toBe(2);
    expect(await likes()).toBe(2);
    const muters = (await react(muter, 'PUT', 'like')).json as ReactionSummary;
    expect([muters.reactions.like, muters.myReactions]).toEqual([2, ['like']]);
    expect(muters.change).toEqual({ userId: publicId(muter), reaction: 'like', added: true });
    expect(((await react(bob, 'PUT', 'like')).json as ReactionSummary).reactions.like).toBe(3);
    const taken = (await react(muter, 'DELETE', 'like')).json as ReactionSummary;
    expect([taken.reactions.like, taken.change?.added]).toEqual([1, false]);
    expect((await react(muter, 'DELETE', 'like')).json).not.toHaveProperty('change');
  });

  it('refuses the same text again, too many links and NG words, with Japanese messages', async () => {
    const writer = await account('Writer');
    const thread = episodeOf();
    await created(writer, { thread, commentText: '同じ文' });
    const again = await post(writer, { thread: episodeOf(), commentText: '同じ文' });
    expect([again.status, errorCode(again)]).toEqual([409, 'comment/duplicate']);
    expect((await post(bob, { thread, commentText: '同じ文' })).status).toBe(201);
    const links = 'https://a.example http://b.example https://c.example';
    const tooMany = await post(writer, { thread, commentText: links });
    expect([tooMany.status, errorCode(tooMany)]).toEqual([400, 'comment/too_many_links']);
    expect((tooMany.json as ErrorBody).error.message).toBe('リンクは1つのコメントに2個までです。');
    expect((await post(writer, { thread, commentText: 'https://a.example https://b.example' })).status).toBe(
      201,
    );
    const ng = await post(writer, { thread, commentText: 'これはＢＡＤＷＯＲＤです' });
    expect([ng.status, errorCode(ng)]).toEqual([400, 'comment/ng_word']);
    expect((ng.json as ErrorBody).error.message).toMatch(/使用できない言葉/);
    // The character comment API's processComment keeps accepting repeats, but not too many links nor NG words.
    const spec = (commentText: string) =>
      call('POST', '/api/characterComment/process', {
        token: writer.idToken,
        body: { commentId: 0, characterId: uniqueCharacterId(), commentText },
      });
    expect((await spec('繰り返し')).status).toBe(201);
    expect((await spec('繰り返し')).status).toBe(201);
    expect(errorCode(await spec(links))).toBe('comment/too_many_links');
    expect(errorCode(await spec('禁止ワード'))).toBe('comment/ng_word');
  });

  it.each([
    ['no thread', ''],
    ['a thread that is not one', '?thread=movie:1'],
    ['episode 0', '?thread=episode:1:0'],
    ['a limit over 100', `?thread=episode:1:1&limit=101`],
    ['a before that is not a number', `?thread=episode:1:1&before=abc`],
  ])('answers 400 to a page query with %s', async (_case, query) => {
    const answer = await call('GET', `/api/comments${query}`);
    expect([answer.status, errorCode(answer)]).toEqual([400, 'request/invalid']);
  });

  it('shows one store through both APIs: a character’s thread is its character API list', async () => {
    const character = uniqueCharacterId();
    const viaSpec = await call('POST', '/api/characterComment/process', {
      token: alice.idToken,
      body: { commentId: 0, characterId: character, commentText: 'キャラAPIから' },
    });
    expect(viaSpec.status).toBe(201);
    const viaThread = await created(bob, { thread: characterThread(character), commentText: '新APIから' });
    await created(alice, {
      thread: characterThread(character),
      commentText: '返信',
      parentId: viaThread.commentId,
    });
    const threadPage = await page(characterThread(character));
    expect(ids(threadPage.comments)).toEqual([viaThread.commentId, (viaSpec.json as CommentView).commentId]);
    const spec = await call('GET', `/api/characterComment/all/${character}`);
    // Replies belong to the thread view only.
    expect((spec.json as CommentView[]).map((comment) => comment.commentText)).toEqual([
      'キャラAPIから',
      '新APIから',
    ]);
    const deleted = await call('DELETE', `/api/characterComment/delete/${viaThread.commentId}`, {
      token: bob.idToken,
    });
    expect(deleted.status).toBe(200);
    expect(ids((await page(characterThread(character))).comments)).toEqual([
      (viaSpec.json as CommentView).commentId,
    ]);
  });

  it('pages back through a 1,200-comment thread to its first comment', async () => {
    const thread = episodeOf();
    const comments = server.app.get<Repository<Comment>>(getRepositoryToken(Comment));
    const at = new Date();
    for (let start = 0; start < 1200; start += 100) {
      await comments.insert(
        Array.from({ length: 100 }, (_, i) =>
          comments.create({
            thread,
            parentId: null,
            authorUid: alice.uid,
            authorName: 'Alice',
            authorPhotoUrl: null,
            text: `コメント ${start + i + 1}`,
            spoiler: false,
            hiddenReason: null,
            hiddenAt: null,
            createdAt: at,
            updatedAt: at,
          }),
        ),
      );
    }
    const seen: ThreadComment[] = [];
    let before: number | null = null;
    let pages = 0;
    do {
      const next: ThreadPage = await page(
        thread,
        undefined,
        `&limit=100${before === null ? '' : `&before=${before}`}`,
      );
      seen.push(...next.comments);
      before = next.nextBefore;
      pages += 1;
    } while (before !== null);
    expect(pages).toBe(12);
    expect(seen).toHaveLength(1200);
    expect(seen.at(-1)?.commentText).toBe('コメント 1');
    expect(seen[0]?.commentText).toBe('コメント 1200');
    const order = ids(seen);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const firstPage = await page(thread);
    expect(firstPage.comments).toHaveLength(30);
    expect(firstPage.nextBefore).toBe(firstPage.comments.at(-1)?.commentId);
  });
});
