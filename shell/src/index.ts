// Async boundary: the shared singletons must be negotiated before any React code runs.
import { startEarly } from './app/early-start';

// Relative to the page, so the shell also works when served under a path prefix.
startEarly(new URL('remotes.json', document.baseURI).href);
import('./bootstrap');
