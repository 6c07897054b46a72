// boot.js, the one script the page runs before its first paint: small, and free of the federation
// runtime and of React. It applies the remembered theme, then starts fetching what the opened route
// needs (/remotes.json, the remote's manifest, remoteEntry and page files) while main.js and the shared
// libraries are still downloading; main.js takes the request over.
import { startEarly } from './app/early-start';
import { applyRememberedTheme } from './platform/theme';

applyRememberedTheme();
// Relative to the page, so the shell also works when served under a path prefix.
startEarly(new URL('remotes.json', document.baseURI).href);
