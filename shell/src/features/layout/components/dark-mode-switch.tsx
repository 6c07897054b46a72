import { useSyncExternalStore } from 'react';
import { subscribeTo, type PlatformTheme } from '@anifan/contract';
import styles from './header.module.css';

export function DarkModeSwitch({ theme }: { theme: PlatformTheme }) {
  const current = useSyncExternalStore(subscribeTo(theme.theme$), theme.snapshot);
  return (
    <button
      type="button"
      role="switch"
      aria-checked={current === 'dark'}
      className={styles.switch}
      onClick={() => theme.toggle()}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.switchLabel}>ダークモード</span>
    </button>
  );
}
