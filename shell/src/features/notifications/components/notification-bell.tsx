// The header's お知らせ: a bell with the unread count, opening a panel (a non-modal popover) with the
// newest notifications, すべて既読 and a link to the page. New arrivals are announced in a live region.
// The bell is there from the first render (the header does not move once the session is known).
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import { subscribeTo } from '@anifan/contract';
import type { NotificationCenter } from '../lib/notification-center';
import { NOTIFICATIONS_PATH } from '../routes';
import { GUEST_NOTE, NotificationList, NotificationListError } from './notification-list';
import styles from './notifications.module.css';

/** The panel lists this many; the page has the rest. */
export const PANEL_SIZE = 8;

/** The bell's accessible name: `お知らせ（未読3件）`. */
export const bellLabel = (unread: number) => (unread > 0 ? `お知らせ（未読${unread}件）` : 'お知らせ');

interface Props {
  center: NotificationCenter;
}

export function NotificationBell({ center }: Props) {
  const state = useSyncExternalStore(subscribeTo(center.state$), center.snapshot);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    panel.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // The layout's sidebar also closes on Escape: this one is ours.
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onFocusIn = (event: FocusEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [open]);

  const { unread } = state;
  const newest = state.items.slice(0, PANEL_SIZE);
  return (
    <div ref={root} className={styles.bellArea}>
      <button
        ref={button}
        type="button"
        className={styles.bell}
        aria-label={bellLabel(unread)}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((shown) => !shown)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6Zm-2.5 15a2.5 2.5 0 0 0 5 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </button>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {state.arrival?.text}
      </div>
      {open && (
        <div
          ref={panel}
          id={panelId}
          className={styles.panel}
          role="dialog"
          aria-label="お知らせ"
          tabIndex={-1}
        >
          <div className={styles.panelHeader}>
            <h2 className={styles.panelTitle}>お知らせ</h2>
            <button
              type="button"
              className={styles.textButton}
              disabled={unread === 0}
              onClick={() => void center.markAllRead()}
            >
              すべて既読
            </button>
          </div>
          <NotificationListError state={state} center={center} />
          {state.mode === 'none' || (state.loading && state.items.length === 0) ? (
            <p className={styles.empty}>読み込んでいます…</p>
          ) : newest.length === 0 ? (
            !state.error && <p className={styles.empty}>お知らせはありません</p>
          ) : (
            <NotificationList
              items={newest}
              label="新しいお知らせ"
              onOpen={(item) => {
                void center.markRead(item);
                setOpen(false);
              }}
            />
          )}
          {state.mode === 'guest' && <p className={styles.note}>{GUEST_NOTE}</p>}
          <div className={styles.panelFooter}>
            <Link to={NOTIFICATIONS_PATH} className={styles.seeAll} onClick={() => setOpen(false)}>
              すべて見る
            </Link>
          </div>
        </div>
      )}
    </div>
  );
}
