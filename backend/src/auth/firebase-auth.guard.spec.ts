import { randomUUID } from 'node:crypto';
import { Controller, Get, Module, Req, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import {
  createEmulatorUser,
  createPasswordUser,
  createTestApp,
  disableEmulatorUser,
  emulatorIsUp,
  TEST_EMULATOR_HOST,
  type TestApp,
} from '../testing';
import type { AuthenticatedUser } from './authenticated-user';
import { CurrentUser } from './current-user.decorator';
import { FirebaseAuthGuard, optionalViewer } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';

@Controller('auth-probe')
class AuthProbeController {
  constructor(private readonly firebase: FirebaseAuthService) {}

  @Get('required')
  @UseGuards(FirebaseAuthGuard)
  required(@CurrentUser() user: AuthenticatedUser | null) {
    return { user };
  }

  @Get('optional')
  async optional(@Req() request: FastifyRequest) {
    return { user: await optionalViewer(request, this.firebase) };
  }
}

@Module({ controllers: [AuthProbeController] })
class AuthProbeModule {}

const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

async function probe(server: TestApp, route: 'required' | 'optional', authorization?: string) {
  const response = await fetch(`${server.url}/api/auth-probe/${route}`, {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const errorCode = (body: Record<string, unknown>) => (body['error'] as { code?: string } | undefined)?.code;

describe('Firebase auth guard and optional viewer with Auth emulator tokens', () => {
  let server: TestApp;

  beforeAll(async () => {
    if (!(await emulatorIsUp())) {
      throw new Error(
        `The Firebase Auth emulator is not running at ${TEST_EMULATOR_HOST}; start it with ` +
          '`npx firebase emulators:start --only auth --project demo-anifan --config firebase.test.json`',
      );
    }
    server = await createTestApp({}, { imports: [AuthProbeModule] });
  });

  afterAll(() => server?.close());

  it('admits a Google user and exposes who they are', async () => {
    const email = uniqueEmail('hana');
    const user = await createEmulatorUser({ email, name: '花子', photoURL: 'https://img.example/hana.png' });
    const { status, body } = await probe(server, 'required', `Bearer ${user.idToken}`);
    expect(status).toBe(200);
    expect(body['user']).toEqual({
      uid: user.uid,
      name: '花子',
      picture: 'https://img.example/hana.png',
      email,
      moderator: false,
    });
  });

  it.each([
    ['no Authorization header', undefined, 'auth/missing_token'],
    ['an empty Authorization header', '', 'auth/missing_token'],
    ['a Basic credential', 'Basic dXNlcjpwYXNz', 'auth/invalid_token'],
    ['a malformed token', 'Bearer not.a.jwt', 'auth/invalid_token'],
    ['a random string', 'Bearer abcdef', 'auth/invalid_token'],
    ['a huge token', `Bearer ${'a'.repeat(10_000)}`, 'auth/invalid_token'],
  ])('refuses %s with 401', async (_case, authorization, code) => {
    const { status, body } = await probe(server, 'required', authorization);
    expect(status).toBe(401);
    expect(errorCode(body)).toBe(code);
  });

  it('refuses a disabled user whose token has not expired yet', async () => {
    const user = await createEmulatorUser({ email: uniqueEmail('gone'), name: 'Gone' });
    expect((await probe(server, 'required', `Bearer ${user.idToken}`)).status).toBe(200);
    await disableEmulatorUser(user.uid);
    const { status, body } = await probe(server, 'required', `Bearer ${user.idToken}`);
    expect(status).toBe(401);
    expect(body['error']).toEqual({ code: 'auth/invalid_token', message: 'User account is disabled' });
  });

  it('lets a read stand on a verification up to 30 s old, as on a revocation answer, until a route that needs sign-in finds the token refused', async () => {
    const user = await createEmulatorUser({ email: uniqueEmail('read'), name: 'Read' });
    const bearer = `Bearer ${user.idToken}`;
    expect((await probe(server, 'optional', bearer)).status).toBe(200);
    await disableEmulatorUser(user.uid);
    const read = await probe(server, 'optional', bearer);
    expect((read.body['user'] as AuthenticatedUser).uid).toBe(user.uid);
    expect((await probe(server, 'required', bearer)).body['error']).toEqual({
      code: 'auth/invalid_token',
      message: 'User account is disabled',
    });
    // What the sign-in route learnt stands for reads too.
    expect((await probe(server, 'optional', bearer)).status).toBe(401);
  });

  it('refuses a valid token from a password sign-in: only Google accounts are accepted', async () => {
    const user = await createPasswordUser({ email: uniqueEmail('pw') });
    const { status, body } = await probe(server, 'required', `Bearer ${user.idToken}`);
    expect(status).toBe(403);
    expect(errorCode(body)).toBe('auth/provider_not_allowed');
  });

  it('lets guests through as an optional viewer as a null user', async () => {
    expect(await probe(server, 'optional')).toEqual({ status: 200, body: { user: null } });
  });

  it('identifies a signed-in user for an optional viewer', async () => {
    const user = await createEmulatorUser({ email: uniqueEmail('opt'), name: 'Opt' });
    const { status, body } = await probe(server, 'optional', `Bearer ${user.idToken}`);
    expect(status).toBe(200);
    expect((body['user'] as AuthenticatedUser).uid).toBe(user.uid);
  });

  it('still refuses a present but invalid token for an optional viewer', async () => {
    const { status, body } = await probe(server, 'optional', 'Bearer forged');
    expect(status).toBe(401);
    expect(errorCode(body)).toBe('auth/invalid_token');
  });
});

describe('Firebase auth guards when verification is impossible', () => {
  let server: TestApp;
  let output: string[];
  let restore: () => void;

  beforeAll(async () => {
    output = [];
    const stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
      output.push(String(chunk));
      return true;
    });
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
      output.push(String(chunk));
      return true;
    });
    restore = () => {
      stdout.mockRestore();
      stderr.mockRestore();
    };
    server = await createTestApp(
      { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:1', LOG_LEVEL: 'debug' },
      { imports: [AuthProbeModule] },
    );
  });

  afterAll(async () => {
    restore();
    await server.close();
    // Later suites in this worker expect the test emulator again.
    process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
  });

  it('answers 503 (not 401) when the identity service is unreachable, and never logs the token', async () => {
    const user = await createEmulatorUser({ email: uniqueEmail('down'), name: 'Down' });
    const { status, body } = await probe(server, 'required', `Bearer ${user.idToken}`);
    expect(status).toBe(503);
    expect(errorCode(body)).toBe('service/unavailable');
    const logs = output.join('');
    expect(logs).toContain('/api/auth-probe/required 503');
    expect(logs).not.toContain(user.idToken);
    expect(logs).not.toContain(user.idToken.slice(0, 40));
  });
});
