// Async boundary: the shared singletons must be negotiated before any React code runs.
import { readRemoteContractEarly } from './features/remotes/lib/remote-contract';
import { afterFirstPaint, earlyRouteRemoteEntry, earlyStartReady } from './startup/early-start';

// The opened route's remote is checked against the platform contract (its federation manifest) while
// the shared libraries download, so the check adds no request after them.
void earlyRouteRemoteEntry(window.location.hash).then((entry) => {
  if (entry) readRemoteContractEarly(entry);
});
// boot.js has started fetching /remotes.json and the route's remote. The app starts once those preloads
// are in place, so its own requests for them always find the preloads, and once the page has painted
// its header, so its start-up work never holds the first paint back.
void earlyStartReady()
  .then(() => afterFirstPaint())
  .then(() => import('./bootstrap'));
