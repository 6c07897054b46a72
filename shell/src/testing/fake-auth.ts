// Test doubles for the auth provider: a controllable AuthBackend behind the real auth controller.
import type { AuthUser } from '@anifan/contract';
import type { AuthBackend } from '../features/auth/lib/auth-backend';
import { createShellAuth, type ShellAuth } from '../features/auth/lib/auth-controller';

export interface FakeBackend extends AuthBackend {
  /** Simulates the provider's auth-state callback. */
  emit(user: AuthUser | null): void;
}

export function createFakeBackend(overrides: Partial<AuthBackend> = {}): FakeBackend {
  let listener: ((user: AuthUser | null) => void) | null = null;
  return {
    onUserChanged: (callback) => {
      listener = callback;
    },
    getIdToken: jest.fn(async () => 'id-token'),
    signInWithPopup: jest.fn(async () => undefined),
    signInWithTestAccount: jest.fn(async () => undefined),
    signOut: jest.fn(async () => listener?.(null)),
    ...overrides,
    emit: (user) => listener?.(user),
  };
}

export const firebaseConfig = (emulatorHost: string | null) => ({
  projectId: 'demo-anifan',
  apiKey: 'demo-api-key',
  authDomain: 'demo-anifan.firebaseapp.com',
  appId: 'demo-app',
  emulatorHost,
});

export function createTestAuth(
  backend: FakeBackend,
  emulatorHost: string | null = '127.0.0.1:9099',
  likelyGuest = false,
): ShellAuth {
  return createShellAuth(firebaseConfig(emulatorHost), async () => backend, likelyGuest);
}

export const alice: AuthUser = { uid: 'u-alice', displayName: 'Alice', photoURL: null };
