// Season rules (docs/rules.md#seasons), the one implementation the anime home, the catalogue and the chat use.
//
// Which clock decides "this season": Japan time (UTC+9, no daylight saving), for everyone. Seasons are
// Japanese broadcast seasons (a show starting 00:30 JST on 1 April is a spring show), and the browser,
// the server and the catalogue must agree on the season a list is asked for, wherever the visitor is.

/** Canonical season names. */
export const SEASONS = ['winter', 'spring', 'summer', 'autumn'] as const;
export type Season = (typeof SEASONS)[number];

/** What a season string may say: `fall` and `autumn` are the same season (season strings say fall). */
export type SeasonName = Season | 'fall';

export interface SeasonFilter {
  year: number;
  /** null: the whole year. */
  season: Season | null;
}

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;

/** Year and month (1–12) in Japan at `now`. */
export function japanYearMonth(now: Date): { year: number; month: number } {
  const jst = new Date(now.getTime() + JST_OFFSET_MS);
  return { year: jst.getUTCFullYear(), month: jst.getUTCMonth() + 1 };
}

/** January to March winter, April to June spring, July to September summer, October to December fall. */
export function seasonOfMonth(month: number): Season {
  const season = SEASONS[Math.floor((month - 1) / 3)];
  if (!season || month % 1 !== 0) throw new RangeError(`month out of range: ${month}`);
  return season;
}

/** The name a season takes in a `{year}-{season}` string: autumn is `fall` there. */
const spec9Name = (season: Season): SeasonName => (season === 'autumn' ? 'fall' : season);

/** This season as `{year}-{season}`. */
export function currentSeason(now: Date = new Date()): string {
  const { year, month } = japanYearMonth(now);
  return `${year}-${spec9Name(seasonOfMonth(month))}`;
}

/** The month three ahead, rolling into the next year after December. */
export function nextSeason(now: Date = new Date()): string {
  const { year, month } = japanYearMonth(now);
  const ahead = month + 3;
  const rolls = ahead > 12;
  return `${rolls ? year + 1 : year}-${spec9Name(seasonOfMonth(rolls ? ahead - 12 : ahead))}`;
}

/** The N-season fallback when the text names no season; February and March deliberately map to nothing. */
const N_SEASON_BY_MONTH: Record<number, Season | undefined> = {
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

/** The first of these characters found decides the season, in this order. */
const SEASON_KANJI: ReadonlyArray<readonly [string, Season]> = [
  ['春', 'spring'],
  ['夏', 'summer'],
  ['秋', 'autumn'],
  ['冬', 'winter'],
];

/** English season words, read only when no kanji season appears, so the kanji forms keep their meaning. */
const SEASON_WORDS: ReadonlyArray<readonly [RegExp, Season]> = [
  [/(?<![a-z])spring(?![a-z])/i, 'spring'],
  [/(?<![a-z])summer(?![a-z])/i, 'summer'],
  [/(?<![a-z])(?:autumn|fall)(?![a-z])/i, 'autumn'],
  [/(?<![a-z])winter(?![a-z])/i, 'winter'],
];

/**
 * Year words beyond the original forms, as offsets from this year. Checked in this order, so 一昨年 is not read as 昨年
 * and 再来年 not as 来年.
 */
const YEAR_WORDS: ReadonlyArray<readonly [string, number]> = [
  ['一昨年', -2],
  ['再来年', 2],
  ['去年', -1],
  ['昨年', -1],
  ['来年', 1],
  ['今年', 0],
];

/** `2024` or `2024年` standing alone: four digits that are not part of a longer number or of `{n}年前/後`. */
const ABSOLUTE_YEAR = /(?<!\d)(\d{4})(?!\d)(?!年[前後])/;

/** The year the N-season text names: `{n}年前`, `{n}年後` first, then an absolute year, then year words. */
function nSeasonYear(text: string, thisYear: number): number {
  const yearsAgo = /(\d+)年前/.exec(text);
  if (yearsAgo) return thisYear - Number(yearsAgo[1]);
  const yearsLater = /(\d+)年後/.exec(text);
  if (yearsLater) return thisYear + Number(yearsLater[1]);
  const absolute = ABSOLUTE_YEAR.exec(text);
  if (absolute) return Number(absolute[1]);
  const word = YEAR_WORDS.find(([yearWord]) => text.includes(yearWord));
  return thisYear + (word?.[1] ?? 0);
}

/**
 * The N-season parser: `{n}年前`, `{n}年後`, `来年`, then 春/夏/秋/冬 or the month fallback; the
 * result is `{year}-{season}` or only the year. Beyond those it reads what people type: an absolute year
 * (`2024`, `2024年`), 今年, 去年/昨年, 一昨年, 再来年 and the English season words (spring, summer,
 * fall/autumn, winter); a text without a season word still takes the month fallback. The text is
 * NFKC-normalised first, so full-width digits and letters count.
 */
export function parseNSeason(text: string, now: Date = new Date()): string {
  const normalized = text.normalize('NFKC');
  const { year: thisYear, month } = japanYearMonth(now);
  const year = nSeasonYear(normalized, thisYear);
  const season =
    SEASON_KANJI.find(([kanji]) => normalized.includes(kanji))?.[1] ??
    SEASON_WORDS.find(([word]) => word.test(normalized))?.[1] ??
    N_SEASON_BY_MONTH[month];
  return season ? `${year}-${season}` : String(year);
}

/** `2025-spring`, `2025-fall` (= autumn), `2025-AUTUMN`, or `2025` for the whole year; anything else is null. */
export function parseSeasonFilter(text: string): SeasonFilter | null {
  const match = /^\s*(\d{4})(?:-([a-z]+))?\s*$/i.exec(text);
  if (!match) return null;
  const year = Number(match[1]);
  const slug = match[2]?.toLowerCase();
  if (slug === undefined) return { year, season: null };
  const season = slug === 'fall' ? 'autumn' : slug;
  return (SEASONS as readonly string[]).includes(season) ? { year, season: season as Season } : null;
}

/** The season a broadcast starting at `isoDate` belongs to, by its date in Japan. */
export function seasonOfBroadcast(isoDate: string): { year: number; season: Season } | null {
  const time = Date.parse(isoDate);
  if (Number.isNaN(time)) return null;
  const { year, month } = japanYearMonth(new Date(time));
  return { year, season: seasonOfMonth(month) };
}

/** The slugs Annict understands: it knows `autumn` but rejects `fall`; a bare year expands to four seasons. */
export function toAnnictSeasons(text: string): string[] {
  const filter = parseSeasonFilter(text);
  if (!filter) return [text];
  if (filter.season) return [`${filter.year}-${filter.season}`];
  return SEASONS.map((season) => `${filter.year}-${season}`);
}

/** A number that orders seasons in time. */
export function seasonKey(year: number, season: Season): number {
  return year * 4 + SEASONS.indexOf(season);
}

/** `seasonKey`'s inverse, as `{year}-{season}`. */
export function seasonLabel(key: number): string {
  return `${Math.floor(key / 4)}-${SEASONS[key % 4] ?? 'winter'}`;
}

/**
 * Whether `requested` lies wholly after `newest` (a snapshot's last covered season).
 * A bare year is after a season only when its year is later, since it partly overlaps otherwise.
 */
export function isSeasonAfter(requested: string, newest: string): boolean {
  const a = parseSeasonFilter(requested);
  const b = parseSeasonFilter(newest);
  if (!a || !b) return false;
  if (a.year !== b.year || !a.season || !b.season) return a.year > b.year;
  return SEASONS.indexOf(a.season) > SEASONS.indexOf(b.season);
}

const SEASON_JA: Record<Season, string> = { winter: '冬', spring: '春', summer: '夏', autumn: '秋' };

/** `2026-spring` → `2026年春`, `2026` → `2026年`; anything else as it is. */
export function formatSeasonJa(value: string): string {
  const parsed = parseSeasonFilter(value);
  if (!parsed) return value;
  return `${parsed.year}年${parsed.season ? SEASON_JA[parsed.season] : ''}`;
}

/**
 * The N-season text that `parseNSeason` turns back into `season` at `now` (e.g. `1年前 秋`), so a
 * button can show a given season through the N-season tab. Null for a bare year.
 */
export function nSeasonQueryFor(season: string, now: Date = new Date()): string | null {
  const parsed = parseSeasonFilter(season);
  if (!parsed?.season) return null;
  const offset = parsed.year - japanYearMonth(now).year;
  const yearPart =
    offset < 0 ? `${-offset}年前 ` : offset === 1 ? '来年 ' : offset > 1 ? `${offset}年後 ` : '';
  return `${yearPart}${SEASON_JA[parsed.season]}`;
}

const ANILIST_SEASON: Record<Season, 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL'> = {
  winter: 'WINTER',
  spring: 'SPRING',
  summer: 'SUMMER',
  autumn: 'FALL',
};

/** `2026-fall` → AniList's `{ season: 'FALL', seasonYear: 2026 }`; null for a bare year or anything else. */
export function toAniListSeason(
  value: string,
): { season: 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL'; seasonYear: number } | null {
  const parsed = parseSeasonFilter(value);
  return parsed?.season ? { season: ANILIST_SEASON[parsed.season], seasonYear: parsed.year } : null;
}
