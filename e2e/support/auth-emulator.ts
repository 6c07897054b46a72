// Admin calls to the Firebase Auth emulator's REST API (the `owner` bearer token is its admin identity).
import { request as httpRequest } from 'node:http';
import { expect } from '@playwright/test';

export const EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';
const PROJECT_ID = 'demo-anifan';
const ADMIN_HEADERS = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };

export const EMULATOR_ORIGIN = `http://${EMULATOR_HOST}`;

export interface EmulatorAccount {
  localId: string;
  email?: string;
  displayName?: string;
  disabled?: boolean;
  providerUserInfo?: { providerId: string; email?: string }[];
}

/**
 * Each call on a connection of its own (`agent: false`), closed after the answer: the emulator closes
 * idle kept-alive connections after 5 s by its clock, while fetch's client (undici) times its idle
 * connections in event-loop ticks, so a busy test worker could send on one the emulator had closed.
 */
function post(
  url: string,
  body: string,
  headers: Record<string, string> = ADMIN_HEADERS,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

async function call<T>(path: string, body: unknown): Promise<T> {
  const { status, text } = await post(
    `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/${path}`,
    JSON.stringify(body),
  );
  expect(status >= 200 && status < 300, `${path} answered ${status}`).toBe(true);
  return JSON.parse(text) as T;
}

/** The emulator's account for this email (fails the test when there is none). */
export async function findAccountByEmail(email: string): Promise<EmulatorAccount> {
  const { users = [] } = await call<{ users?: EmulatorAccount[] }>(`projects/${PROJECT_ID}/accounts:lookup`, {
    email: [email],
  });
  expect(users, `no emulator account for ${email}`).toHaveLength(1);
  return users[0]!;
}

export async function disableAccount(localId: string): Promise<void> {
  await call('accounts:update?key=any', { localId, disableUser: true });
}

/** The subject the shell's test sign-in gives an email (its testSubjectFor), so both name one account. */
function testSubjectFor(email: string): string {
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(email.trim().toLowerCase())) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  return `1${hash.toString().padStart(20, '0')}`;
}

/**
 * Signs an emulated Google account in as the app's test sign-in does (created on first use; the same
 * account as signing in with that email in the browser) and returns its ID token, for API calls a test
 * makes as that fan.
 */
export async function idTokenFor(account: { name: string; email: string }): Promise<string> {
  const claims = {
    sub: testSubjectFor(account.email),
    email: account.email,
    email_verified: true,
    name: account.name,
  };
  const { status, text } = await post(
    `${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=e2e`,
    JSON.stringify({
      requestUri: 'http://localhost',
      returnSecureToken: true,
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
    }),
    { 'Content-Type': 'application/json' },
  );
  expect(status, `signing ${account.email} in answered ${status}: ${text}`).toBe(200);
  return (JSON.parse(text) as { idToken: string }).idToken;
}
