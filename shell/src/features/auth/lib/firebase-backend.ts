// Firebase Auth (JS SDK v12, modular). Loaded with a dynamic import so the SDK stays out of the
// initial bundle.
import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  GoogleAuthProvider,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthUser, RuntimeConfig } from '@anifan/contract';
import type { AuthBackend } from './auth-backend';

function toAuthUser(user: User): AuthUser {
  return { uid: user.uid, displayName: user.displayName, photoURL: user.photoURL };
}

export function createFirebaseBackend(config: RuntimeConfig['firebase']): AuthBackend {
  const app = initializeApp({
    apiKey: config.apiKey,
    authDomain: config.authDomain,
    projectId: config.projectId,
    appId: config.appId,
  });
  // initializeAuth rather than getAuth: getAuth's popup resolver loads Google's api.js eagerly on
  // mobile and Safari, which costs a request at start and fails offline; it is passed to the popup
  // call instead, the only place that needs it.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  auth.languageCode = 'ja';
  if (config.emulatorHost) {
    connectAuthEmulator(auth, `http://${config.emulatorHost}`, { disableWarnings: true });
  }
  return {
    onUserChanged(callback) {
      onAuthStateChanged(auth, (user) => callback(user ? toAuthUser(user) : null));
    },
    getIdToken: async () => (await auth.currentUser?.getIdToken()) ?? null,
    async signInWithPopup() {
      await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
    },
    async signInWithTestAccount(account) {
      // The Auth emulator accepts an unsigned JSON ID token for a Google credential.
      const idToken = JSON.stringify({
        sub: account.sub,
        email: account.email,
        email_verified: true,
        name: account.name,
      });
      await signInWithCredential(auth, GoogleAuthProvider.credential(idToken));
    },
    signOut: () => signOut(auth),
  };
}
