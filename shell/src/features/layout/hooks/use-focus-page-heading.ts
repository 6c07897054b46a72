import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** How long after a page change its heading is waited for (a remote's code may still be loading). */
export const HEADING_WAIT_MS = 10_000;

/**
 * After the visitor moves to another page (not on first load, not when only the query changes, as the
 * anime home's search and tabs do), focus goes to the new page's main heading, the first h1 in
 * `main`, made focusable with tabindex -1: a screen reader announces the page, and Tab continues from
 * its top. A remote page arrives later than the route: its heading is waited for, and focus is moved
 * only if the visitor has not put it somewhere else meanwhile. The scroll position is left as it is.
 */
export function useFocusPageHeading(main: RefObject<HTMLElement | null>): void {
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    const container = main.current;
    if (shownPath.current === pathname || !container) return undefined;
    shownPath.current = pathname;
    // Where the focus was when the page changed: nowhere (the card clicked is gone) or on the sidebar
    // link followed. Focus inside the new page was put there by the page itself.
    const focusedAtChange = document.activeElement;
    const focusUntouched = () => {
      const focused = document.activeElement;
      if (focused === null || focused === document.body) return true;
      return focused === focusedAtChange && !container.contains(focused);
    };

    const focusHeading = (): boolean => {
      const heading = container.querySelector('h1');
      if (!heading) return false;
      if (focusUntouched()) {
        if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return undefined;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = setTimeout(() => stop(), HEADING_WAIT_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
    }
    observer.observe(container, { childList: true, subtree: true });
    return stop;
  }, [main, pathname]);
}
