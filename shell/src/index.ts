// Async boundary: the shared singletons must be negotiated before any React code runs.
import { startEarly } from './app/early-start';

// Relative to the page, so the shell also works when served under a path prefix.
// The app starts once the route's remote files are preloaded (start-up needs /remotes.json anyway), so
// its own requests for them always find the preloads.
void startEarly(new URL('remotes.json', document.baseURI).href).then(() => import('./bootstrap'));
