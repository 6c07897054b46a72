// The shell's start-up, the one module that writes the start-up handoff (@anifan/contract's startup.ts).
// boot.js runs `startEarly` before the first paint: it starts reading the runtime config and
// /remotes.json and fetching the opened route's remote (its remoteEntry, the files of the page it
// exposes, and the page's first request through the remote's route data script), so none of it waits for
// main.js, React and the app code to arrive. main.js then takes those requests over from the handoff.
import {
  installStartupHandoff,
  REMOTE_NAMES,
  ROUTE_TABLE,
  routeKey,
  startupHandoff,
  type RemoteManifest,
  type RouteEntry,
  type RuntimeConfig,
} from '@anifan/contract';
import { contributedRoutesOf } from '../features/remotes/lib/contributed-routes';
import { fetchFederationManifest, manifestUrlOf } from '../features/remotes/lib/remote-contract';
import { fetchRemoteManifest } from '../features/remotes/lib/remote-manifest';

/** The path of a location hash such as `#/animeHome?id=1` (the router's paths carry no parameters). */
const pathOfHash = (hash: string): string => hash.replace(/^#/, '').split(/[?#]/)[0] || '/';

/** The fixed route of a location hash such as `#/animeHome`. */
export function routeForHash(hash: string): RouteEntry | null {
  const path = pathOfHash(hash);
  return ROUTE_TABLE.find((route) => route.path === path) ?? null;
}

function preloadScript(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'script';
  link.href = href;
  doc.head.appendChild(link);
}

/** The part of a remote's `mf-manifest.json` (written by its federation build) read here. */
interface FederationManifest {
  metaData?: { publicPath?: unknown };
  exposes?: unknown;
}

interface FederationExpose {
  name?: unknown;
  assets?: { js?: { sync?: unknown } };
}

/** The script files an exposed module loads at once, as absolute URLs; none when the manifest says nothing usable. */
export function exposedModuleFiles(body: unknown, manifestUrl: string, module: string): string[] {
  const manifest = (typeof body === 'object' && body !== null ? body : {}) as FederationManifest;
  const exposes: FederationExpose[] = Array.isArray(manifest.exposes) ? manifest.exposes : [];
  const files = exposes.find((expose) => expose?.name === module)?.assets?.js?.sync;
  if (!Array.isArray(files)) return [];
  const publicPath = manifest.metaData?.publicPath;
  // `auto`: the files sit beside the manifest, wherever the remote is served from.
  const base =
    typeof publicPath === 'string' && publicPath !== 'auto'
      ? new URL(publicPath, manifestUrl)
      : new URL('.', manifestUrl);
  return files
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, base).href);
}

/**
 * The route data script of an exposed page, beside the remoteEntry: every exposed page has one
 * (tooling/webpack.ts, an empty one for a page that starts no request), so its address is known as soon
 * as /remotes.json is, without waiting for the federation manifest.
 */
export const routeDataScript = (remoteEntry: string, module: string): string =>
  new URL(`route-data-${module}.js`, remoteEntry).href;

function runScript(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.async = true;
  // An inserted async script is fetched at low priority, behind the preloads that follow it; this one
  // starts the page's first request, which the page waits for.
  script.setAttribute('fetchpriority', 'high');
  script.src = src;
  doc.head.appendChild(script);
}

/** The longest the remote manifest may hold up start-up; past it the page loads without the head start. */
export const REMOTE_MANIFEST_WAIT_MS = 1500;

const defaultFetchJson = async (url: string): Promise<unknown> => (await fetch(url)).json();

/** What `read` answers within `waitMs`; null when it fails or takes longer. */
async function within<T>(read: Promise<T>, waitMs: number): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const answer = await Promise.race([
    read.catch(() => null),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    }),
  ]);
  clearTimeout(timer);
  return answer;
}

/** The remote and exposed module of the page a hash opens, and that remote's federation manifest when read. */
interface OpenedPage {
  entry: string;
  module: string;
  federationManifest: Promise<unknown> | null;
}

/**
 * The page a remote contributes at the hash's path (contract: contributed-pages.ts), from every listed
 * remote's federation manifest, each read now (into `reads`, by manifest URL, for the shell to take
 * over): the first remote in REMOTE_NAMES order that declares the path, as the shell routes a path two
 * remotes claim. Null when none does or the manifests do not come in time.
 */
async function contributedPage(
  manifest: RemoteManifest,
  hash: string,
  readManifest: (entry: string) => Promise<unknown>,
  reads: Map<string, Promise<unknown>>,
  waitMs: number,
): Promise<OpenedPage | null> {
  const key = routeKey(pathOfHash(hash));
  const remotes = REMOTE_NAMES.flatMap((remote) => {
    const entry = manifest[remote];
    if (!entry) return [];
    const read = readManifest(entry);
    // A failure is the shell's to see when it takes the read over.
    read.catch(() => undefined);
    reads.set(manifestUrlOf(entry), read);
    return [{ remote, entry, read }];
  });
  const bodies = await within(Promise.all(remotes.map(({ read }) => read.catch(() => null))), waitMs);
  for (const [index, body] of (bodies ?? []).entries()) {
    const opened = remotes[index];
    if (!opened) continue;
    // The shell's own reading of a declaration (contributed-routes.ts), so boot preloads only a page it routes.
    const { routes } = contributedRoutesOf(opened.remote, body);
    const page = routes.find((route) => routeKey(route.path) === key);
    if (page) return { entry: opened.entry, module: page.module, federationManifest: opened.read };
  }
  return null;
}

/** How preloadRouteRemote reads what it needs; tests stand in for the network. */
export interface PreloadOptions {
  /** Reads a fixed route's federation manifest. */
  fetchJson?: (url: string) => Promise<unknown>;
  /** Reads a remote's federation manifest, revalidated, to find a contributed page. */
  readManifest?: (entry: string) => Promise<unknown>;
  /** Gets the reads of `readManifest`, by manifest URL, for the shell to take over. */
  contributedReads?: Map<string, Promise<unknown>>;
  /** The longest a manifest may hold up start-up. */
  waitMs?: number;
}

/**
 * Preloads the remoteEntry the opened page will load at once, runs the page's route data script and,
 * from the remote's federation manifest, preloads the files of the exposed page: the page's files
 * download alongside the remoteEntry instead of after it has run. A page a remote contributes is found
 * first in the remotes' federation manifests. A remote without a readable manifest only loses that
 * head start; never rejects.
 */
export async function preloadRouteRemote(
  manifest: RemoteManifest,
  hash: string,
  doc: Document,
  {
    fetchJson = defaultFetchJson,
    readManifest = fetchFederationManifest,
    contributedReads = new Map(),
    waitMs = REMOTE_MANIFEST_WAIT_MS,
  }: PreloadOptions = {},
): Promise<void> {
  const route = routeForHash(hash);
  // A fixed route's remote is known at once: its preloads go out in this task.
  const fixedEntry = route && manifest[route.remote];
  const page: OpenedPage | null = route
    ? fixedEntry
      ? { entry: fixedEntry, module: route.module, federationManifest: null }
      : null
    : await contributedPage(manifest, hash, readManifest, contributedReads, waitMs);
  if (!page) return;
  const { entry, module } = page;
  // The remoteEntry's URL is known already: it downloads while the manifest is read, and the page's
  // first request starts now, while its code downloads.
  preloadScript(doc, entry);
  runScript(doc, routeDataScript(entry, module));
  const manifestUrl = manifestUrlOf(entry);
  const body = await within(page.federationManifest ?? fetchJson(manifestUrl), waitMs);
  for (const file of exposedModuleFiles(body, manifestUrl, module)) preloadScript(doc, file);
}

/**
 * Reads the runtime config and /remotes.json and, unless the config switches start-up preloading off,
 * preloads the current route's remote. The app should start only once `ready` settles, with the
 * preloads in place, so the federation runtime's own requests always come after them and consume them:
 * a preload left unconsumed (one that failed after the runtime's attempt) would answer the script a
 * retry adds, and the retry would never reach the network.
 */
export function startEarly(
  config: Promise<RuntimeConfig>,
  manifestUrl: string,
  fetchManifest = fetchRemoteManifest,
  { fetchJson, readManifest }: Pick<PreloadOptions, 'fetchJson' | 'readManifest'> = {},
): void {
  const remotes = fetchManifest(manifestUrl);
  const federationManifests = new Map<string, Promise<unknown>>();
  const preloaded = Promise.all([config, remotes]).then(async ([{ startup }, manifest]) => {
    if (startup.preload)
      await preloadRouteRemote(manifest, window.location.hash, document, {
        fetchJson,
        readManifest,
        contributedReads: federationManifests,
      });
  });
  // Settles either way (a failure is the registry's to report when it takes the request over), and from
  // a task of its own: the app's start-up then never runs in the task that sent the preloads, so those
  // requests go out at once and nothing (Lighthouse's simulation included) takes them for main.js's.
  const ready = preloaded
    .then(
      () => undefined,
      () => undefined,
    )
    .then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  installStartupHandoff({ config, remotes, ready, graphql: new Map(), federationManifests });
}

/**
 * Settles once the page has painted (the header index.html draws before the app), so the app's start-up
 * work comes after the first paint instead of holding it back. A hidden page paints nothing: it settles
 * after a task.
 */
export function afterFirstPaint(win: Window = window): Promise<void> {
  return new Promise((resolve) => {
    const doc = win.document;
    const done = () => {
      doc.removeEventListener('visibilitychange', done);
      win.setTimeout(resolve, 0);
    };
    if (doc.visibilityState === 'hidden') return done();
    // A page hidden before its first frame gets none until it is shown again: it goes on at once.
    doc.addEventListener('visibilitychange', done);
    // The second frame's callback runs once the first frame has been presented.
    win.requestAnimationFrame(() => win.requestAnimationFrame(done));
  });
}

/** Settles when startEarly's preloads are in place; at once when it never ran (boot.js did not load). */
export function earlyStartReady(): Promise<void> {
  return startupHandoff()?.ready ?? Promise.resolve();
}

/** The /remotes.json request startEarly began, handed over once: a retry after a failure must fetch again. */
export function takeEarlyManifest(): Promise<RemoteManifest> | null {
  const handoff = startupHandoff();
  const request = handoff?.remotes ?? null;
  if (handoff) handoff.remotes = null;
  return request;
}

/**
 * The federation manifests startEarly read to find a contributed page, by manifest URL, handed over
 * once; empty when it read none or never ran.
 */
export function takeEarlyFederationManifests(): Map<string, Promise<unknown>> {
  const handoff = startupHandoff();
  const reads = handoff?.federationManifests ?? new Map<string, Promise<unknown>>();
  if (handoff) handoff.federationManifests = null;
  return reads;
}

/**
 * The remoteEntry URL of the opened route's remote, from the /remotes.json request startEarly began
 * (read, not taken over); null when it never ran, the hash is no route, or remotes.json does not list
 * the route's remote or failed.
 */
export async function earlyRouteRemoteEntry(hash: string): Promise<string | null> {
  const remotes = startupHandoff()?.remotes;
  const route = routeForHash(hash);
  if (!remotes || !route) return null;
  const manifest = await remotes.catch(() => null);
  return manifest?.[route.remote] ?? null;
}

/** The runtime config startEarly is reading; null when it never ran. */
export function earlyRuntimeConfig(): Promise<RuntimeConfig> | null {
  return startupHandoff()?.config ?? null;
}
