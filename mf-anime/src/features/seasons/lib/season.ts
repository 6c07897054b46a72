// Season maths of SPEC §5 and §9: this and next season, the N-season search text, and season ordering.

/** §9 season names; the gateway accepts `fall` and `autumn` as the same season. */
export type SeasonName = 'winter' | 'spring' | 'summer' | 'autumn' | 'fall';

/** §9: January to March winter, April to June spring, July to September summer, October to December fall. */
const QUARTER_SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;

/** §5 fallback when the text names no season; February and March deliberately map to nothing. */
const N_SEASON_BY_MONTH: Record<number, SeasonName | undefined> = {
  1: 'winter',
  4: 'spring',
  5: 'spring',
  6: 'spring',
  7: 'summer',
  8: 'summer',
  9: 'summer',
  10: 'winter',
  11: 'winter',
  12: 'winter',
};

/** §5: the first of these characters found decides the season, in this order. */
const SEASON_KANJI: ReadonlyArray<readonly [string, SeasonName]> = [
  ['春', 'spring'],
  ['夏', 'summer'],
  ['秋', 'autumn'],
  ['冬', 'winter'],
];

const SEASON_ORDER: Record<SeasonName, number> = { winter: 0, spring: 1, summer: 2, autumn: 3, fall: 3 };

const SEASON_JA: Record<SeasonName, string> = {
  winter: '冬',
  spring: '春',
  summer: '夏',
  autumn: '秋',
  fall: '秋',
};

/** §9 season of a calendar month (1–12). */
export function quarterSeasonOfMonth(month: number): (typeof QUARTER_SEASONS)[number] {
  const season = QUARTER_SEASONS[Math.floor((month - 1) / 3)];
  if (!season) throw new RangeError(`month out of range: ${month}`);
  return season;
}

/** This season as `{year}-{season}`, by the local clock. */
export function currentSeason(now: Date = new Date()): string {
  return `${now.getFullYear()}-${quarterSeasonOfMonth(now.getMonth() + 1)}`;
}

/** §9: the month three ahead, rolling into the next year after December. */
export function nextSeason(now: Date = new Date()): string {
  const month = now.getMonth() + 1 + 3;
  const rolls = month > 12;
  const year = now.getFullYear() + (rolls ? 1 : 0);
  return `${year}-${quarterSeasonOfMonth(rolls ? month - 12 : month)}`;
}

/**
 * §5 N-season parser: `{n}年前`, `{n}年後`, `来年`, then 春/夏/秋/冬 or the month fallback.
 * The text is NFKC-normalised first, so full-width digits (`３年前`) count like ASCII ones.
 */
export function parseNSeason(text: string, now: Date = new Date()): string {
  const normalized = text.normalize('NFKC');
  let year = now.getFullYear();
  const yearsAgo = /(\d+)年前/.exec(normalized);
  const yearsLater = /(\d+)年後/.exec(normalized);
  if (yearsAgo) year -= Number(yearsAgo[1]);
  else if (yearsLater) year += Number(yearsLater[1]);
  else if (normalized.includes('来年')) year += 1;

  const named = SEASON_KANJI.find(([kanji]) => normalized.includes(kanji))?.[1];
  const season = named ?? N_SEASON_BY_MONTH[now.getMonth() + 1];
  return season ? `${year}-${season}` : String(year);
}

interface ParsedSeason {
  year: number;
  season: SeasonName | null;
}

const SEASON_PATTERN = /^(\d{4})(?:-(winter|spring|summer|autumn|fall))?$/;

/** Reads `YYYY-season` or `YYYY`; null for anything else. */
export function readSeason(value: string): ParsedSeason | null {
  const match = SEASON_PATTERN.exec(value);
  if (!match) return null;
  return { year: Number(match[1]), season: (match[2] as SeasonName | undefined) ?? null };
}

/**
 * Whether `requested` lies wholly after `newest` (a snapshot's last covered season).
 * A bare year is after a season only when its year is later, since it partly overlaps otherwise.
 */
export function isSeasonAfter(requested: string, newest: string): boolean {
  const a = readSeason(requested);
  const b = readSeason(newest);
  if (!a || !b) return false;
  if (a.year !== b.year || !a.season || !b.season) return a.year > b.year;
  return SEASON_ORDER[a.season] > SEASON_ORDER[b.season];
}

/** `2026-spring` → `2026年春`, `2026` → `2026年`. */
export function formatSeasonJa(value: string): string {
  const parsed = readSeason(value);
  if (!parsed) return value;
  return `${parsed.year}年${parsed.season ? SEASON_JA[parsed.season] : ''}`;
}

/**
 * The search text that `parseNSeason` turns back into `season` at `now` (e.g. `1年前 秋`),
 * so a button can show a given season through the N-season tab. Null for a bare year.
 */
export function nSeasonQueryFor(season: string, now: Date = new Date()): string | null {
  const parsed = readSeason(season);
  if (!parsed?.season) return null;
  const offset = parsed.year - now.getFullYear();
  const yearPart =
    offset < 0 ? `${-offset}年前 ` : offset === 1 ? '来年 ' : offset > 1 ? `${offset}年後 ` : '';
  return `${yearPart}${SEASON_JA[parsed.season]}`;
}
