// GET and PUT /api/list/settings through the real app with Auth-emulator ID tokens, on SQLite and
// PostgreSQL: the caller's list user (never a uid or email), the マイリスト 公開 switch, the score format
// and the name, and each refusal in the API's error shape.
import { randomUUID } from 'node:crypto';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  type ApiAnswer,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { MediaListService } from './media-list.service';

const JUJUTSU = 113415;

describe.each(databaseTargets())('/api/list/settings on $name', ({ env }) => {
  let server: TestApp;
  let lists: MediaListService;
  let fan: EmulatorUser;
  let other: EmulatorUser;
  const emails: string[] = [];
  const displayName = `釘崎 ${randomUUID().slice(0, 8)}`;

  const account = async (name: string) => {
    const email = `settings-${randomUUID()}@example.com`;
    emails.push(email);
    return createEmulatorUser({ email, name });
  };
  const call = async (method: string, user: EmulatorUser | null, body?: unknown): Promise<ApiAnswer> => {
    const answer = await callApi(server.url, method, '/api/list/settings', {
      ...(user ? { token: user.idToken } : {}),
      body,
    });
    for (const email of emails) expect(answer.text).not.toContain(email);
    if (user) expect(answer.text).not.toContain(user.uid);
    return answer;
  };

  beforeAll(async () => {
    server = await createTestApp(env);
    lists = server.app.get(MediaListService);
    fan = await account(displayName);
    other = await account('Other');
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers the caller’s list user, created on first use with the display name and the defaults', async () => {
    const answer = await call('GET', fan);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      id: expect.any(Number),
      name: displayName,
      scoreFormat: 'POINT_10_DECIMAL',
      listPublic: false,
    });
  });

  it('makes the list public and changes the score format in one write, and others then see the list', async () => {
    const { id } = (await call('GET', fan)).json as { id: number };
    await lists.save(fan.uid, { mediaId: JUJUTSU, status: 'CURRENT' });
    expect(await lists.entries({ uid: other.uid }, id)).toEqual([]);
    const answer = await call('PUT', fan, { listPublic: true, scoreFormat: 'POINT_5' });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ id, name: displayName, scoreFormat: 'POINT_5', listPublic: true });
    expect(await lists.entries({ uid: other.uid }, id)).toMatchObject([{ mediaId: JUJUTSU }]);
    expect((await call('PUT', fan, {})).json).toEqual(answer.json);
  });

  it('renames the caller', async () => {
    const name = `のばら ${randomUUID().slice(0, 8)}`;
    expect(await call('PUT', fan, { name: ` ${name} ` })).toMatchObject({ status: 200, json: { name } });
    expect((await lists.userByName(name))?.name).toBe(name);
  });

  it.each<[string, () => unknown, number, string]>([
    ['a name taken by another user', () => ({ name: 'Other' }), 409, 'list/name_taken'],
    ['an empty name', () => ({ name: '   ' }), 400, 'list/invalid_entry'],
    ['a name too long', () => ({ name: 'あ'.repeat(41) }), 400, 'list/invalid_entry'],
    ['a name with a bidi override', () => ({ name: 'abc\u202Eexe' }), 400, 'list/invalid_entry'],
    ['an unknown score format', () => ({ scoreFormat: 'POINT_7' }), 400, 'request/invalid'],
    ['listPublic as text', () => ({ listPublic: 'yes' }), 400, 'request/invalid'],
  ])('refuses %s in the error shape, changing nothing', async (_case, body, status, code) => {
    await call('GET', other);
    const before = (await call('GET', fan)).json;
    const answer = await call('PUT', fan, body());
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: { code, message: expect.any(String) } });
    expect((await call('GET', fan)).json).toEqual(before);
  });

  it.each(['GET', 'PUT'])('refuses %s without a token (401)', async (method) => {
    const answer = await call(method, null, method === 'PUT' ? { listPublic: true } : undefined);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: { code: 'auth/missing_token', message: expect.any(String) } });
  });
});
