import { useSyncExternalStore } from 'react';

/** Whether `query` matches now; re-renders when that changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below this width the sidebar overlays the content (and closes after navigating). */
export const NARROW_SCREEN = '(max-width: 767.98px)';
