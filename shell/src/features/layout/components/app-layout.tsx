// The shared layout (docs/screens.md#shared-layout): a skip link, the fixed header, the sidebar, and the content
// area padded while it is open, whose page heading takes the focus after each page change.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { subscribeTo, type PlatformTheme } from '@anifan/contract';
import type { ShellAuth } from '../../auth/lib/auth-controller';
import { useFocusPageHeading } from '../hooks/use-focus-page-heading';
import { NARROW_SCREEN, useMediaQuery } from '../hooks/use-media-query';
import { Header } from './header';
import { Sidebar, SIDEBAR_ID, type NavRoute } from './sidebar';
import styles from './layout.module.css';

const MAIN_ID = 'main-content';

interface Props {
  theme: PlatformTheme;
  auth: ShellAuth;
  /** The pages the sidebar lists, in its order (those with a `navLabel`, each for its audience). */
  navRoutes: readonly NavRoute[];
  /** Shown above the page, e.g. when /remotes.json could not be read. */
  notice?: ReactNode;
  /** The header's tools before the dark-mode switch (the お知らせ bell). */
  headerTools?: ReactNode;
  children: ReactNode;
}

export function AppLayout({ theme, auth, navRoutes, notice, headerTools, children }: Props) {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const closeSidebar = useCallback(() => setSidebarOpen(false), []);
  const viewer = useSyncExternalStore(subscribeTo(auth.state$), auth.snapshot);

  useEffect(() => {
    if (!sidebarOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // A menu or dialog that handled this Escape prevents its default; it is not for us then.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const focusInSidebar = document.getElementById(SIDEBAR_ID)?.contains(document.activeElement);
      setSidebarOpen(false);
      if (focusInSidebar) toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [sidebarOpen]);

  useFocusPageHeading(mainRef);

  return (
    <div className={styles.layout}>
      <a
        href={`#${MAIN_ID}`}
        className={styles.skipLink}
        onClick={(event) => {
          // The URL's hash is the router's: following the link would open a page named main-content.
          event.preventDefault();
          mainRef.current?.focus();
        }}
      >
        メインコンテンツへスキップ
      </a>
      <Header
        sidebarOpen={sidebarOpen}
        onToggleSidebar={() => setSidebarOpen((open) => !open)}
        toggleRef={toggleRef}
        theme={theme}
        auth={auth}
        tools={headerTools}
      />
      <Sidebar
        routes={navRoutes}
        viewer={viewer}
        open={sidebarOpen}
        overlay={narrow}
        onClose={closeSidebar}
      />
      <main
        ref={mainRef}
        id={MAIN_ID}
        tabIndex={-1}
        className={styles.content}
        data-sidebar-open={sidebarOpen}
      >
        {notice}
        {children}
      </main>
    </div>
  );
}
