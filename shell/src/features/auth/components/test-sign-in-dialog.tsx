// The local test sign-in (emulator mode only): pick or create an emulated Google account. Offline the
// real popup cannot load Google's script, so this is how a developer signs in against the emulator.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { createPortal } from 'react-dom';
import type { ShellAuth } from '../lib/auth-controller';
import type { TestAccount } from '../lib/auth-backend';
import { popupFailureMessage, TEST_SIGN_IN_FAILURE } from '../lib/popup-failure';
import { createTestAccount, readTestAccounts, rememberTestAccount } from '../lib/test-accounts';
import styles from './test-sign-in-dialog.module.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

export function TestSignInDialog({ auth }: { auth: ShellAuth }) {
  const [accounts] = useState(() => readTestAccounts());
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [popupOpen, setPopupOpen] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    return () => opener?.focus();
  }, []);

  const signIn = async (account: TestAccount) => {
    setBusy(true);
    setFailure(null);
    rememberTestAccount(account);
    try {
      await auth.signInWithTestAccount(account);
    } catch {
      setFailure(TEST_SIGN_IN_FAILURE);
      setBusy(false);
    }
  };

  const signInWithPopup = async () => {
    setBusy(true);
    setPopupOpen(true);
    setFailure(null);
    try {
      await auth.signInWithEmulatorPopup();
    } catch (error) {
      setFailure(popupFailureMessage(error));
      setPopupOpen(false);
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void signIn(createTestAccount(name || email.split('@')[0] || 'テストユーザー', email));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      auth.closeTestSignIn();
      return;
    }
    if (event.key !== 'Tab') return;
    // Keep keyboard focus inside the modal dialog.
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          ローカルテスト用サインイン
        </h2>
        <p id={descriptionId} className={styles.note}>
          これは開発用のサインインです。Firebase Auth
          エミュレーター上のテスト用アカウントでサインインします。本物の Google
          アカウントやパスワードは使いません。
        </p>

        {accounts.length > 0 && (
          <section aria-labelledby={`${titleId}-recent`}>
            <h3 id={`${titleId}-recent`} className={styles.heading}>
              これまでのテストアカウント
            </h3>
            <ul className={styles.accounts}>
              {accounts.map((account) => (
                <li key={account.email}>
                  <button
                    type="button"
                    className={styles.accountButton}
                    disabled={busy}
                    onClick={() => void signIn(account)}
                  >
                    <span className={styles.accountName}>{account.name}</span>
                    <span className={styles.accountEmail}>{account.email}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )}

        <form className={styles.form} onSubmit={onSubmit} aria-labelledby={`${titleId}-new`}>
          <h3 id={`${titleId}-new`} className={styles.heading}>
            新しいテストアカウント
          </h3>
          <label className={styles.field}>
            名前
            <input value={name} onChange={(event) => setName(event.target.value)} autoComplete="off" />
          </label>
          <label className={styles.field}>
            メールアドレス
            <input
              type="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              autoComplete="off"
              placeholder="fan@example.com"
            />
          </label>
          <button type="submit" className={styles.primary} disabled={busy}>
            作成してサインイン
          </button>
        </form>

        {popupOpen && (
          <p className={styles.pending} role="status">
            Google ポップアップでサインインしています…
          </p>
        )}
        {failure && (
          <p className={styles.error} role="alert">
            {failure}
          </p>
        )}

        <div className={styles.actions}>
          <button
            type="button"
            className={styles.secondary}
            disabled={busy}
            onClick={() => void signInWithPopup()}
          >
            Google ポップアップ（エミュレーター）を使う
          </button>
          <button type="button" className={styles.secondary} onClick={() => auth.closeTestSignIn()}>
            閉じる
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
