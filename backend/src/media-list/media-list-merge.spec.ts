// POST /api/list/merge through the real app with Auth-emulator ID tokens, on SQLite and PostgreSQL: a
// guest's list merged into the account on sign-in by the merge rules, its preview, and its refusals in
// the API's error shape.
import { randomUUID } from 'node:crypto';
import { MAX_LIST_MERGE_ENTRIES } from '@anifan/contract';
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
const FRIEREN = 154587;
const NO_SUCH_WORK = 999_999_999;

describe.each(databaseTargets())('POST /api/list/merge on $name', ({ env }) => {
  let server: TestApp;
  let lists: MediaListService;
  let fan: EmulatorUser;
  let email: string;

  const merge = async (
    dryRun: string,
    body: unknown,
    user: EmulatorUser | null = fan,
  ): Promise<ApiAnswer> => {
    const answer = await callApi(server.url, 'POST', `/api/list/merge?dryRun=${dryRun}`, {
      ...(user ? { token: user.idToken } : {}),
      body,
    });
    expect(answer.text).not.toContain(email);
    return answer;
  };
  const mine = async () => {
    const user = await lists.viewer(fan.uid, null);
    return lists.entries({ uid: fan.uid }, user.id, { sort: ['MEDIA_ID'] });
  };

  beforeAll(async () => {
    server = await createTestApp(env);
    lists = server.app.get(MediaListService);
    email = `guest-${randomUUID()}@example.com`;
    fan = await createEmulatorUser({ email, name: 'ゲスト' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('previews a guest’s list without changing anything, then merges it by the rules', async () => {
    await lists.save(fan.uid, { mediaId: FRIEREN, status: 'COMPLETED', progress: 28, scoreRaw: 90 });
    const guestList = {
      entries: [
        { mediaId: JUJUTSU, status: 'CURRENT', progress: 3, scoreRaw: 85, updatedAt: Date.now() },
        { mediaId: FRIEREN, status: 'CURRENT', progress: 5, updatedAt: Date.now() },
        { mediaId: NO_SUCH_WORK, status: 'PLANNING' },
      ],
    };
    const before = await mine();
    const preview = await merge('true', guestList);
    expect(preview.status).toBe(200);
    expect(preview.json).toEqual({
      dryRun: true,
      added: 1,
      updated: 0,
      unchanged: 1,
      unknownMediaIds: [NO_SUCH_WORK],
    });
    expect(await mine()).toEqual(before);

    const applied = await merge('false', guestList);
    expect(applied.json).toEqual({
      dryRun: false,
      added: 1,
      updated: 0,
      unchanged: 1,
      unknownMediaIds: [NO_SUCH_WORK],
    });
    expect(await mine()).toMatchObject([
      { mediaId: JUJUTSU, status: 'CURRENT', progress: 3, scoreRaw: 85 },
      { mediaId: FRIEREN, status: 'COMPLETED', progress: 28, scoreRaw: 90 },
    ]);
  });

  it.each<[string, string, unknown, number, string]>([
    [
      'a score out of range',
      'false',
      { entries: [{ mediaId: JUJUTSU, status: 'CURRENT', scoreRaw: 101 }] },
      400,
      'list/invalid_entry',
    ],
    [
      'a memo too long',
      'false',
      { entries: [{ mediaId: JUJUTSU, status: 'CURRENT', notes: 'あ'.repeat(1001) }] },
      400,
      'list/invalid_entry',
    ],
    [
      'negative progress',
      'false',
      { entries: [{ mediaId: JUJUTSU, status: 'CURRENT', progress: -2 }] },
      400,
      'list/invalid_entry',
    ],
    [
      'a day that does not exist',
      'false',
      { entries: [{ mediaId: JUJUTSU, status: 'CURRENT', startedAt: { year: 2026, month: 2, day: 30 } }] },
      400,
      'list/invalid_entry',
    ],
    [
      'an unknown status',
      'false',
      { entries: [{ mediaId: JUJUTSU, status: 'WATCHING' }] },
      400,
      'request/invalid',
    ],
    ['no entries', 'false', {}, 400, 'request/invalid'],
    [
      'too many entries',
      'false',
      {
        entries: Array.from({ length: MAX_LIST_MERGE_ENTRIES + 1 }, () => ({
          mediaId: JUJUTSU,
          status: 'PLANNING',
        })),
      },
      400,
      'request/invalid',
    ],
    ['no dryRun', '', { entries: [] }, 400, 'request/invalid'],
  ])('refuses %s (%s) in the error shape, changing nothing', async (_case, dryRun, body, status, code) => {
    const before = await mine();
    const answer = await merge(dryRun, body);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error: { code, message: expect.any(String) } });
    expect(await mine()).toEqual(before);
  });

  it('is the list AniList’s list API on the app’s /graphql answers', async () => {
    await merge('false', { entries: [{ mediaId: JUJUTSU, status: 'PAUSED', progress: 4 }] });
    const answer = await callApi(server.url, 'POST', '/graphql', {
      token: fan.idToken,
      body: {
        query: `{ Viewer { id name } MediaList(userName: "${(await lists.viewer(fan.uid, null)).name}", mediaId: ${JUJUTSU}) { status progress } }`,
      },
    });
    expect(answer.json).toEqual({
      data: {
        Viewer: { id: expect.any(Number), name: expect.any(String) },
        MediaList: { status: 'PAUSED', progress: 4 },
      },
    });
  });

  it('refuses a guest (401)', async () => {
    const answer = await merge('false', { entries: [] }, null);
    expect(answer.status).toBe(401);
    expect(answer.json).toEqual({ error: { code: 'auth/missing_token', message: expect.any(String) } });
  });
});
