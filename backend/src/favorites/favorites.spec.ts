// The favorites endpoints through the real app over HTTP, with real Auth-emulator ID tokens, on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  disableEmulatorUser,
  uniqueCharacterId,
  type ApiAnswer,
  type ApiCallOptions,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import type { CharacterId, FavoriteView } from '@anifan/contract';
import { FAVORITE_WRITE_LIMIT } from './favorites.service';

const emails: string[] = [];

async function account(name: string): Promise<EmulatorUser> {
  const email = `${name.toLowerCase()}-${randomUUID()}@example.com`;
  emails.push(email);
  return createEmulatorUser({ email, name });
}

const errorCode = (answer: ApiAnswer) => (answer.json as { error: { code: string } }).error.code;

describe.each(databaseTargets())('favorites API on $name', ({ env }) => {
  let server: TestApp;
  let alice: EmulatorUser;
  let bob: EmulatorUser;

  async function call(method: string, path: string, options: ApiCallOptions = {}): Promise<ApiAnswer> {
    const answer = await callApi(server.url, method, path, options);
    for (const email of emails) expect(answer.text).not.toContain(email);
    return answer;
  }

  /** `characterId` as the path segment sent: an id, or text a client should not have sent. */
  const put = (user: EmulatorUser, characterId: CharacterId | string, body: unknown) =>
    call('PUT', `/api/favorites/${encodeURIComponent(characterId)}`, { token: user.idToken, body });
  const listOf = async (user: EmulatorUser) =>
    (await call('GET', '/api/favorites', { token: user.idToken })).json;

  beforeAll(async () => {
    server = await createTestApp(env);
    alice = await account('Alice');
    bob = await account('Bob');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('starts empty', async () => {
    const answer = await call('GET', '/api/favorites', { token: alice.idToken });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual([]);
  });

  it('keeps a user’s list out of every cache and varies it on Authorization', async () => {
    const answer = await call('GET', '/api/favorites', { token: alice.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('vary')).toBe('Authorization');
  });

  it('adds (201), refreshes (200) and lists favorites newest first', async () => {
    const first = await put(alice, 127691, { name: '五条悟', image: 'https://img.example/gojo.png' });
    expect(first.status).toBe(201);
    expect(first.json).toEqual({
      characterId: 127691,
      name: '五条悟',
      image: 'https://img.example/gojo.png',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const second = await put(alice, -296356092, { name: '江戸川コナン' });
    expect(second.status).toBe(201);
    expect(second.json).toMatchObject({ characterId: -296356092, name: '江戸川コナン', image: null });

    const again = await put(alice, 127691, { name: ' 五条 悟 ', image: '' });
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ...(first.json as FavoriteView), name: '五条 悟', image: null });

    expect(await listOf(alice)).toEqual([second.json, again.json]);
  });

  it('keeps each user’s favorites separate', async () => {
    expect((await put(bob, 127691, { name: 'Bob’s pick' })).status).toBe(201);
    expect(((await listOf(bob)) as FavoriteView[]).map((f) => f.name)).toEqual(['Bob’s pick']);
    expect(((await listOf(alice)) as FavoriteView[]).map((f) => f.characterId)).toEqual([-296356092, 127691]);

    expect((await call('DELETE', '/api/favorites/127691', { token: bob.idToken })).status).toBe(204);
    expect(await listOf(bob)).toEqual([]);
    expect(((await listOf(alice)) as FavoriteView[]).map((f) => f.characterId)).toEqual([-296356092, 127691]);
  });

  it('removes a favorite (204), and removing it again is still 204', async () => {
    const characterId = uniqueCharacterId();
    await put(alice, characterId, { name: 'Temp' });
    const removed = await call('DELETE', `/api/favorites/${characterId}`, { token: alice.idToken });
    expect(removed.status).toBe(204);
    expect(removed.text).toBe('');
    expect(((await listOf(alice)) as FavoriteView[]).map((f) => f.characterId)).not.toContain(characterId);
    expect((await call('DELETE', `/api/favorites/${characterId}`, { token: alice.idToken })).status).toBe(
      204,
    );
  });

  it('settles concurrent adds of one character into a single favorite', async () => {
    const carol = await account('Carol');
    const answers = await Promise.all(Array.from({ length: 5 }, () => put(carol, 42, { name: 'Race' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(((await listOf(carol)) as FavoriteView[]).map((f) => f.characterId)).toEqual([42]);
  });

  it.each<[string, { authorization?: string }, number, string]>([
    ['no token', {}, 401, 'auth/missing_token'],
    ['a malformed header', { authorization: 'Token abc' }, 401, 'auth/invalid_token'],
    ['a token that is not a JWT', { authorization: 'Bearer nope' }, 401, 'auth/invalid_token'],
  ])('refuses every route with %s', async (_case, options, status, code) => {
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { name: 'x' }],
      ['DELETE', undefined],
    ] as const) {
      const path = method === 'GET' ? '/api/favorites' : '/api/favorites/1';
      const answer = await call(method, path, { ...options, body });
      expect([answer.status, errorCode(answer)]).toEqual([status, code]);
    }
  });

  it('refuses a disabled user (401)', async () => {
    const mallory = await account('Mallory');
    expect((await put(mallory, 1, { name: 'x' })).status).toBe(201);
    await disableEmulatorUser(mallory.uid);
    expect((await call('GET', '/api/favorites', { token: mallory.idToken })).status).toBe(401);
    expect((await put(mallory, 2, { name: 'y' })).status).toBe(401);
  });

  it.each<[string, CharacterId | string, unknown]>([
    ['an empty name', 1, { name: '' }],
    ['a blank name', 1, { name: '   ' }],
    ['a 201-character name', 1, { name: 'n'.repeat(201) }],
    ['a numeric name', 1, { name: 5 }],
    ['a missing name', 1, { image: 'https://img.example/a.png' }],
    ['a javascript: image', 1, { name: 'x', image: 'javascript:alert(1)' }],
    ['a relative image', 1, { name: 'x', image: '/img.png' }],
    [
      'an image longer than 2000 characters',
      1,
      { name: 'x', image: `https://a.example/${'a'.repeat(2000)}` },
    ],
    ['an image that is not text', 1, { name: 'x', image: 42 }],
    ['an array body', 1, [{ name: 'x' }]],
    ['a blank characterId', ' ', { name: 'x' }],
    ['a character name as characterId', '五条悟', { name: 'x' }],
    ['a characterId with a leading zero', '012', { name: 'x' }],
    ['a characterId with a plus sign', '+12', { name: 'x' }],
    ['a characterId in exponent form', '1e3', { name: 'x' }],
    ['characterId 0', '0', { name: 'x' }],
    ['a characterId beyond 32 bits', '2147483648', { name: 'x' }],
    ['a NUL in the characterId', 'a\u0000b', { name: 'x' }],
    ['a NUL in the name', 1, { name: 'a\u0000b' }],
    ['a NUL in the image', 1, { name: 'x', image: 'https://a.example/\u0000.png' }],
    ['a 201-character characterId', 'c'.repeat(201), { name: 'x' }],
  ])('refuses %s with 400 request/invalid', async (_case, characterId, body) => {
    const answer = await put(alice, characterId, body);
    expect([answer.status, errorCode(answer)]).toEqual([400, 'request/invalid']);
  });

  it.each([2 ** 31 - 1, -(2 ** 31)])(
    'accepts the longest name and image, on character %d',
    async (characterId) => {
      const image = `https://a.example/${'a'.repeat(2000 - 'https://a.example/'.length)}`;
      const answer = await put(alice, characterId, { name: 'ん'.repeat(200), image });
      expect(answer.status).toBe(201);
      expect(answer.json).toMatchObject({ characterId, name: 'ん'.repeat(200), image });
    },
  );

  it(`limits each user to ${FAVORITE_WRITE_LIMIT} writes a minute (429 with Retry-After)`, async () => {
    const busy = await account('Busy');
    const statuses: number[] = [];
    for (let i = 0; i < FAVORITE_WRITE_LIMIT; i += 1) {
      statuses.push((await put(busy, i + 1, { name: `#${i}` })).status);
    }
    expect(statuses).toEqual(Array(FAVORITE_WRITE_LIMIT).fill(201));
    const refused = await call('DELETE', '/api/favorites/1', { token: busy.idToken });
    expect([refused.status, errorCode(refused)]).toEqual([429, 'rate_limit/exceeded']);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await call('GET', '/api/favorites', { token: busy.idToken })).status).toBe(200);
  });
});
