// A fan who signs out leaves no マイリスト behind in this browser's offline copy (docs/pwa.md).
import type { Observable, Subscription } from 'rxjs';
import type { AuthState } from '@anifan/contract';
import { DATA_CACHE } from '../worker/build-info';

/** Deletes the service worker's kept マイリスト answers whenever a signed-in user signs out. */
export function forgetListDataOnSignOut(
  state$: Observable<AuthState>,
  storage: Pick<CacheStorage, 'delete'> | undefined,
): Subscription {
  let signedIn = false;
  return state$.subscribe((state) => {
    if (state.status === 'signedOut' && signedIn) {
      // Nothing kept, or no Cache API: nothing to forget.
      storage?.delete(DATA_CACHE).catch(() => undefined);
    }
    if (state.status !== 'loading') signedIn = state.status === 'signedIn';
  });
}
