// The catalogue's clock: what "now" is for statuses, airing schedules and cache freshness. Tests
// override CATALOG_CLOCK to answer deterministically.
export const CATALOG_CLOCK = Symbol('CATALOG_CLOCK');

/** Epoch milliseconds. */
export type CatalogClock = () => number;

export const systemClock: CatalogClock = () => Date.now();
