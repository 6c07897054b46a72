// Season arithmetic for the catalogue: broadcast date → season, and Annict-style season filters (pure).

export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
export type SeasonName = (typeof SEASONS)[number];

export interface SeasonFilter {
  year: number;
  /** null: the whole year. */
  season: SeasonName | null;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Broadcasts are Japanese: a 00:30 JST start on 1 April is a spring show even though it is 31 March in UTC. */
export function seasonOfBroadcast(isoDate: string): { year: number; season: SeasonName } | null {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return null;
  const jst = new Date(time + JST_OFFSET_MS);
  const season = SEASONS[Math.floor(jst.getUTCMonth() / 3)];
  return season ? { year: jst.getUTCFullYear(), season } : null;
}

/** `2025-spring`, `2025-fall` (= autumn), `2025-AUTUMN`, or `2025` for the whole year; anything else is null. */
export function parseSeasonFilter(text: string): SeasonFilter | null {
  const match = /^\s*(\d{4})(?:-([a-z]+))?\s*$/i.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const slug = match[2]?.toLowerCase();
  if (slug === undefined) return { year, season: null };
  const season = slug === 'fall' ? 'autumn' : slug;
  return (SEASONS as readonly string[]).includes(season) ? { year, season: season as SeasonName } : null;
}

/** The slug Annict understands: it knows `autumn` but rejects `fall`; a bare year expands to four seasons. */
export function toAnnictSeasons(text: string): string[] {
  const filter = parseSeasonFilter(text);
  if (!filter) return [text];
  if (filter.season) return [`${filter.year}-${filter.season}`];
  return SEASONS.map((season) => `${filter.year}-${season}`);
}

export function seasonKey(year: number, season: SeasonName): number {
  return year * 4 + SEASONS.indexOf(season);
}

export function seasonLabel(key: number): string {
  return `${Math.floor(key / 4)}-${SEASONS[key % 4] ?? 'winter'}`;
}
