/// <reference lib="webworker" />
// The service worker (/sw.js, built with the shell; docs/pwa.md): offline copy of one build, the last
// マイリスト answers, Web Push notifications and their clicks. Its decisions live in strategy.ts and push.ts.
import { BUILD_INFO_GLOBAL, buildCacheName, DATA_CACHE, staleCaches, type BuildInfo } from './build-info';
import { appUrl, notificationFor } from './push';
import { isListAnswer, listDataKey, strategyFor } from './strategy';
import { ACTIVATED_MESSAGE, NAVIGATE_MESSAGE, OFFLINE_MESSAGE } from './messages';

declare const self: ServiceWorkerGlobalScope & { [BUILD_INFO_GLOBAL]?: BuildInfo };

const build: BuildInfo = self[BUILD_INFO_GLOBAL] ?? { id: 'development', files: {} };
const scope = self.registration.scope;
const CACHE = buildCacheName(build.id);
const shellFiles = new Set(Object.keys(build.files).filter((file) => build.files[file] !== ''));
/** Marks this build's cache once the server has been seen serving another build (kept across restarts). */
const SUPERSEDED_KEY = new URL('__anifan/superseded', scope).href;
/** How often at most a remote entry's fetch asks the browser to look for a newer worker. */
const UPDATE_CHECK_MS = 60_000;

let superseded: Promise<boolean> | null = null;
let lastUpdateCheck = 0;

async function sha256(response: Response): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await response.clone().arrayBuffer());
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** True once a navigation brought another build's index.html: this build's cache takes nothing new. */
function isSuperseded(): Promise<boolean> {
  superseded ??= caches
    .open(CACHE)
    .then((cache) => cache.match(SUPERSEDED_KEY))
    .then(Boolean);
  return superseded;
}

async function markSuperseded(): Promise<void> {
  superseded = Promise.resolve(true);
  await (await caches.open(CACHE)).put(SUPERSEDED_KEY, new Response(''));
  // Not awaited: the page's answer never waits for the browser's look at /sw.js.
  void self.registration.update().catch(() => undefined);
}

function checkForUpdate(): void {
  if (Date.now() - lastUpdateCheck < UPDATE_CHECK_MS) return;
  lastUpdateCheck = Date.now();
  void self.registration.update().catch(() => undefined);
}

/** Tells the page an answer came from the cache: it shows 「オフラインです」. */
async function tellOffline(clientId: string): Promise<void> {
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: OFFLINE_MESSAGE });
}

/** Whether a network answer is this build's file (a shell file whose digest matches). */
async function isThisBuilds(path: string, response: Response): Promise<boolean> {
  const expected = build.files[path];
  if (expected === undefined) return false;
  return expected === '' || (await sha256(response)) === expected;
}

async function precache(): Promise<void> {
  const cache = await caches.open(CACHE);
  await Promise.all(
    Object.keys(build.files).map(async (path) => {
      const response = await fetch(new URL(path, scope), { cache: 'reload' });
      // Another deployment went live while this one installed: install again from the next one.
      if (!response.ok || !(await isThisBuilds(path, response))) {
        throw new Error(`${path} is not this build's (${build.id})`);
      }
      await cache.put(new URL(path, scope).href, response);
    }),
  );
}

function pathOf(url: string): string {
  return new URL(url).pathname.slice(new URL(scope).pathname.length) || './';
}

async function fromCache(key: RequestInfo, cacheName = CACHE): Promise<Response | undefined> {
  return (await caches.open(cacheName)).match(key, { ignoreVary: true });
}

async function navigation(event: FetchEvent): Promise<Response> {
  const index = new URL('./', scope).href;
  try {
    const response = await fetch(event.request);
    if (response.ok && pathOf(response.url || event.request.url) === './') {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          if (!(await isThisBuilds('./', copy))) return markSuperseded();
          if (!(await isSuperseded())) await (await caches.open(CACHE)).put(index, copy);
          return undefined;
        })(),
      );
    }
    return response;
  } catch (error) {
    const cached = await fromCache(index);
    if (!cached) throw error;
    void (async () => {
      // The page exists once its document has been answered; tell it as soon as it can listen.
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const client = await self.clients.get(event.resultingClientId);
        if (client) return client.postMessage({ type: OFFLINE_MESSAGE });
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return undefined;
    })();
    return cached;
  }
}

/** Network first; `keep` decides whether the answer goes into the cache; offline, the cached one. */
async function networkFirst(
  event: FetchEvent,
  keep: (response: Response) => Promise<boolean>,
  cacheName = CACHE,
  key: RequestInfo = event.request,
): Promise<Response> {
  try {
    const response = await fetch(event.request);
    if (response.ok) {
      // Kept after the page has its answer, which never waits for the cache.
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          if (await keep(copy)) await (await caches.open(cacheName)).put(key, copy);
        })(),
      );
    }
    return response;
  } catch (error) {
    const cached = await fromCache(key, cacheName);
    if (!cached) throw error;
    void tellOffline(event.clientId);
    return cached;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await fromCache(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  // Immutable under its name: whichever build's it is, it is what that name holds.
  if (response.ok) {
    const copy = response.clone();
    event.waitUntil(caches.open(CACHE).then((cache) => cache.put(event.request, copy)));
  }
  return response;
}

async function listData(event: FetchEvent): Promise<Response> {
  const key = listDataKey(
    await event.request.clone().text(),
    event.request.headers.get('Authorization'),
    scope,
  );
  if (!key) return fetch(event.request);
  return networkFirst(
    event,
    async (response) => isListAnswer(await response.clone().text()),
    DATA_CACHE,
    key,
  );
}

self.addEventListener('install', (event) => {
  // Activates as soon as the whole build is in its cache, never with half of it (docs/pwa.md).
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all(staleCaches(await caches.keys(), build.id).map((name) => caches.delete(name)));
      await self.clients.claim();
      const files = Object.keys(build.files);
      for (const client of await self.clients.matchAll({ type: 'window' })) {
        client.postMessage({ type: ACTIVATED_MESSAGE, files });
      }
    })(),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, scope, shellFiles);
  switch (strategy) {
    case 'navigation':
      return event.respondWith(navigation(event));
    case 'shell-file':
      return event.respondWith(
        networkFirst(
          event,
          async (response) => (await isThisBuilds(pathOf(request.url), response)) && !(await isSuperseded()),
        ),
      );
    case 'network-first':
      checkForUpdate();
      return event.respondWith(networkFirst(event, async () => !(await isSuperseded())));
    case 'cache-first':
      return event.respondWith(cacheFirst(event));
    case 'list-data':
      return event.respondWith(listData(event));
    case 'network-only':
      return undefined;
  }
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationFor(event.data?.text() ?? null, scope);
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrl((event.notification.data as { url?: unknown } | null)?.url, scope);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(scope));
      if (!open) {
        await self.clients.openWindow(url);
        return;
      }
      const focused = await open.focus();
      focused.postMessage({ type: NAVIGATE_MESSAGE, url });
    })(),
  );
});
