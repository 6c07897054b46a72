// The sidebar: navigation to every page, the current one marked with aria-current (NavLink does it).
import { NavLink } from 'react-router-dom';
import { ROUTE_TABLE } from '@anifan/contract';
import styles from './layout.module.css';

export const SIDEBAR_ID = 'app-sidebar';

const navRoutes = ROUTE_TABLE.filter((route) => route.navLabel);

interface Props {
  open: boolean;
  /** On narrow screens the sidebar overlays the page, so it closes once a link is followed. */
  overlay: boolean;
  onClose: () => void;
}

export function Sidebar({ open, overlay, onClose }: Props) {
  return (
    <>
      {open && overlay && <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />}
      <nav id={SIDEBAR_ID} className={styles.sidebar} aria-label="サイト内ナビゲーション" hidden={!open}>
        <ul className={styles.navList}>
          {navRoutes.map((route) => (
            <li key={route.path}>
              <NavLink
                to={route.path}
                end
                className={styles.navLink}
                onClick={() => {
                  if (overlay) onClose();
                }}
              >
                {route.navLabel}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
