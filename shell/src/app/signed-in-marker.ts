// Remembers whether this browser last had a signed-in user: that visitor gets Firebase at once so the
// session is restored quickly. A guest gets it only when they sign in, here or in another tab.
import type { Observable, Subscription } from 'rxjs';
import type { AuthState } from '@anifan/contract';

const KEY = 'anifan.auth.signedIn';

type MarkerStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function localStorageOrNull(): MarkerStorage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage disabled: every visit is treated as a first one.
    return null;
  }
}

export function hadSignedInUser(storage = localStorageOrNull()): boolean {
  try {
    return storage?.getItem(KEY) === '1';
  } catch {
    return false;
  }
}

export function trackSignedInUser(
  state$: Observable<AuthState>,
  storage = localStorageOrNull(),
): Subscription {
  return state$.subscribe((state) => {
    try {
      if (state.status === 'signedIn') storage?.setItem(KEY, '1');
      else if (state.status === 'signedOut') storage?.removeItem(KEY);
    } catch {
      // A full or disabled storage only costs the returning visitor a later start.
    }
  });
}

/**
 * Calls `callback` when another tab of this browser signs in (it writes the marker; a tab never hears its
 * own writes). Answers a function that stops listening.
 */
export function onSignedInElsewhere(callback: () => void, win: Window = window): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY && event.newValue === '1') callback();
  };
  win.addEventListener('storage', listener);
  return () => win.removeEventListener('storage', listener);
}
