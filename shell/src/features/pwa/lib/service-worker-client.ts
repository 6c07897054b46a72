// The page's side of the service worker (docs/pwa.md): registers /sw.js once the page has loaded, and
// tells the shell when it is offline, when a newer deployment took over, and where a clicked
// notification leads.
import { BehaviorSubject, type Observable } from 'rxjs';
import { NAVIGATE_MESSAGE, OFFLINE_MESSAGE } from '../worker/messages';

export interface ConnectionState {
  /** The browser says it is offline, or the worker has just answered from its cache. */
  offline: boolean;
  /** A worker of a newer deployment took over this page: a reload shows it. */
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
      const message = event.data as { type?: unknown; url?: unknown } | null;
      if (message?.type === OFFLINE_MESSAGE) set({ offline: true });
      if (message?.type === NAVIGATE_MESSAGE && typeof message.url === 'string') {
        const target = new URL(message.url, page.location.href);
        if (target.origin === page.location.origin) page.location.assign(target.href);
      }
    });
    // The first worker taking an uncontrolled page over is no update; a later one is a new deployment's.
    let controlled = container.controller !== null;
    container.addEventListener('controllerchange', () => {
      if (controlled) set({ updated: true });
      controlled = true;
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
