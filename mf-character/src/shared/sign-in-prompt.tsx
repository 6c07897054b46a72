// What a guest sees on a page that needs an account: why, and サインインする (the shell's sign-in).
import type { PlatformAuth } from '@anifan/contract';
import styles from './sign-in-prompt.module.css';

export function SignInPrompt({ auth, children }: { auth: PlatformAuth; children: string }) {
  return (
    <p className={styles.prompt}>
      {children}
      <button type="button" className={styles.button} onClick={() => void auth.signIn()}>
        サインインする
      </button>
    </p>
  );
}
