// Accounts on the Firebase Auth emulator for tests: Google sign-ins with real ID tokens, and the odd ones out.
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
 * Whether a request failed on a kept-alive connection that the emulator closed as it was reused
 * (seen once in a full `npm test` on two cores: "other side closed" on a suite's first request).
 * The emulator closes idle connections after 5 s and fetch stops reusing them shortly before, but a
 * test worker whose event loop is busy can be late to. Nothing was answered, so it is sent again.
 */
function closedBeforeAnswer(error: unknown): boolean {
  const code = (error as { cause?: { code?: unknown } }).cause?.code;
  return error instanceof TypeError && (code === 'UND_ERR_SOCKET' || code === 'ECONNRESET');
}

async function emulatorRequest<T>(path: string, body: unknown, admin = false): Promise<T> {
  const send = () =>
    fetch(`http://${TEST_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        // The emulator treats the `owner` bearer as an admin credential.
        ...(admin ? { Authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    });
  const response = await send().catch((error: unknown) => {
    if (closedBeforeAnswer(error)) return send();
    throw error;
  });
  if (!response.ok) {
    throw new Error(`Auth emulator ${path} answered ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
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

/** True when the emulator answers; tests use it to fail with a clear message instead of timing out. */
export async function emulatorIsUp(): Promise<boolean> {
  try {
    const response = await fetch(`http://${TEST_EMULATOR_HOST}/`, { signal: AbortSignal.timeout(2000) });
    return response.status < 500;
  } catch {
    return false;
  }
}
