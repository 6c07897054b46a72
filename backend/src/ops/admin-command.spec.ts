// `npm run admin -- moderator …` against the Auth emulator: add puts `moderator: true` into the next
// token (keeping other claims), remove clears it and revokes the tokens issued before, list names the
// moderators, and an unknown email or a wrong command line exits non-zero with a clear message.
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import {
  createEmulatorUser,
  REPO_ROOT,
  setEmulatorClaims,
  TEST_EMULATOR_HOST,
  TEST_PROJECT_ID,
} from '../testing';
import { runAdmin, USAGE } from './admin-command';

const ENV = { FIREBASE_PROJECT_ID: TEST_PROJECT_ID, FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST };
const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;

/** The claims an ID token carries (its payload, unverified: the emulator signs nothing). */
const claimsOf = (idToken: string) =>
  JSON.parse(Buffer.from(idToken.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

async function admin(...args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdmin(args, ENV, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('admin moderator command', () => {
  let firebase: App;

  beforeAll(() => {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR_HOST;
    firebase = initializeApp({ projectId: TEST_PROJECT_ID }, `admin-spec-${randomUUID()}`);
  });

  afterAll(() => deleteApp(firebase));

  it('adds the claim to the next token, keeping the account’s other claims', async () => {
    const email = uniqueEmail('add');
    const { uid } = await createEmulatorUser({ email, name: '追加' });
    await setEmulatorClaims(uid, { beta: true });
    const result = await admin('moderator', 'add', email);
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toContain(`モデレーターに追加しました: ${email}`);
    const token = await createEmulatorUser({ email, name: '追加' });
    expect(claimsOf(token.idToken)).toMatchObject({ moderator: true, beta: true });
    expect((await admin('moderator', 'list')).out).toContain(email);
  });

  it('removes the claim and revokes the tokens issued before', async () => {
    const email = uniqueEmail('remove');
    await createEmulatorUser({ email, name: '削除' });
    expect((await admin('moderator', 'add', email)).code).toBe(0);
    const before = await createEmulatorUser({ email, name: '削除' });
    expect(claimsOf(before.idToken)['moderator']).toBe(true);
    // Revocation is recorded by the second: a token issued within the same second would survive it.
    await sleep(1100);
    const result = await admin('moderator', 'remove', email);
    expect(result.code).toBe(0);
    expect(result.out).toContain(`モデレーターから外しました: ${email}`);
    await expect(getAuth(firebase).verifyIdToken(before.idToken, true)).rejects.toMatchObject({
      code: 'auth/id-token-revoked',
    });
    const after = await createEmulatorUser({ email, name: '削除' });
    expect(claimsOf(after.idToken)['moderator']).toBeUndefined();
    expect((await admin('moderator', 'list')).out).not.toContain(email);
  });

  it.each(['add', 'remove'])('%s: an unknown email exits 1 and says so', async (action) => {
    const email = uniqueEmail('nobody');
    expect(await admin('moderator', action, email)).toEqual({
      code: 1,
      out: '',
      err: expect.stringContaining(`そのメールアドレスのアカウントはありません: ${email}`) as unknown,
    });
    expect((await admin('moderator', action, 'not an email')).code).toBe(1);
  });

  it.each([
    [[]],
    [['moderator']],
    [['moderator', 'add']],
    [['moderator', 'add', 'a@example.com', 'b@example.com']],
    [['moderator', 'list', 'a@example.com']],
    [['moderators', 'add', 'a@example.com']],
    [['moderator', 'grant', 'a@example.com']],
  ])('a wrong command line %j exits 2 with the usage', async (args) => {
    expect(await admin(...args)).toEqual({ code: 2, out: '', err: USAGE });
  });

  it('a bad setting exits 1 naming it', async () => {
    const err: string[] = [];
    const code = await runAdmin(
      ['moderator', 'list'],
      { FIREBASE_PROJECT_ID: 'real-project' },
      { out: () => undefined, err: (line) => err.push(line) },
    );
    expect(code).toBe(1);
    expect(err.join('\n')).toContain('FIREBASE_API_KEY');
  });

  it('runs as `npm run admin -- moderator …` from the repository root', async () => {
    const email = uniqueEmail('npm');
    await createEmulatorUser({ email, name: 'npm' });
    const run = (...args: string[]) =>
      new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
        const child = spawn('npm', ['run', '--silent', 'admin', '--', ...args], {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...ENV },
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
        child.on('error', reject);
        child.on('exit', (code) => resolve({ code, stdout, stderr }));
      });
    const added = await run('moderator', 'add', email);
    expect(added).toMatchObject({ code: 0, stderr: '' });
    expect(added.stdout).toContain(email);
    const unknown = await run('moderator', 'remove', uniqueEmail('nobody'));
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('そのメールアドレスのアカウントはありません');
  }, 30_000);
});
