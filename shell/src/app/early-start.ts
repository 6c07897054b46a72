// Runs in main.js, before the bootstrap chunk: starts reading /remotes.json and fetching the current
// route's remoteEntry, so neither waits for React and the app code to arrive.
import {
  fetchRemoteManifest,
  type RemoteManifest,
  type RemoteName,
} from '../features/remotes/lib/remote-manifest';
import { routes } from './routes';

let early: Promise<RemoteManifest> | null = null;

/** The remote serving a location hash such as `#/animeHome` (the router's paths carry no parameters). */
export function remoteForHash(hash: string): RemoteName | null {
  const path = hash.replace(/^#/, '').split(/[?#]/)[0] || '/';
  return routes.find((route) => route.path === path)?.remote ?? null;
}

/** Preloads the remoteEntry the current route will load; the federation runtime then finds it cached. */
export function preloadRouteRemote(manifest: RemoteManifest, hash: string, doc: Document): void {
  const remote = remoteForHash(hash);
  const entry = remote ? manifest[remote] : undefined;
  if (!entry) return;
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = entry;
  doc.head.appendChild(link);
}

export function startEarly(manifestUrl: string, fetchManifest = fetchRemoteManifest): void {
  early = fetchManifest(manifestUrl);
  // A failure is the registry's to report when it takes the request over.
  early
    .then((manifest) => preloadRouteRemote(manifest, window.location.hash, document))
    .catch(() => undefined);
}

/** The request startEarly began, handed over once: a retry after a failure must fetch again. */
export function takeEarlyManifest(): Promise<RemoteManifest> | null {
  const request = early;
  early = null;
  return request;
}
