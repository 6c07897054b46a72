// Remembers whether this browser last had a signed-in user: that visitor gets Firebase at once so the
// session is restored quickly, everyone else once the page has settled.
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
