// React binding for the platform's observables (bus, auth, theme).
import { useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/** Subscribes to `source$`; `getSnapshot` must return the current value synchronously. */
export function useObservable<T>(source$: Observable<T>, getSnapshot: () => T): T {
  return useSyncExternalStore(
    (onChange) => {
      const subscription = source$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    },
    getSnapshot,
    getSnapshot,
  );
}
