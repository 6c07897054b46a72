// The sidebar: navigation to every page, the current one marked with aria-current (NavLink does it).
import { NavLink } from 'react-router-dom';
import { isInAudience, type AuthState, type PageAudience } from '@anifan/contract';
import styles from './layout.module.css';

export const SIDEBAR_ID = 'app-sidebar';

/** A page the sidebar may link to: those without a label are reached from another page. */
export interface NavRoute {
  path: string;
  navLabel?: string;
  /** Who sees the entry (a contributed page's audience); everyone when absent. */
  audience?: PageAudience;
}

interface Props {
  /** In sidebar order: the fixed routes, then the pages remotes contribute. */
  routes: readonly NavRoute[];
  /** The visitor, for the entries of pages meant for signed-in users or moderators only. */
  viewer: AuthState;
  open: boolean;
  /** On narrow screens the sidebar overlays the page, so it closes once a link is followed. */
  overlay: boolean;
  onClose: () => void;
}

export function Sidebar({ routes, viewer, open, overlay, onClose }: Props) {
  const navRoutes = routes.filter((route) => route.navLabel && isInAudience(route.audience, viewer));
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
