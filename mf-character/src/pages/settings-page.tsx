// Exposed as './Settings' (a contributed page, /settings, in the sidebar for signed-in visitors): the
// authors the visitor muted, each with ミュート解除. A guest is asked to sign in.
import type { RemotePageProps } from '@anifan/contract';
import styles from '../features/character/components/character.module.css';
import { MutedUsers } from '../features/settings/components/muted-users';
import { SignInPrompt } from '../shared/sign-in-prompt';
import { authIdentity, useAuthState } from '../shared/use-auth-state';

export default function SettingsPage({ platform }: RemotePageProps) {
  const identity = authIdentity(useAuthState(platform.auth));
  return (
    <section className={styles.page} aria-labelledby="mf-character-settings-heading">
      <h1 id="mf-character-settings-heading">設定</h1>
      {identity === 'loading' ? (
        <p className={styles.muted}>Loading...</p>
      ) : identity === 'signedOut' ? (
        <SignInPrompt auth={platform.auth}>設定を使うには、サインインしてください。</SignInPrompt>
      ) : (
        <MutedUsers key={identity} platform={platform} />
      )}
    </section>
  );
}
