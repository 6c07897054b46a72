// Accounts on the Firebase Auth emulator for tests: Google sign-ins with real ID tokens, and the odd ones out.
import { request as httpRequest } from 'node:http';
import { TEST_EMULATOR_HOST } from './test-app';

export const TEST_PROJECT_ID = 'demo-anifan';

export interface EmulatorUser {
  uid: string;
  idToken: string;
}

interface SignInResponse {
  localId: string;
  idToken: string;
}

/**
 * One request to the emulator on a connection of its own (`agent: false`), closed after the answer.
 * The emulator closes idle kept-alive connections after 5 s, and a test worker busy past that reused
 * one as it closed ("other side closed", failing whole suites of a full `npm test` on two cores): a
 * client's idle timer (undici's, behind fetch, counts event-loop ticks) cannot know when a server in
 * another process closes. With no connection kept, there is none to go stale.
 */
function emulatorCall(
  url: string,
  options: { method: 'GET' | 'POST'; headers?: Record<string, string>; body?: string; timeoutMs?: number },
) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const { method, headers = {}, body, timeoutMs } = options;
    const request = httpRequest(url, { method, headers, agent: false, timeout: timeoutMs }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within ${timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body);
  });
}

async function emulatorRequest<T>(path: string, body: unknown, admin = false): Promise<T> {
  const { status, text } = await emulatorCall(
    `http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}`,
    {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // The emulator treats the `owner` bearer as an admin credential.
        ...(admin ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    },
  );
  if (status < 200 || status >= 300) {
    throw new Error(`Auth emulator ${path} answered ${status}: ${text}`);
  }
  return JSON.parse(text) as T;
}

/**
 * Signs a Google account in on the emulator (creating it on first use, keyed by email). The emulator
 * accepts an unsigned JSON id_token in place of Google's, so no network is needed.
 */
export async function createEmulatorUser(user: {
  email: string;
  name: string;
  photoURL?: string;
}): Promise<EmulatorUser> {
  const claims = {
    sub: `google-${user.email}`,
    email: user.email,
    email_verified: true,
    name: user.name,
    ...(user.photoURL ? { picture: user.photoURL } : {}),
  };
  const result = await emulatorRequest<SignInResponse>('accounts:signInWithIdp?key=fake-key', {
    requestUri: 'http://localhost',
    returnSecureToken: true,
    postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
  });
  return { uid: result.localId, idToken: result.idToken };
}

/** An email/password account: a valid token the backend must still refuse (Google sign-ins only). */
export async function createPasswordUser(user: { email: string; password?: string }): Promise<EmulatorUser> {
  const result = await emulatorRequest<SignInResponse>('accounts:signUp?key=fake-key', {
    email: user.email,
    password: user.password ?? 'correct-horse-battery',
    returnSecureToken: true,
  });
  return { uid: result.localId, idToken: result.idToken };
}

/** Disables an account; its existing tokens then fail `verifyIdToken(token, true)`. */
export async function disableEmulatorUser(uid: string): Promise<void> {
  await emulatorRequest(
    `projects/${TEST_PROJECT_ID}/accounts:update`,
    { localId: uid, disableUser: true },
    true,
  );
}

/** Sets an account's custom claims (null clears them); tokens issued from then on carry them. */
export async function setEmulatorClaims(uid: string, claims: Record<string, unknown> | null): Promise<void> {
  await emulatorRequest(
    `projects/${TEST_PROJECT_ID}/accounts:update`,
    { localId: uid, customAttributes: JSON.stringify(claims ?? {}) },
    true,
  );
}

/**
 * A Google account whose token carries `moderator: true`: signed in, granted the claim, signed in
 * again (a token shows the claims its account had when it was issued).
 */
export async function createModeratorUser(user: { email: string; name: string }): Promise<EmulatorUser> {
  const { uid } = await createEmulatorUser(user);
  await setEmulatorClaims(uid, { moderator: true });
  return createEmulatorUser(user);
}

/** True when the emulator answers; tests use it to fail with a clear message instead of timing out. */
export async function emulatorIsUp(): Promise<boolean> {
  try {
    const { status } = await emulatorCall(`http://${TEST_EMULATOR_HOST}/`, {
      method: 'GET',
      timeoutMs: 2000,
    });
    return status < 500;
  } catch {
    return false;
  }
}
