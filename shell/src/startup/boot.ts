// boot.js, the one script the page runs before its first paint: small, and free of the federation
// runtime and of React. It applies the remembered theme, then starts fetching what the opened route
// needs (/remotes.json, api/config, the remote's manifest, remoteEntry and page files, and the page's
// first request through its route data script) while main.js and the shared libraries are still
// downloading; main.js takes the requests over.
import { applyRememberedTheme } from '@anifan/contract';
import { loadRuntimeConfig } from '../app/runtime-config';
import { startEarly } from './early-start';

applyRememberedTheme();
// Relative to the page, so the shell also works when served under a path prefix.
const at = (path: string) => new URL(path, document.baseURI).href;
startEarly(loadRuntimeConfig(at('api/config'), window.location.origin), at('remotes.json'));
