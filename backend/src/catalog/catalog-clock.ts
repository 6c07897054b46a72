// The app's clock: what "now" is for statuses, airing schedules, cache freshness and the airing
// notifications' scheduler. CLOCK_START moves it (demos, browser tests); tests override CATALOG_CLOCK.
export const CATALOG_CLOCK = Symbol('CATALOG_CLOCK');

/** Epoch milliseconds. */
export type CatalogClock = () => number;

export const systemClock: CatalogClock = () => Date.now();

/**
 * The clock for CLOCK_START: `start` (epoch ms) at the moment this is called, running on at the system
 * clock's pace from there; the system clock itself when there is no start.
 */
export function clockFrom(start: number | null, system: CatalogClock = systemClock): CatalogClock {
  if (start === null) return system;
  const offset = start - system();
  return () => system() + offset;
}
