// platform.navigation, backed by the router's navigate function once the router has mounted.
import type { NavigateFunction } from 'react-router-dom';
import type { PlatformNavigation } from '@anifan/platform';

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
  const go = (path: string) => {
    if (routerNavigate) void routerNavigate(path);
    else window.location.hash = path;
  };
  return {
    navigation: {
      navigate: go,
      back() {
        // A detail page opened directly has nothing behind it in the app: go home instead of leaving.
        if (routerNavigate && hasInAppHistory()) void routerNavigate(-1);
        else go('/');
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
