// The fixed header: logo, sidebar toggle, the shell's tools (お知らせ), dark-mode switch and the sign-in area.
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router-dom';
import type { PlatformTheme } from '@anifan/contract';
import type { ShellAuth } from '../../auth/lib/auth-controller';
import { SignInArea } from '../../auth/components/sign-in-area';
import { DarkModeSwitch } from './dark-mode-switch';
import { LogoMark } from './logo-mark';
import { SIDEBAR_ID } from './sidebar';
import styles from './header.module.css';

interface Props {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  toggleRef: Ref<HTMLButtonElement>;
  theme: PlatformTheme;
  auth: ShellAuth;
  /** Shown before the dark-mode switch: the お知らせ bell. */
  tools?: ReactNode;
}

export function Header({ sidebarOpen, onToggleSidebar, toggleRef, theme, auth, tools }: Props) {
  return (
    <header className={styles.header}>
      <button
        ref={toggleRef}
        type="button"
        className={styles.iconButton}
        aria-label="サイドバー"
        aria-expanded={sidebarOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleSidebar}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <Link to="/" className={styles.logo} aria-label="AniFan ホーム">
        <LogoMark />
        <span className={styles.logoText}>AniFan</span>
      </Link>
      <div className={styles.spacer} />
      {tools}
      <DarkModeSwitch theme={theme} />
      <SignInArea auth={auth} />
    </header>
  );
}
