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
  onIdTokenChanged,
  signInWithCredential,
  signInWithPopup,
  signOut,
  type User,
} from 'firebase/auth';
import type { AuthUser, RuntimeConfig } from '@anifan/contract';
import type { AuthBackend } from './auth-backend';

/** The user as remotes see it; `moderator` from the ID token's custom claim (the server checks the token itself). */
async function toAuthUser(user: User): Promise<AuthUser> {
  const base = { uid: user.uid, displayName: user.displayName, photoURL: user.photoURL };
  try {
    const { claims } = await user.getIdTokenResult();
    return { ...base, moderator: claims['moderator'] === true };
  } catch {
    // The token cannot be read now (offline with an expired one): the user is signed in all the same,
    // without the moderator's tools until the next refresh brings the claim.
    return { ...base, moderator: false };
  }
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
      // On sign-in, sign-out and every token refresh, so a granted or revoked moderator claim shows once
      // the token carrying it arrives. Reading the claims takes a moment: a later change wins over a
      // read still on its way.
      let latest = 0;
      onIdTokenChanged(auth, (user) => {
        const change = ++latest;
        if (!user) {
          callback(null);
          return;
        }
        void toAuthUser(user).then((read) => {
          if (change === latest) callback(read);
        });
      });
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
