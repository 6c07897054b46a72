// ModeratorGuard with Auth emulator tokens: the claim `moderator: true` admits, anything else is 401 or
// 403, and a removed moderator's old token (claim cleared, tokens revoked) stops working at once.
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Controller, Get, Module, UseGuards } from '@nestjs/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  createEmulatorUser,
  createModeratorUser,
  createTestApp,
  setEmulatorClaims,
  TEST_EMULATOR_HOST,
  TEST_PROJECT_ID,
  type TestApp,
} from '../testing';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './current-user.decorator';
import { MODERATOR_ONLY_MESSAGE, ModeratorGuard } from './moderator.guard';
import { grantModerator, revokeModerator } from './moderator-roles';

@Controller('moderator-probe')
class ModeratorProbeController {
  @Get()
  @UseGuards(ModeratorGuard)
  probe(@CurrentUser() user: AuthenticatedUser | null) {
    return { user };
  }
}

@Module({ controllers: [ModeratorProbeController] })
class ModeratorProbeModule {}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function probe(server: TestApp, idToken?: string) {
  const response = await fetch(`${server.url}/api/moderator-probe`, {
    headers: idToken === undefined ? {} : { Authorization: `Bearer ${idToken}` },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('ModeratorGuard', () => {
  let server: TestApp;
  let admin: App;

  beforeAll(async () => {
    server = await createTestApp({}, { imports: [ModeratorProbeModule] });
    process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
    admin = initializeApp({ projectId: TEST_PROJECT_ID }, `moderator-guard-${randomUUID()}`);
  });

  afterAll(async () => {
    await deleteApp(admin);
    await server?.close();
  });

  it('admits a user whose token carries moderator: true', async () => {
    const moderator = await createModeratorUser({ email: uniqueEmail('mod'), name: '管理 花子' });
    const { status, body } = await probe(server, moderator.idToken);
    expect(status).toBe(200);
    expect(body['user']).toMatchObject({ uid: moderator.uid, moderator: true });
  });

  it('answers a guest 401 with the usual sign-in codes', async () => {
    expect(await probe(server)).toMatchObject({
      status: 401,
      body: { error: { code: 'auth/missing_token' } },
    });
    expect(await probe(server, 'forged')).toMatchObject({
      status: 401,
      body: { error: { code: 'auth/invalid_token' } },
    });
  });

  it.each([
    ['no claims', null],
    ['moderator: false', { moderator: false }],
    ['the text "true"', { moderator: 'true' }],
    ['another claim only', { admin: true }],
  ])('answers a signed-in user with %s 403 auth/forbidden, in Japanese', async (_case, claims) => {
    const email = uniqueEmail('user');
    const { uid } = await createEmulatorUser({ email, name: '一般' });
    await setEmulatorClaims(uid, claims);
    const user = await createEmulatorUser({ email, name: '一般' });
    expect(await probe(server, user.idToken)).toEqual({
      status: 403,
      body: { error: { code: 'auth/forbidden', message: MODERATOR_ONLY_MESSAGE } },
    });
  });

  it('refuses a removed moderator: the old token is revoked (401), a new one lacks the claim (403)', async () => {
    const email = uniqueEmail('former');
    await createEmulatorUser({ email, name: '元モデレーター' });
    await grantModerator(getAuth(admin), email);
    const before = await createEmulatorUser({ email, name: '元モデレーター' });
    expect((await probe(server, before.idToken)).status).toBe(200);
    // Revocation is recorded by the second: a token issued within the same second would survive it.
    await sleep(1100);
    await revokeModerator(getAuth(admin), email);
    expect(await probe(server, before.idToken)).toMatchObject({
      status: 401,
      body: { error: { code: 'auth/invalid_token', message: 'ID token has been revoked' } },
    });
    const after = await createEmulatorUser({ email, name: '元モデレーター' });
    expect(await probe(server, after.idToken)).toMatchObject({
      status: 403,
      body: { error: { code: 'auth/forbidden' } },
    });
  });

  it('a cleared claim without revocation leaves the old token a moderator’s until it expires', async () => {
    const email = uniqueEmail('stale');
    const moderator = await createModeratorUser({ email, name: '古いトークン' });
    await setEmulatorClaims(moderator.uid, null);
    expect((await probe(server, moderator.idToken)).status).toBe(200);
    const fresh = await createEmulatorUser({ email, name: '古いトークン' });
    expect((await probe(server, fresh.idToken)).status).toBe(403);
  });
});
