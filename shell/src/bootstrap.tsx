// Starts the shell: reads the runtime config and /remotes.json, builds the platform, renders.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { endpointPath, type RemoteName } from '@anifan/contract';
import './styles/global.css';
import { App } from './app/app';
import { createShell } from './app/create-shell';
import { loadRuntimeConfig } from './app/runtime-config';
import { ConnectionBanner } from './features/pwa/components/connection-banner';
import { forgetListDataOnSignOut } from './features/pwa/lib/forget-list-data';
import { startServiceWorkerClient } from './features/pwa/lib/service-worker-client';
import { createContributedPages } from './features/remotes/lib/contributed-pages';
import { createFederationLoader, registerManifest } from './features/remotes/lib/federation-loader';
import { adoptEarlyReads, readFederationManifest } from './features/remotes/lib/remote-contract';
import { createRemoteLoader } from './features/remotes/lib/remote-loader';
import { reportRemoteLoadFailure } from './features/remotes/lib/report-load-failure';
import { fetchRemoteManifest } from './features/remotes/lib/remote-manifest';
import { createRemoteRegistry } from './features/remotes/lib/remote-registry';
import {
  earlyRuntimeConfig,
  routeForHash,
  takeEarlyFederationManifests,
  takeEarlyManifest,
} from './startup/early-start';

async function main() {
  // The installable app's worker, registered after the load event (docs/pwa.md); offline and update
  // notices from the first render on.
  const connection = startServiceWorkerClient({
    window,
    container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
    register: process.env.NODE_ENV === 'production',
  });
  // Relative to the page, so the shell also works when served under a path prefix.
  const at = (path: string) => new URL(path, document.baseURI).href;
  // Before the runtime config (and so the API client) exists, the API is the page's own `api/`.
  const api = (name: 'reportRemoteLoadFailure' | 'runtimeConfig') => at(`api${endpointPath(name)}`);
  const report = (remote: RemoteName, cause: unknown) =>
    reportRemoteLoadFailure(api('reportRemoteLoadFailure'), remote, cause);
  // The first page asked for is the route the visitor opened; the remotes' manifests wait for it.
  let firstPage: Promise<unknown> | null = null;
  const pagesLoaded = () => Promise.allSettled([firstPage]);
  // The federation manifests boot read to find a contributed page opened directly, each taken over once.
  adoptEarlyReads(takeEarlyFederationManifests());
  const contributed = createContributedPages({ readManifest: readFederationManifest, report });
  const registry = createRemoteRegistry({
    fetchManifest: () => takeEarlyManifest() ?? fetchRemoteManifest(at('remotes.json')),
    register: (manifest) => {
      registerManifest(manifest);
      // The remotes' manifests are read once the opened route's page is in, so they never compete with
      // it; at once when the visitor opened no fixed route (it may be a contributed page).
      void pagesLoaded().then(() => contributed.load(manifest));
    },
  });
  const federation = createFederationLoader(registry);
  const loader = createRemoteLoader((remote, module) => {
    const page = federation(remote, module);
    page.catch((cause: unknown) => report(remote, cause));
    firstPage ??= page;
    return page;
  });
  // The opened route's page starts loading alongside the config; if it is in by the first render, it
  // renders with the layout instead of after a loading state. Its failure is the page's to show.
  const route = routeForHash(window.location.hash);
  if (route) loader.preload(route.remote, route.module).catch(() => undefined);
  const [config] = await Promise.all([
    earlyRuntimeConfig() ?? loadRuntimeConfig(api('runtimeConfig'), window.location.origin),
    // A failure shows a notice and each page's error panel; the layout still renders, and an unknown
    // path is not found rather than waiting for pages no remote list names.
    registry.ready().catch(() => contributed.load(null)),
  ]);
  const shell = createShell(config);
  forgetListDataOnSignOut(shell.auth.state$, 'caches' in window ? window.caches : undefined);
  const root = createRoot(document.getElementById('root')!);
  // A transition renders in slices that yield to the browser, not in one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <HashRouter>
          <App shell={shell} loader={loader} registry={registry} contributed={contributed} />
        </HashRouter>
        <ConnectionBanner client={connection} reload={() => window.location.reload()} />
      </StrictMode>,
    ),
  );
}

void main();
