// platform.navigation, backed by the router's navigate function once the router has mounted.
import type { NavigateFunction } from 'react-router-dom';
import type { PlatformNavigation, RoutePath } from '@anifan/contract';

export interface ShellNavigation {
  navigation: PlatformNavigation;
  /** Connects the router; returns the disconnect function. */
  bind(navigate: NavigateFunction): () => void;
}

function hasInAppHistory(): boolean {
  // React Router keeps its own history index in history.state; 0 means this page opened the app.
  const index = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof index === 'number' && index > 0;
}

export function createShellNavigation(): ShellNavigation {
  let routerNavigate: NavigateFunction | null = null;
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
    },
    bind(navigate) {
      routerNavigate = navigate;
      return () => {
        if (routerNavigate === navigate) routerNavigate = null;
      };
    },
  };
}
