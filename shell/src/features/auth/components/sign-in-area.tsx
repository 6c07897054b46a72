// The header's sign-in area (docs/screens.md#shared-layout): サインイン, the avatar menu, or, while auth loads for a browser that
// had a signed-in user, a placeholder of the same size.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { subscribeTo } from '@anifan/contract';
import type { ShellAuth } from '../lib/auth-controller';
import { AccountMenu } from './account-menu';
import styles from './sign-in-area.module.css';

// Only developers on the emulator ever open it: kept out of the initial bundle.
const TestSignInDialog = lazy(async () => ({
  default: (await import(/* webpackChunkName: "test-sign-in" */ './test-sign-in-dialog')).TestSignInDialog,
}));

export function SignInArea({ auth }: { auth: ShellAuth }) {
  const state = useSyncExternalStore(subscribeTo(auth.state$), auth.snapshot);
  const pickerOpen = useSyncExternalStore(subscribeTo(auth.testSignInOpen$), auth.testSignInOpen);
  // A visitor who never signed in here is shown サインイン at once; only a returning user waits for the provider.
  const likelyGuest = state.status === 'loading' && state.likelyGuest === true;
  return (
    <div className={styles.area}>
      {state.status === 'loading' && !likelyGuest && (
        // Same box as the button, so nothing moves when the first auth callback arrives.
        <span className={styles.placeholder} role="status" aria-label="サインイン状態を確認しています" />
      )}
      {(state.status === 'signedOut' || likelyGuest) && (
        <button type="button" className={styles.signInButton} onClick={() => void auth.signIn()}>
          サインイン
        </button>
      )}
      {state.status === 'signedIn' && <AccountMenu user={state.user} onSignOut={() => void auth.signOut()} />}
      {pickerOpen && (
        <Suspense fallback={null}>
          <TestSignInDialog auth={auth} />
        </Suspense>
      )}
    </div>
  );
}
