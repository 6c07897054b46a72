// The comment endpoints through the real app over HTTP, with real Auth-emulator ID tokens, on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  disableEmulatorUser,
  TEST_PROJECT_ID,
  uniqueCharacterId,
  type ApiAnswer,
  type ApiCallOptions,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import type { CharacterId, CommentView } from '@anifan/contract';
import { COMMENT_WRITE_LIMIT } from './comments.service';
import { publicUserId } from './public-user-id';

interface ErrorBody {
  error: { code: string; message: string };
}

const run = randomUUID().slice(0, 8);
/** Every test account's email; no response may contain any of them. */
const emails: string[] = [];

async function account(name: string, photoURL?: string): Promise<EmulatorUser & { email: string }> {
  const email = `${name.toLowerCase()}-${run}-${randomUUID().slice(0, 6)}@example.com`;
  emails.push(email);
  return { ...(await createEmulatorUser({ email, name, photoURL })), email };
}

describe.each(databaseTargets())('comments API on $name', ({ env }) => {
  let server: TestApp;

  async function call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    const answer = await callApi(server.url, method, path, options);
    for (const email of emails) expect(answer.text).not.toContain(email);
    return answer;
  }

  const create = (user: EmulatorUser, character: CharacterId, commentText: string) =>
    call('POST', '/api/characterComment/process', {
      token: user.idToken,
      body: { commentId: 0, characterId: character, userId: 'guestUser', commentText },
    });

  /** `character` as the path segment sent: an id, or text a client should not have sent. */
  const list = (character: CharacterId | string, token?: string) =>
    call('GET', `/api/characterComment/all/${encodeURIComponent(character)}`, { token });

  const errorCode = (answer: ApiAnswer) => (answer.json as ErrorBody).error.code;

  let alice: EmulatorUser & { email: string };
  let bob: EmulatorUser & { email: string };

  beforeAll(async () => {
    server = await createTestApp(env);
    alice = await account('Alice', 'https://lh3.googleusercontent.com/a/alice=s96-c');
    bob = await account('Bob');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('lists nothing for a character without comments', async () => {
    const answer = await list(uniqueCharacterId());
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([]);
  });

  it('creates a comment as the token’s user, ignoring the userId in the body', async () => {
    const character = uniqueCharacterId();
    const answer = await call('POST', '/api/characterComment/process', {
      token: alice.idToken,
      body: { commentId: 0, characterId: character, userId: bob.email, commentText: '  最高！ \n' },
    });
    expect(answer.status).toBe(201);
    const comment = answer.json as CommentView;
    expect(comment).toEqual({
      commentId: expect.any(Number),
      characterId: character,
      userId: publicUserId(alice.uid, TEST_PROJECT_ID),
      authorName: 'Alice',
      authorPhotoURL: 'https://lh3.googleusercontent.com/a/alice=s96-c',
      commentText: '最高！',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: comment.createdAt,
      mine: true,
    });
    expect(comment.commentId).toBeGreaterThan(0);
    expect(comment.userId).not.toContain(alice.uid);
    expect(Date.now() - Date.parse(comment.createdAt)).toBeLessThan(60_000);
  });

  it('lists oldest first with `mine` set only for the author', async () => {
    const character = uniqueCharacterId();
    const first = (await create(alice, character, 'first')).json as CommentView;
    const second = (await create(bob, character, 'second')).json as CommentView;
    const third = (await create(alice, character, 'third')).json as CommentView;
    await create(alice, uniqueCharacterId(), 'elsewhere');

    const asGuest = await list(character);
    expect(asGuest.status).toBe(200);
    const rows = asGuest.json as CommentView[];
    expect(rows.map((c) => c.commentText)).toEqual(['first', 'second', 'third']);
    expect(rows.map((c) => c.commentId)).toEqual([first.commentId, second.commentId, third.commentId]);
    expect(rows.every((c) => c.mine === false)).toBe(true);
    expect(rows[1]).toEqual({ ...second, mine: false });

    const asAlice = (await list(character, alice.idToken)).json as CommentView[];
    expect(asAlice.map((c) => c.mine)).toEqual([true, false, true]);
    const asBob = (await list(character, bob.idToken)).json as CommentView[];
    expect(asBob.map((c) => c.mine)).toEqual([false, true, false]);
    expect(asBob[1]?.userId).toBe(publicUserId(bob.uid, TEST_PROJECT_ID));
    expect(asBob[1]?.authorPhotoURL).toBeNull();
  });

  it('keeps every acknowledged comment when many are written at once', async () => {
    const character = uniqueCharacterId();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => create(i % 2 === 0 ? alice : bob, character, `#${i}`)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = answers.map((a) => (a.json as CommentView).commentId);
    expect(new Set(ids).size).toBe(10);
    const rows = (await list(character)).json as CommentView[];
    expect(rows.map((c) => c.commentId)).toEqual([...ids].sort((a, b) => a - b));
  });

  it('refuses a comment filed under a character name (400), and lists nothing under it', async () => {
    const refused = await call('POST', '/api/characterComment/process', {
      token: bob.idToken,
      body: { commentId: 0, characterId: '五条 悟', commentText: 'name id' },
    });
    expect([refused.status, errorCode(refused)]).toEqual([400, 'request/invalid']);
    const listed = await list('五条 悟');
    expect([listed.status, errorCode(listed)]).toEqual([400, 'request/invalid']);
  });

  it('lets the author update a comment (200) and shows the new text', async () => {
    const character = uniqueCharacterId();
    const created = (await create(alice, character, 'before')).json as CommentView;
    const answer = await call('POST', '/api/characterComment/process', {
      token: alice.idToken,
      body: { commentId: created.commentId, characterId: character, commentText: ' after ' },
    });
    expect(answer.status).toBe(200);
    const updated = answer.json as CommentView;
    expect(updated).toEqual({ ...created, commentText: 'after', updatedAt: expect.any(String) });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt));
    expect(((await list(character)).json as CommentView[]).map((c) => c.commentText)).toEqual(['after']);
  });

  it('refuses an update that moves a comment to another character', async () => {
    const created = (await create(alice, uniqueCharacterId(), 'stay')).json as CommentView;
    const answer = await call('POST', '/api/characterComment/process', {
      token: alice.idToken,
      body: { commentId: created.commentId, characterId: uniqueCharacterId(), commentText: 'moved' },
    });
    expect(answer.status).toBe(400);
    expect(errorCode(answer)).toBe('request/invalid');
  });

  it('forbids updating and deleting another user’s comment (403) and leaves it unchanged', async () => {
    const character = uniqueCharacterId();
    const created = (await create(alice, character, 'alice wrote this')).json as CommentView;

    const update = await call('POST', '/api/characterComment/process', {
      token: bob.idToken,
      body: {
        commentId: created.commentId,
        characterId: character,
        userId: alice.email,
        commentText: 'hacked',
      },
    });
    expect(update.status).toBe(403);
    expect(update.json).toEqual({ error: { code: 'auth/forbidden', message: expect.any(String) } });

    const remove = await call('DELETE', `/api/characterComment/delete/${created.commentId}`, {
      token: bob.idToken,
    });
    expect(remove.status).toBe(403);
    expect(errorCode(remove)).toBe('auth/forbidden');

    expect(((await list(character)).json as CommentView[]).map((c) => c.commentText)).toEqual([
      'alice wrote this',
    ]);
  });

  it('lets the author delete a comment, after which it is gone (404 on repeat)', async () => {
    const character = uniqueCharacterId();
    const created = (await create(bob, character, 'short-lived')).json as CommentView;
    const answer = await call('DELETE', `/api/characterComment/delete/${created.commentId}`, {
      token: bob.idToken,
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ deleted: true, commentId: created.commentId });
    expect((await list(character)).json).toEqual([]);

    const again = await call('DELETE', `/api/characterComment/delete/${created.commentId}`, {
      token: bob.idToken,
    });
    expect(again.status).toBe(404);
    expect(errorCode(again)).toBe('comment/not_found');
    const update = await call('POST', '/api/characterComment/process', {
      token: bob.idToken,
      body: { commentId: created.commentId, characterId: character, commentText: 'revived?' },
    });
    expect(update.status).toBe(404);
    expect(errorCode(update)).toBe('comment/not_found');
  });

  it.each([
    ['an unknown id', 987_654],
    ['an id beyond any stored one', Number.MAX_SAFE_INTEGER],
  ])('answers 404 comment/not_found when updating or deleting %s', async (_case, commentId) => {
    const update = await call('POST', '/api/characterComment/process', {
      token: bob.idToken,
      body: { commentId, characterId: 1, commentText: 'nope' },
    });
    expect([update.status, errorCode(update)]).toEqual([404, 'comment/not_found']);
    const remove = await call('DELETE', `/api/characterComment/delete/${commentId}`, { token: bob.idToken });
    expect([remove.status, errorCode(remove)]).toEqual([404, 'comment/not_found']);
  });

  describe('authorization', () => {
    let existing: CommentView;

    beforeAll(async () => {
      existing = (await create(alice, uniqueCharacterId(), 'target')).json as CommentView;
    });

    const writes = (): Array<[string, string, string, unknown]> => [
      ['create', 'POST', '/api/characterComment/process', { commentId: 0, characterId: 1, commentText: 'x' }],
      [
        'update',
        'POST',
        '/api/characterComment/process',
        { commentId: existing.commentId, characterId: existing.characterId, commentText: 'x' },
      ],
      ['delete', 'DELETE', `/api/characterComment/delete/${existing.commentId}`, undefined],
    ];

    it('refuses every write without a token (401 auth/missing_token)', async () => {
      for (const [, method, path, body] of writes()) {
        const answer = await call(method, path, { body });
        expect([answer.status, errorCode(answer)]).toEqual([401, 'auth/missing_token']);
      }
    });

    it.each([
      ['a non-Bearer scheme', 'Basic dXNlcjpwYXNz'],
      ['Bearer without a token', 'Bearer'],
      ['a token that is not a JWT', 'Bearer not-a-token'],
      ['a JWT the Auth service did not issue', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl'],
    ])('refuses every write and the list with %s (401)', async (_case, authorization) => {
      for (const [, method, path, body] of writes()) {
        const answer = await call(method, path, { body, authorization });
        expect([answer.status, errorCode(answer)]).toEqual([401, 'auth/invalid_token']);
      }
      const listed = await call('GET', `/api/characterComment/all/${existing.characterId}`, {
        authorization,
      });
      expect(listed.status).toBe(401);
    });

    it('refuses a disabled user’s still-unexpired token (401)', async () => {
      const mallory = await account('Mallory');
      const own = (await create(mallory, uniqueCharacterId(), 'before ban')).json as CommentView;
      await disableEmulatorUser(mallory.uid);
      const attempts: Array<[string, string, unknown]> = [
        ['POST', '/api/characterComment/process', { commentId: 0, characterId: 1, commentText: 'x' }],
        [
          'POST',
          '/api/characterComment/process',
          { commentId: own.commentId, characterId: own.characterId, commentText: 'x' },
        ],
        ['DELETE', `/api/characterComment/delete/${own.commentId}`, undefined],
      ];
      for (const [method, path, body] of attempts) {
        const answer = await call(method, path, { token: mallory.idToken, body });
        expect([answer.status, errorCode(answer)]).toEqual([401, 'auth/invalid_token']);
      }
    });

    it('still answers the list to guests', async () => {
      const answer = await call('GET', `/api/characterComment/all/${existing.characterId}`);
      expect(answer.status).toBe(200);
      expect((answer.json as CommentView[]).map((c) => c.commentId)).toEqual([existing.commentId]);
    });
  });

  describe('validation', () => {
    let writer: EmulatorUser;

    beforeAll(async () => {
      writer = await account('Writer');
    });

    it.each([
      ['1 character', 'a', 'a'],
      ['1000 characters', 'あ'.repeat(1000), 'あ'.repeat(1000)],
      [
        '1000 characters after trimming 20 spaces',
        `${' '.repeat(10)}${'b'.repeat(1000)}${' '.repeat(10)}`,
        'b'.repeat(1000),
      ],
      ['markup, stored as text', '<img src=x onerror=alert(1)>', '<img src=x onerror=alert(1)>'],
    ])('accepts comment text of %s', async (_case, commentText, stored) => {
      const answer = await create(writer, uniqueCharacterId(), commentText);
      expect(answer.status).toBe(201);
      expect((answer.json as CommentView).commentText).toBe(stored);
    });

    it.each([
      ['the largest characterId', 2 ** 31 - 1],
      ['the smallest characterId', -(2 ** 31)],
      ['a curated key', -296356092],
    ])('accepts %s', async (_case, character) => {
      const answer = await call('POST', '/api/characterComment/process', {
        token: writer.idToken,
        body: { commentId: 0, characterId: character, commentText: 'ok' },
      });
      expect(answer.status).toBe(201);
      expect((answer.json as CommentView).characterId).toBe(character);
    });

    const valid = { commentId: 0, characterId: 127691, commentText: 'ok' };
    it.each<[string, unknown]>([
      ['empty text', { ...valid, commentText: '' }],
      ['whitespace-only text', { ...valid, commentText: '  \n\t　 ' }],
      ['1001 characters', { ...valid, commentText: 'あ'.repeat(1001) }],
      ['text as a number', { ...valid, commentText: 42 }],
      ['text missing', { commentId: 0, characterId: 127691 }],
      ['an empty characterId', { ...valid, characterId: '' }],
      ['a characterId as decimal text', { ...valid, characterId: '127691' }],
      ['a character name as characterId', { ...valid, characterId: '五条悟' }],
      ['characterId 0', { ...valid, characterId: 0 }],
      ['a fractional characterId', { ...valid, characterId: 1.5 }],
      ['a characterId beyond 32 bits', { ...valid, characterId: 2 ** 31 }],
      ['characterId missing', { commentId: 0, commentText: 'ok' }],
      ['a 201-character characterId', { ...valid, characterId: 'c'.repeat(201) }],
      ['characterId as an object', { ...valid, characterId: { id: 1 } }],
      ['a NUL in characterId', { ...valid, characterId: 'a\u0000b' }],
      ['commentId as a string', { ...valid, commentId: '0' }],
      ['commentId negative', { ...valid, commentId: -1 }],
      ['commentId fractional', { ...valid, commentId: 0.5 }],
      ['commentId 2^53', { ...valid, commentId: 2 ** 53 }],
      ['commentId 1e300', { ...valid, commentId: 1e300 }],
      ['commentId an array', { ...valid, commentId: [0] }],
      ['commentId an object', { ...valid, commentId: {} }],
      ['commentId null', { ...valid, commentId: null }],
      ['commentId true', { ...valid, commentId: true }],
      ['commentId missing', { characterId: 127691, commentText: 'ok' }],
      ['a JSON array body', [valid]],
      ['a JSON string body', 'hello'],
      ['a JSON null body', null],
    ])('refuses %s with 400 request/invalid', async (_case, body) => {
      const answer = await call('POST', '/api/characterComment/process', { token: writer.idToken, body });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({ error: { code: 'request/invalid', message: expect.any(String) } });
    });

    it('refuses a NUL in the text with 400 comment/invalid_text', async () => {
      const answer = await call('POST', '/api/characterComment/process', {
        token: writer.idToken,
        body: { ...valid, commentText: 'a\u0000b' },
      });
      expect(answer.status).toBe(400);
      expect(answer.json).toEqual({
        error: {
          code: 'comment/invalid_text',
          message: 'commentText: commentText must not contain a control character (U+0000)',
        },
      });
    });

    it.each([
      ['malformed JSON', '{"commentId": 0,'],
      ['no body at all', undefined],
    ])('refuses %s with 400', async (_case, rawBody) => {
      const answer = await call('POST', '/api/characterComment/process', { token: writer.idToken, rawBody });
      expect(answer.status).toBe(400);
      expect(errorCode(answer)).toBe('request/invalid');
    });

    it.each(['abc', '1.5', '-1', '1e3', '0x1f', '99999999999999999999'])(
      'refuses deleting comment id %j with 400',
      async (raw) => {
        const answer = await call('DELETE', `/api/characterComment/delete/${raw}`, { token: writer.idToken });
        expect(answer.status).toBe(400);
        expect(errorCode(answer)).toBe('request/invalid');
      },
    );

    it.each([
      ['a 201-character characterId', 'c'.repeat(201)],
      ['a characterId with a NUL', 'a\u0000b'],
      ['a character name', '五条悟'],
      ['a characterId with a leading zero', '012'],
      ['a characterId with a plus sign', '+12'],
      ['a characterId in exponent form', '1e3'],
      ['characterId 0', '0'],
      ['a characterId beyond 32 bits', '2147483648'],
      ['a characterId below 32 bits', '-2147483649'],
    ])('refuses listing %s with 400', async (_case, character) => {
      const answer = await list(character);
      expect([answer.status, errorCode(answer)]).toEqual([400, 'request/invalid']);
    });
  });

  it(`limits each user to ${COMMENT_WRITE_LIMIT} writes a minute (429 with Retry-After), not other users`, async () => {
    const busy = await account('Busy');
    const character = uniqueCharacterId();
    const statuses: number[] = [];
    for (let i = 0; i < COMMENT_WRITE_LIMIT; i += 1) {
      statuses.push((await create(busy, character, `#${i}`)).status);
    }
    expect(statuses).toEqual(Array(COMMENT_WRITE_LIMIT).fill(201));

    const refused = await create(busy, character, 'one too many');
    expect(refused.status).toBe(429);
    expect(errorCode(refused)).toBe('rate_limit/exceeded');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);

    const rows = (await list(character)).json as CommentView[];
    const deleteAttempt = await call('DELETE', `/api/characterComment/delete/${rows[0]?.commentId}`, {
      token: busy.idToken,
    });
    expect(deleteAttempt.status).toBe(429);
    expect(rows).toHaveLength(COMMENT_WRITE_LIMIT);

    expect((await create(bob, character, 'someone else')).status).toBe(201);
  });
});
