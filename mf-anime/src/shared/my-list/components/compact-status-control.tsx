// The compact status control on a card (anime home, timetable): a menu button naming the work's status,
// whose menu offers the five statuses (menuitemradio) and マイリストから外す. Arrow keys, Home/End move in
// the menu; Escape or a pick closes it and focus goes back to the button.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useListEntry } from '../hooks/use-my-list';
import { statusPatch, todayInJapan } from '../lib/progress';
import { PICKABLE_STATUSES, STATUS_LABELS, pickableStatus, type PickableStatus } from '../lib/status';
import { useRemoveWithUndo } from './status-control';
import styles from './my-list.module.css';

function menuItems(menu: HTMLElement | null): HTMLElement[] {
  return [...(menu?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? [])];
}

/** Focuses the menu's item at `index`, wrapping around either end. */
function focusItem(menu: HTMLElement | null, index: number): void {
  const all = menuItems(menu);
  all[(index + all.length) % all.length]?.focus();
}

export function CompactListStatus({ mediaId, title }: { mediaId: number; title: string }) {
  const { entry, ready, save } = useListEntry(mediaId);
  const removeWithUndo = useRemoveWithUndo(mediaId, title);
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const menuId = useId();
  const current = entry ? pickableStatus(entry.status) : null;

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const checked = menuItems(menu.current).findIndex((item) => item.getAttribute('aria-checked') === 'true');
    focusItem(menu.current, Math.max(checked, 0));
    const onPointer = (event: PointerEvent) => {
      const root = button.current?.parentElement;
      if (root && !root.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const pick = (status: PickableStatus) => {
    close(true);
    if (status !== current) void save(statusPatch(entry, status, todayInJapan(Date.now())));
  };
  const remove = () => {
    close(true);
    void removeWithUndo();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = menuItems(menu.current);
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(menu.current, moves[event.key]!);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  const label = current
    ? `『${title}』のマイリスト：${STATUS_LABELS[current]}`
    : `『${title}』をマイリストに追加`;
  return (
    <div className={styles.compact}>
      <button
        ref={button}
        type="button"
        className={styles.menuButton}
        data-on-list={current !== null}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        disabled={!ready}
        onClick={() => setOpen((was) => !was)}
        onKeyDown={onButtonKey}
      >
        {current ? STATUS_LABELS[current] : 'マイリスト'}
      </button>
      {open && (
        <ul
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={`『${title}』の視聴状況`}
          className={styles.menu}
          onKeyDown={onMenuKey}
        >
          {PICKABLE_STATUSES.map((status) => (
            <li key={status} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={status === current}
                tabIndex={-1}
                className={styles.menuItem}
                onClick={() => pick(status)}
              >
                <span className={styles.check} aria-hidden="true">
                  {status === current ? '✓' : ''}
                </span>
                {STATUS_LABELS[status]}
              </button>
            </li>
          ))}
          {entry && (
            <>
              <li role="separator" className={styles.separator} />
              <li role="none">
                <button
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={styles.menuItem}
                  onClick={remove}
                >
                  <span className={styles.check} aria-hidden="true" />
                  マイリストから外す
                </button>
              </li>
            </>
          )}
        </ul>
      )}
    </div>
  );
}
