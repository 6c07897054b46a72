// How the service worker answers each request: pure decisions, tested without a browser (docs/pwa.md).

/**
 * - `navigation`: the page itself; network first, kept when it is this build's index.html, else this
 *   build's cached index.html (offline the whole app comes from one build).
 * - `shell-file`: a file of this build without a content hash (main.js, boot.js, the manifest, icons);
 *   network first, kept only when its content is this build's.
 * - `network-first`: what another deployment step or the server decides (remotes.json, each remote's
 *   remoteEntry.js, mf-manifest.json and route data, the runtime config): the network's answer when
 *   online, so a shell and its remotes always come from the same deployment; the last one offline.
 * - `cache-first`: a content-hashed file, which never changes under its name.
 * - `list-data`: a POST to the GraphQL gateway that may be a マイリスト query (listDataKey decides).
 * - `network-only`: everything else (the API, event streams, other origins, the worker itself).
 */
export type Strategy =
  'navigation' | 'shell-file' | 'network-first' | 'cache-first' | 'list-data' | 'network-only';

export interface RequestFacts {
  method: string;
  url: string;
  /** `navigate` for a page load. */
  mode: string;
}

/** Webpack names every lazily loaded file `<name>.<8+ hex contenthash>.<ext>` (as the backend's static-assets.ts). */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+$/;

/** Paths the server answers itself; never cached (the runtime config is the one API answer kept). */
const SERVER_PATHS = new Set(['graphql', 'metrics', 'healthz', 'readyz', 'sw.js']);
const RUNTIME_CONFIG = 'api/config';
/** The app's page: index.html at the scope's root. */
const APP_PAGES = new Set(['', 'index.html']);

/** The request's path relative to the worker's scope, or null when it is outside it. */
export function pathInScope(url: string, scope: string): string | null {
  const target = new URL(url);
  const base = new URL(scope);
  if (target.origin !== base.origin || !target.pathname.startsWith(base.pathname)) return null;
  return target.pathname.slice(base.pathname.length);
}

export const isContentHashed = (path: string): boolean =>
  CONTENT_HASH.test(path.slice(path.lastIndexOf('/') + 1));

export function strategyFor(request: RequestFacts, scope: string, shellFiles: ReadonlySet<string>): Strategy {
  const path = pathInScope(request.url, scope);
  if (path === null) return 'network-only';
  if (request.mode === 'navigate') {
    // The app is one page (hash routes); a download or a feed opened in a tab is no page of it.
    return request.method === 'GET' && APP_PAGES.has(path) ? 'navigation' : 'network-only';
  }
  if (request.method === 'POST' && path === 'graphql') return 'list-data';
  if (request.method !== 'GET') return 'network-only';
  if (path === RUNTIME_CONFIG) return 'network-first';
  if (path.startsWith('api/') || path.startsWith('downloads/') || SERVER_PATHS.has(path)) {
    return 'network-only';
  }
  if (isContentHashed(path)) return 'cache-first';
  if (shellFiles.has(path)) return 'shell-file';
  return 'network-first';
}

/** The GraphQL operations マイリスト asks (mf-anime's account list and the works on it). */
export const LIST_OPERATIONS: ReadonlySet<string> = new Set(['GetViewer', 'GetMyMediaList', 'GetListWorks']);

/** Whose answer a request asks for: the ID token's user, `guest` without one, null when unreadable. */
export function viewerOf(authorization: string | null): string | null {
  if (!authorization) return 'guest';
  const token = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='))) as unknown;
    if (typeof claims !== 'object' || claims === null) return null;
    const { user_id: userId, sub } = claims as { user_id?: unknown; sub?: unknown };
    const uid = typeof userId === 'string' ? userId : sub;
    return typeof uid === 'string' && uid !== '' ? uid : null;
  } catch {
    return null;
  }
}

/**
 * The cache key (a GET URL inside the scope) under which the last answer to this マイリスト query is
 * kept, per user: the operation and its variables, never the token (it changes every hour). Null when
 * the request is no マイリスト query or its user cannot be told.
 */
export function listDataKey(body: string, authorization: string | null, scope: string): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { operationName, variables } = parsed as { operationName?: unknown; variables?: unknown };
  if (typeof operationName !== 'string' || !LIST_OPERATIONS.has(operationName)) return null;
  const viewer = viewerOf(authorization);
  if (viewer === null) return null;
  const key = new URL(`__anifan/list-data/${encodeURIComponent(viewer)}/${operationName}`, scope);
  key.searchParams.set('variables', JSON.stringify(variables ?? {}));
  return key.href;
}

/** Whether a gateway answer is worth keeping for offline: data and no errors (a refused token is not). */
export function isListAnswer(body: string): boolean {
  try {
    const answer = JSON.parse(body) as unknown;
    if (typeof answer !== 'object' || answer === null) return false;
    const { data, errors } = answer as { data?: unknown; errors?: unknown };
    return typeof data === 'object' && data !== null && errors === undefined;
  } catch {
    return false;
  }
}
