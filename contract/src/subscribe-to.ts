// The platform's observables (bus, auth, theme) in the shape React's useSyncExternalStore reads:
// `useSyncExternalStore(subscribeTo(bus.selectedAnime$), () => bus.snapshot().selectedAnime)`.
import type { Observable } from 'rxjs';

type Subscribe = (onChange: () => void) => () => void;

const subscribers = new WeakMap<Observable<unknown>, Subscribe>();

/** One subscribe function per observable, so a component re-renders without re-subscribing. */
export function subscribeTo(source$: Observable<unknown>): Subscribe {
  let subscribe = subscribers.get(source$);
  if (!subscribe) {
    subscribe = (onChange) => {
      const subscription = source$.subscribe(() => onChange());
      return () => subscription.unsubscribe();
    };
    subscribers.set(source$, subscribe);
  }
  return subscribe;
}
