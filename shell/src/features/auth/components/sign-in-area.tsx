// The header's sign-in area (SPEC §2): a placeholder while auth loads, サインイン, or the avatar menu.
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
  return (
    <div className={styles.area}>
      {state.status === 'loading' && (
        // Same box as the button, so nothing moves when the first auth callback arrives.
        <span className={styles.placeholder} role="status" aria-label="サインイン状態を確認しています" />
      )}
      {state.status === 'signedOut' && (
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
