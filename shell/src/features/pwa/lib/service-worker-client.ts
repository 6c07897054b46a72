// The page's side of the service worker (docs/pwa.md): registers /sw.js once the page has loaded, and
// tells the shell when it is offline, when a newer deployment took over, and where a clicked
// notification leads.
import { BehaviorSubject, type Observable } from 'rxjs';
import { ACTIVATED_MESSAGE, NAVIGATE_MESSAGE, OFFLINE_MESSAGE } from '../worker/messages';
import { isContentHashed } from '../worker/strategy';

export interface ConnectionState {
  /** The browser says it is offline, or the worker has just answered from its cache. */
  offline: boolean;
  /** The worker of another deployment took this page over: a reload shows that deployment. */
  updated: boolean;
}

export interface ServiceWorkerClient {
  state$: Observable<ConnectionState>;
  snapshot(): ConnectionState;
}

export interface ServiceWorkerClientOptions {
  window: Window;
  /** The browser's ServiceWorkerContainer; absent where service workers are not available (http://, old browsers). */
  container: ServiceWorkerContainer | undefined;
  /** False in development: the dev servers rebuild files under the same names, which a worker would keep. */
  register: boolean;
}

/** The worker's file, beside index.html, so its scope is the app's (also under a path prefix). */
export const SERVICE_WORKER_PATH = 'sw.js';

/**
 * Whether the page runs another build than the worker's `files`: a start-up chunk of the shell that
 * its index.html preloads (content-hashed, so the name says the content; beside index.html, unlike the
 * remotes' files boot.js preloads under `remotes/`) is not among them.
 */
export function runsAnotherBuild(document: Document, files: readonly unknown[]): boolean {
  const base = new URL('./', document.baseURI).href;
  const known = new Set(files);
  return [...document.querySelectorAll('link[rel="preload"][as="script"]')].some((link) => {
    const url = new URL(link.getAttribute('href') ?? '', document.baseURI).href;
    if (!url.startsWith(base)) return false;
    const path = url.slice(base.length);
    return !path.includes('/') && isContentHashed(path) && !known.has(path);
  });
}

export function startServiceWorkerClient({
  window: page,
  container,
  register,
}: ServiceWorkerClientOptions): ServiceWorkerClient {
  const state = new BehaviorSubject<ConnectionState>({ offline: !page.navigator.onLine, updated: false });
  const set = (change: Partial<ConnectionState>) => {
    const next = { ...state.value, ...change };
    if (next.offline !== state.value.offline || next.updated !== state.value.updated) state.next(next);
  };
  page.addEventListener('offline', () => set({ offline: true }));
  page.addEventListener('online', () => set({ offline: false }));

  if (container) {
    container.addEventListener('message', (event: MessageEvent) => {
      const message = event.data as { type?: unknown; url?: unknown; files?: unknown } | null;
      if (message?.type === OFFLINE_MESSAGE) set({ offline: true });
      if (message?.type === ACTIVATED_MESSAGE && Array.isArray(message.files)) {
        if (runsAnotherBuild(page.document, message.files)) set({ updated: true });
      }
      if (message?.type === NAVIGATE_MESSAGE && typeof message.url === 'string') {
        const target = new URL(message.url, page.location.href);
        if (target.origin === page.location.origin) page.location.assign(target.href);
      }
    });
  }

  if (container && register) {
    const start = () => {
      const url = new URL(SERVICE_WORKER_PATH, page.document.baseURI).href;
      // Without a worker the app works as before, online only: nothing to tell the visitor.
      container.register(url, { updateViaCache: 'none' }).catch(() => undefined);
    };
    // After the load event, so the worker's downloads never compete with the page's own.
    if (page.document.readyState === 'complete') start();
    else page.addEventListener('load', start, { once: true });
  }

  return { state$: state.asObservable(), snapshot: () => state.value };
}
