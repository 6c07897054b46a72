// The signed-in avatar and its small right-aligned menu with ログアウト.
import { useEffect, useId, useRef, useState } from 'react';
import type { AuthUser } from '@anifan/contract';
import styles from './sign-in-area.module.css';

function initialOf(name: string | null): string | null {
  const first = name?.trim().charAt(0);
  return first ? first.toUpperCase() : null;
}

export function AccountMenu({ user, onSignOut }: { user: AuthUser; onSignOut: () => void }) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Handled here, so the sidebar (which also closes on Escape) stays as it is.
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown, { capture: true });
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown, { capture: true });
    };
  }, [open]);

  const initial = initialOf(user.displayName);
  return (
    <div className={styles.account} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.avatar}
        aria-label="アカウントメニュー"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        {user.photoURL ? (
          <img
            className={styles.avatarImage}
            src={user.photoURL}
            alt=""
            width={36}
            height={36}
            referrerPolicy="no-referrer"
          />
        ) : initial ? (
          <span aria-hidden="true">{initial}</span>
        ) : (
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" fill="currentColor">
            <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5Z" />
          </svg>
        )}
      </button>
      {open && (
        <div id={menuId} className={styles.menu}>
          {user.displayName && <p className={styles.menuName}>{user.displayName}</p>}
          <button
            type="button"
            className={styles.menuItem}
            onClick={() => {
              setOpen(false);
              onSignOut();
            }}
          >
            ログアウト
          </button>
        </div>
      )}
    </div>
  );
}
