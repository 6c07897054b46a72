// The ⋯ menu on each comment: the actions the row gives it (編集 and 削除 on the visitor's own comments,
// 通報 and ミュート on others'), or the note that there are none.
import { useId, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useDismiss } from '../../../shared/use-dismiss';
import styles from './comments.module.css';

export interface MenuAction {
  label: string;
  onSelect(): void;
  danger?: boolean;
}

interface CommentMenuProps {
  authorName: string;
  actions: MenuAction[];
  /** Shown first, as a disabled item, when the visitor can do nothing to the comment themselves. */
  note: boolean;
  /** Owned by the row, which returns focus here when an edit ends. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function CommentMenu({ authorName, actions, note, buttonRef }: CommentMenuProps) {
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  useDismiss(open, containerRef, (reason) => {
    setOpen(false);
    // Escape keeps the keyboard user where they were; an outside press already moved focus elsewhere.
    if (reason === 'escape') buttonRef.current?.focus();
  });

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const focusItem = (index: number) => {
    const list = items();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const menuRefCallback = (node: HTMLDivElement | null) => {
    menuRef.current = node;
    // Focus moves into the menu as it opens (WAI-ARIA menu button pattern).
    node?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = items().indexOf(document.activeElement as HTMLElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        break;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        break;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        break;
      case 'Tab':
        setOpen(false);
        break;
    }
  };

  const choose = (action: () => void) => {
    setOpen(false);
    action();
  };

  return (
    <div className={styles.menuContainer} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.menuButton}
        aria-label={`${authorName}さんのコメントのメニュー`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && (
        <div
          id={menuId}
          ref={menuRefCallback}
          role="menu"
          aria-label="コメントの操作"
          className={styles.menu}
          onKeyDown={onMenuKeyDown}
        >
          {note && (
            <div role="menuitem" tabIndex={-1} aria-disabled="true" className={styles.menuNote}>
              このコメントは操作できません
            </div>
          )}
          {actions.map((action) => (
            <button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={action.danger ? `${styles.menuItem} ${styles.menuItemDanger}` : styles.menuItem}
              onClick={() => choose(action.onSelect)}
            >
              {action.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
