// The messages the service worker posts to the app's pages (lib/service-worker-client.ts listens).

/** An answer came from the cache because the network failed: the page says 「オフラインです」. */
export const OFFLINE_MESSAGE = 'anifan:offline';

/** A notification was clicked: the page goes to `url` (an address within the app). */
export const NAVIGATE_MESSAGE = 'anifan:navigate';
