// Async boundary: the shared singletons must be negotiated before any React code runs.
import { earlyStartReady } from './startup/early-start';

// boot.js has started fetching /remotes.json and the route's remote. The app starts once those preloads
// are in place, so its own requests for them always find the preloads.
void earlyStartReady().then(() => import('./bootstrap'));
