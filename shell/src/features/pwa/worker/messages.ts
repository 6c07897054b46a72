// The messages between the service worker and the app's pages (lib/service-worker-client.ts).

/** An answer came from the cache because the network failed: the page says 「オフラインです」. */
export const OFFLINE_MESSAGE = 'anifan:offline';

/** A notification was clicked: the page goes to `url` (an address within the app). */
export const NAVIGATE_MESSAGE = 'anifan:navigate';

/**
 * A worker has just taken the app's pages over, with the files of its build (paths relative to its
 * scope): a page whose own start-up files are not among them runs another build.
 */
export const ACTIVATED_MESSAGE = 'anifan:activated';

/**
 * Page to worker: a worker that has its whole build in its cache and is still waiting is to activate
 * now. It asked at install already (skipWaiting), but Chromium can drop that activation when it races a
 * fetch the old worker is handling, and then leaves the new worker waiting while the page stays open.
 */
export const SKIP_WAITING_MESSAGE = 'anifan:skip-waiting';
