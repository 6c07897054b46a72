// Text that lies about itself (issue #32, finding 8), through the real app on SQLite and PostgreSQL:
// what a comment or an author's name shows is what it reads, and what a write answers is what lists answer.
import { randomUUID } from 'node:crypto';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  uniqueCharacterId,
  type ApiAnswer,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import type { CharacterId, CommentView } from '@anifan/contract';

const FAMILY = '👨\u200D👩\u200D👧\u200D👦';
const GOOGLE_PHOTO = 'https://lh3.googleusercontent.com/a/ACg8ocK-test=s96-c';

/** The `commentText` of each comment exactly as it is on the wire (JSON escapes included). */
const wireTexts = (answer: ApiAnswer): string[] =>
  [...answer.text.matchAll(/"commentText":("(?:[^"\\]|\\.)*")/g)].map((match) => match[1] ?? '');

describe.each(databaseTargets())('comment text and author names on $name', ({ env }) => {
  let server: TestApp;
  let writer: EmulatorUser;

  beforeAll(async () => {
    server = await createTestApp(env);
    writer = await createEmulatorUser({
      email: `writer-${randomUUID()}@example.com`,
      name: 'Writer',
      photoURL: GOOGLE_PHOTO,
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  const post = (user: EmulatorUser, body: Record<string, unknown>) =>
    callApi(server.url, 'POST', '/api/characterComment/process', { token: user.idToken, body });
  const create = (user: EmulatorUser, characterId: CharacterId, commentText: string) =>
    post(user, { commentId: 0, characterId, commentText });
  const list = (characterId: CharacterId) =>
    callApi(server.url, 'GET', `/api/characterComment/all/${encodeURIComponent(characterId)}`);

  it.each([
    [
      'Japanese with emoji and a ZWJ family as it is',
      `推しが尊い😭🙏 ${FAMILY}\n次回も楽しみ！`,
      `推しが尊い😭🙏 ${FAMILY}\n次回も楽しみ！`,
    ],
    ['decomposed (NFD) kana composed (NFC)', 'か\u3099んは\u3099れ', 'がんばれ'],
    ['text without its zero-width spaces', 'ネタ\u200Bバレ\uFEFF注意\u2060', 'ネタバレ注意'],
    ['text without its bidi marks', '\u200F最高\u200E', '最高'],
  ])('stores %s, and the write answers it as every later list does', async (_case, sent, kept) => {
    const characterId = uniqueCharacterId();
    const written = await create(writer, characterId, sent);
    expect(written.status).toBe(201);
    expect((written.json as CommentView).commentText).toBe(kept);

    const listed = await list(characterId);
    expect((listed.json as CommentView[]).map((comment) => comment.commentText)).toEqual([kept]);
    expect(wireTexts(listed)).toEqual(wireTexts(written));
  });

  it.each([
    [
      'a right-to-left override',
      'abc\u202Eexe.txt',
      /^commentText: .*bidirectional control character \(U\+202E\)/,
    ],
    [
      'a directional isolate',
      '\u2067悪\u2069',
      /^commentText: .*bidirectional control character \(U\+2067\)/,
    ],
    [
      'a letter with 999 combining marks',
      `Z${'\u0336'.repeat(999)}`,
      /^commentText: .*more than 8 combining marks/,
    ],
    ['a lone surrogate', '半分\uD83D', /^commentText: .*lone surrogate \(U\+D83D\)/],
    ['an escape character', '\u001B[2Jclear', /^commentText: .*control character \(U\+001B\)/],
  ])('refuses %s with 400 comment/invalid_text and stores nothing', async (_case, sent, message) => {
    const characterId = uniqueCharacterId();
    const answer = await create(writer, characterId, sent);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: { code: 'comment/invalid_text', message: expect.stringMatching(message) },
    });
    expect((await list(characterId)).json).toEqual([]);
  });

  it('refuses an edit to a lone surrogate and keeps the text as it was', async () => {
    const characterId = uniqueCharacterId();
    const created = (await create(writer, characterId, '元のまま')).json as CommentView;
    const edit = await post(writer, { commentId: created.commentId, characterId, commentText: '\uDE00' });
    expect([edit.status, (edit.json as { error: { code: string } }).error.code]).toEqual([
      400,
      'comment/invalid_text',
    ]);
    expect((await list(characterId)).json).toEqual([{ ...created, mine: false }]);
  });

  it('refuses a lone surrogate in the characterId (400 request/invalid)', async () => {
    const answer = await post(writer, { commentId: 0, characterId: 'gojo\uD83D', commentText: 'ok' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: { code: 'request/invalid', message: expect.stringContaining('characterId') },
    });
  });

  it('shows the Google photo and a cleaned name, and no photo from any other host', async () => {
    const characterId = uniqueCharacterId();
    const spoofer = await createEmulatorUser({
      email: `spoofer-${randomUUID()}@example.com`,
      name: 'ad\u200Bmin\u202Egnp.exe',
      photoURL: 'https://tracker.example/pixel.png?who=reads',
    });
    expect((await create(writer, characterId, 'one')).status).toBe(201);
    const spoofed = await create(spoofer, characterId, 'two');
    expect(spoofed.json).toEqual(
      expect.objectContaining({ authorName: 'admingnp.exe', authorPhotoURL: null }),
    );

    const listed = (await list(characterId)).json as CommentView[];
    expect(listed.map((comment) => [comment.authorName, comment.authorPhotoURL])).toEqual([
      ['Writer', GOOGLE_PHOTO],
      ['admingnp.exe', null],
    ]);
  });
});
