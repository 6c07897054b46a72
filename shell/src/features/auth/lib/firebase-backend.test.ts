// The Firebase backend's reading of the user: the moderator claim from the ID token, on every token change.
import type { User } from 'firebase/auth';
import type { AuthUser } from '@anifan/contract';
import { firebaseConfig } from '../../../testing/fake-auth';
import { createFirebaseBackend } from './firebase-backend';

let tokenListener: ((user: User | null) => void) | null = null;

jest.mock('firebase/app', () => ({ initializeApp: jest.fn(() => ({})) }));
jest.mock('firebase/auth', () => ({
  initializeAuth: jest.fn(() => ({})),
  connectAuthEmulator: jest.fn(),
  onIdTokenChanged: jest.fn((_auth: unknown, listener: (user: User | null) => void) => {
    tokenListener = listener;
  }),
  browserLocalPersistence: {},
  browserPopupRedirectResolver: {},
  indexedDBLocalPersistence: {},
  GoogleAuthProvider: class {},
  signInWithCredential: jest.fn(),
  signInWithPopup: jest.fn(),
  signOut: jest.fn(),
}));

function firebaseUser(claims: () => Promise<Record<string, unknown>>): User {
  return {
    uid: 'u-alice',
    displayName: 'Alice',
    photoURL: null,
    getIdTokenResult: async () => ({ claims: await claims() }),
  } as unknown as User;
}

function listen() {
  const seen: (AuthUser | null)[] = [];
  createFirebaseBackend(firebaseConfig(null)).onUserChanged((user) => seen.push(user));
  return seen;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createFirebaseBackend: the user remotes see', () => {
  it.each([
    [{ moderator: true }, true],
    [{ moderator: 'true' }, false],
    [{}, false],
  ])('with the claims %j is a moderator: %s', async (claims, moderator) => {
    const seen = listen();
    tokenListener?.(firebaseUser(async () => claims));
    await settle();
    expect(seen).toEqual([{ uid: 'u-alice', displayName: 'Alice', photoURL: null, moderator }]);
  });

  it('is signed in without the moderator flag when the token cannot be read', async () => {
    const seen = listen();
    tokenListener?.(firebaseUser(async () => Promise.reject(new Error('auth/network-request-failed'))));
    await settle();
    expect(seen).toEqual([{ uid: 'u-alice', displayName: 'Alice', photoURL: null, moderator: false }]);
  });

  it('lets a sign-out win over a claim read still on its way', async () => {
    const seen = listen();
    let answer: (claims: Record<string, unknown>) => void = () => undefined;
    tokenListener?.(firebaseUser(() => new Promise((resolve) => (answer = resolve))));
    tokenListener?.(null);
    answer({ moderator: true });
    await settle();
    expect(seen).toEqual([null]);
  });
});
