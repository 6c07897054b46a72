// Async boundary: the shared singletons must be negotiated before any React code runs.
import { readRemoteContractEarly } from './features/remotes/lib/remote-contract';
import { afterFirstPaint, earlyRouteRemoteEntry, earlyStartReady } from './startup/early-start';

/** Settles in a task of its own, after the browser has had a turn (to paint, to take input). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// The opened route's remote is checked against the platform contract (its federation manifest) while
// the shared libraries download, so the check adds no request after them.
void earlyRouteRemoteEntry(window.location.hash).then((entry) => {
  if (entry) readRemoteContractEarly(entry);
});
// boot.js has started fetching /remotes.json and the route's remote. The app starts once those preloads
// are in place, so its own requests for them always find the preloads, and once the page has painted
// its header. React DOM, the largest piece of start-up code, is evaluated in a task of its own, then the
// app's modules in the next: two tasks the browser can answer input between, not one long one.
void earlyStartReady()
  .then(() => afterFirstPaint())
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
