// platform.navigation, backed by the router's navigate function once the router has mounted, and the
// name the page on screen gives what it shows (for the document title).
import type { NavigateFunction } from 'react-router-dom';
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';
import type { PlatformNavigation, RoutePath } from '@anifan/contract';

export interface ShellNavigation {
  navigation: PlatformNavigation;
  /** Connects the router; returns the disconnect function. */
  bind(navigate: NavigateFunction): () => void;
  /** What the page on screen names (navigation.setPageName): a work's or character's name, or null. */
  readonly pageName$: Observable<string | null>;
  pageName(): string | null;
}

function hasInAppHistory(): boolean {
  // React Router keeps its own history index in history.state; 0 means this page opened the app.
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}

export function createShellNavigation(): ShellNavigation {
  let routerNavigate: NavigateFunction | null = null;
  const pageName = new BehaviorSubject<string | null>(null);
  const go = (path: RoutePath) => {
    if (routerNavigate) void routerNavigate(path);
    else window.location.hash = path;
  };
  return {
    navigation: {
      navigate: go,
      back(fallback) {
        // A page opened directly has nothing behind it in the app: go to the fallback instead of leaving.
        if (routerNavigate && hasInAppHistory()) void routerNavigate(-1);
        else go(fallback);
      },
      setPageName(name) {
        pageName.next(name?.trim() || null);
      },
    },
    pageName$: pageName.pipe(distinctUntilChanged()),
    pageName: () => pageName.value,
    bind(navigate) {
      routerNavigate = navigate;
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}
