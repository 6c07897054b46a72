// The messages the service worker posts to the app's pages (lib/service-worker-client.ts listens).

/** An answer came from the cache because the network failed: the page says 「オフラインです」. */
export const OFFLINE_MESSAGE = 'anifan:offline';

/** A notification was clicked: the page goes to `url` (an address within the app). */
export const NAVIGATE_MESSAGE = 'anifan:navigate';

/**
 * A worker has just taken the app's pages over, with the files of its build (paths relative to its
 * scope): a page whose own start-up files are not among them runs another build.
 */
export const ACTIVATED_MESSAGE = 'anifan:activated';
