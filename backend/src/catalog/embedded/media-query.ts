// AniList's `Page.media` / `Media` / `Character.media` arguments over the snapshot. Every filter
// argument and every MediaSort value is either honoured (from the snapshot, or by the nearest signal
// documented in the catalogue README) or refused with a GraphQL error naming it; none is ignored.
import { GraphQLError } from 'graphql';
import { compareByRank, compareText, type CatalogIndex, type IndexedWork } from './catalog-index';
import { nextStatusChange, statusAt, type MediaStatus } from './airing';
import type { EmbeddedContext } from './embedded-context';

type Args = Record<string, unknown>;
type Predicate = (work: IndexedWork) => boolean;
type Filter = (value: unknown, context: EmbeddedContext, name: string) => Predicate;
type Compare = (a: IndexedWork, b: IndexedWork, context: EmbeddedContext) => number;

export const SEASON_ENUM = { winter: 'WINTER', spring: 'SPRING', summer: 'SUMMER', autumn: 'FALL' } as const;

const ALL: Predicate = () => true;
const NONE: Predicate = () => false;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/** A FuzzyDateInt (YYYYMMDD, unknown parts 0) as a number. */
function fuzzyDateInt(value: unknown, name: string): number {
  const n = typeof value === 'string' && /^\d{1,8}$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 99_999_999) {
    throw new GraphQLError(`Argument "${name}" must be a FuzzyDateInt (YYYYMMDD, e.g. 20240401)`);
  }
  return n;
}

/** "2024-04-05" → 20240405. */
const dateInt = (isoDate: string) => Number(isoDate.slice(0, 10).replaceAll('-', ''));
const JST_MS = 9 * 60 * 60 * 1000;
const jstDate = (iso: string) => new Date(Date.parse(iso) + JST_MS).toISOString().slice(0, 10);
const startInt = (work: IndexedWork) => dateInt(work.startDate);
const endInt = (work: IndexedWork) => (work.end === null ? null : dateInt(jstDate(work.end)));

/** AniList's `_like` on a date: SQL LIKE over its YYYYMMDD text (% any run, _ one character). */
function likePattern(value: unknown, name: string): RegExp {
  if (typeof value !== 'string')
    throw new GraphQLError(`Argument "${name}" must be a string such as "2024%"`);
  const body = value
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replaceAll('%', '.*')
    .replaceAll('_', '.');
  return new RegExp(`^${body}$`);
}

/** Statuses computed in one execution: sorts ask for them many times. */
const statusMemo = new WeakMap<EmbeddedContext, Map<IndexedWork, MediaStatus>>();

/** A work's status now, noting when it next changes. */
export function statusOf(work: IndexedWork, context: EmbeddedContext): MediaStatus {
  let memo = statusMemo.get(context);
  if (!memo) {
    memo = new Map();
    statusMemo.set(context, memo);
  }
  const known = memo.get(work);
  if (known) return known;
  context.changesAt(nextStatusChange(work, context.now));
  const status = statusAt(work, context.now);
  memo.set(work, status);
  return status;
}

const date =
  (of: (work: IndexedWork) => number | null, test: (date: number, wanted: number) => boolean): Filter =>
  (value, _context, name) => {
    const wanted = fuzzyDateInt(value, name);
    return (work) => {
      const known = of(work);
      return known !== null && test(known, wanted);
    };
  };

const like =
  (of: (work: IndexedWork) => number | null): Filter =>
  (value, _context, name) => {
    const pattern = likePattern(value, name);
    return (work) => {
      const known = of(work);
      return known !== null && pattern.test(String(known));
    };
  };

const oneOf =
  (of: (work: IndexedWork, context: EmbeddedContext) => unknown, keep: boolean): Filter =>
  (value, context) => {
    const wanted = new Set(list(value));
    return (work) => wanted.has(of(work, context)) === keep;
  };

const numberFrom =
  (of: (work: IndexedWork) => number): ((test: (n: number, v: number) => boolean) => Filter) =>
  (test) =>
  (value, _context, name) => {
    if (typeof value !== 'number') throw new GraphQLError(`Argument "${name}" must be an Int`);
    return (work) => test(of(work), value);
  };
const popularity = numberFrom((work) => work.rank);

const FILTERS: Readonly<Record<string, Filter>> = {
  id: oneOf((w) => w.id, true),
  id_not: oneOf((w) => w.id, false),
  id_in: oneOf((w) => w.id, true),
  id_not_in: oneOf((w) => w.id, false),
  idMal: oneOf((w) => w.malId, true),
  idMal_not: oneOf((w) => w.malId, false),
  idMal_in: oneOf((w) => w.malId, true),
  idMal_not_in: oneOf((w) => w.malId, false),
  type: (value) => (value === 'ANIME' ? ALL : NONE),
  season: oneOf((w) => SEASON_ENUM[w.season], true),
  seasonYear: oneOf((w) => w.seasonYear, true),
  format: oneOf((w) => w.format, true),
  format_in: oneOf((w) => w.format, true),
  format_not: oneOf((w) => w.format, false),
  format_not_in: oneOf((w) => w.format, false),
  status: oneOf(statusOf, true),
  status_in: oneOf(statusOf, true),
  status_not: oneOf(statusOf, false),
  status_not_in: oneOf(statusOf, false),
  startDate: date(startInt, (d, v) => d === v),
  startDate_greater: date(startInt, (d, v) => d > v),
  startDate_lesser: date(startInt, (d, v) => d < v),
  startDate_like: like(startInt),
  endDate: date(endInt, (d, v) => d === v),
  endDate_greater: date(endInt, (d, v) => d > v),
  endDate_lesser: date(endInt, (d, v) => d < v),
  endDate_like: like(endInt),
  countryOfOrigin: oneOf((w) => w.countryOfOrigin, true),
  // bangumi-data lists no adult (18+) works: every work is isAdult false.
  isAdult: (value) => (value === false ? ALL : NONE),
  // An anonymous request has no list: nothing is on it.
  onList: (value) => (value === true ? NONE : ALL),
  // The ranking signal stands in for popularity (README: Ranking).
  popularity: popularity((n, v) => n === v),
  popularity_not: popularity((n, v) => n !== v),
  popularity_greater: popularity((n, v) => n > v),
  popularity_lesser: popularity((n, v) => n < v),
};

/** Arguments the snapshot cannot answer, with what it lacks. */
const REFUSED_FILTERS: Readonly<Record<string, string>> = Object.fromEntries([
  ...['episodes', 'episodes_greater', 'episodes_lesser'].map((a) => [a, 'episode counts']),
  ...['duration', 'duration_greater', 'duration_lesser'].map((a) => [a, 'episode durations']),
  ...['chapters', 'chapters_greater', 'chapters_lesser', 'volumes', 'volumes_greater', 'volumes_lesser'].map(
    (a) => [a, 'manga (it holds anime only)'],
  ),
  ...['genre', 'genre_in', 'genre_not_in'].map((a) => [a, 'genres']),
  ...[
    'tag',
    'tag_in',
    'tag_not_in',
    'tagCategory',
    'tagCategory_in',
    'tagCategory_not_in',
    'minimumTagRank',
  ].map((a) => [a, 'tags']),
  ...['averageScore', 'averageScore_not', 'averageScore_greater', 'averageScore_lesser'].map((a) => [
    a,
    'scores',
  ]),
  ...['source', 'source_in'].map((a) => [a, 'source material']),
  ...['licensedBy', 'licensedById', 'licensedBy_in', 'licensedById_in', 'isLicensed'].map((a) => [
    a,
    'licensing data',
  ]),
]);

/** Arguments that are not filters. */
const NOT_FILTERS: ReadonlySet<string> = new Set(['search', 'sort', 'page', 'perPage']);

const romajiCollator = new Intl.Collator('en');
const nativeCollator = new Intl.Collator('ja');
const FORMAT_ORDER = ['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA'];
const STATUS_ORDER: readonly MediaStatus[] = ['FINISHED', 'RELEASING', 'NOT_YET_RELEASED'];

/** Nulls last in either direction. */
const nullsLast =
  <T>(of: (work: IndexedWork) => T | null, compare: (a: T, b: T) => number, descending: boolean): Compare =>
  (a, b) => {
    const x = of(a);
    const y = of(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return descending ? compare(y, x) : compare(x, y);
  };

const both = (ascending: Compare): [Compare, Compare] => [
  ascending,
  (a, b, context) => ascending(b, a, context),
];
const titles = (of: (work: IndexedWork) => string | null, collator: Intl.Collator): [Compare, Compare] => [
  nullsLast(of, collator.compare, false),
  nullsLast(of, collator.compare, true),
];
const popularityOrder = both((a, b) => compareByRank(b, a));
/** TRENDING's nearest signal: airing now first (RELEASING), then the ranking signal. */
const trendingOrder = both((a, b, context) => {
  const airing = (work: IndexedWork) => (statusOf(work, context) === 'RELEASING' ? 1 : 0);
  return airing(a) - airing(b) || compareByRank(b, a);
});

const SORT_PAIRS: Readonly<Record<string, [Compare, Compare]>> = {
  ID: both((a, b) => a.id - b.id),
  TITLE_ROMAJI: titles((w) => w.romaji, romajiCollator),
  TITLE_ENGLISH: titles((w) => w.english, romajiCollator),
  TITLE_NATIVE: titles((w) => w.native, nativeCollator),
  // Every work is an anime: equal under TYPE.
  TYPE: both(() => 0),
  FORMAT: both((a, b) => FORMAT_ORDER.indexOf(a.format) - FORMAT_ORDER.indexOf(b.format)),
  START_DATE: both((a, b) => compareText(a.begin, b.begin)),
  END_DATE: [nullsLast((w) => w.end, compareText, false), nullsLast((w) => w.end, compareText, true)],
  POPULARITY: popularityOrder,
  // No favourite counts offline: the ranking signal, as for POPULARITY.
  FAVOURITES: popularityOrder,
  TRENDING: trendingOrder,
  STATUS: both(
    (a, b, context) =>
      STATUS_ORDER.indexOf(statusOf(a, context)) - STATUS_ORDER.indexOf(statusOf(b, context)),
  ),
};

const REFUSED_SORTS: Readonly<Record<string, string>> = {
  SCORE: 'scores',
  EPISODES: 'episode counts',
  DURATION: 'episode durations',
  CHAPTERS: 'manga (it holds anime only)',
  VOLUMES: 'manga (it holds anime only)',
  UPDATED_AT: 'update times',
};

function comparatorFor(sort: string): Compare | null {
  // With a search, the match order leads anyway; without one there is nothing to match.
  if (sort === 'SEARCH_MATCH') return null;
  const descending = sort.endsWith('_DESC');
  const key = descending ? sort.slice(0, -'_DESC'.length) : sort;
  const refused = REFUSED_SORTS[key];
  if (refused) {
    throw new GraphQLError(
      `Sort ${sort} is not supported by the embedded catalogue: the snapshot has no ${refused}. ` +
        'Leave it out, or use CATALOG_SOURCE=live or auto.',
    );
  }
  const pair = SORT_PAIRS[key];
  if (!pair) throw new GraphQLError(`Unknown sort ${sort}`);
  return pair[descending ? 1 : 0];
}

/** The comparators of a `sort` argument, refusing a key the snapshot cannot honour. */
export function mediaComparators(sort: unknown): Compare[] {
  const sorts = list(sort).filter((s): s is string => typeof s === 'string');
  return sorts.flatMap((s) => {
    const compare = comparatorFor(s);
    return compare ? [compare] : [];
  });
}

/** A predicate for every given filter argument (null counts as not given), refusing the unanswerable. */
export function mediaPredicates(args: Args, context: EmbeddedContext): Predicate[] {
  const predicates: Predicate[] = [];
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null || NOT_FILTERS.has(name)) continue;
    const missing = REFUSED_FILTERS[name];
    if (missing) {
      throw new GraphQLError(
        `Argument "${name}" is not supported by the embedded catalogue: the snapshot has no ${missing}. ` +
          'Leave it out, or use CATALOG_SOURCE=live or auto.',
      );
    }
    const filter = FILTERS[name];
    if (!filter) throw new GraphQLError(`Argument "${name}" is not supported by the embedded catalogue`);
    predicates.push(filter(value, context, name));
  }
  return predicates;
}

/** Orders works by the comparators, then the ranking signal; `lead` (match scores) comes first. */
export function sortWorks(
  works: IndexedWork[],
  comparators: readonly Compare[],
  context: EmbeddedContext,
  lead: ((work: IndexedWork) => number) | null = null,
): IndexedWork[] {
  return works.sort((a, b) => {
    if (lead) {
      const byLead = lead(b) - lead(a);
      if (byLead !== 0) return byLead;
    }
    for (const compare of comparators) {
      const result = compare(a, b, context);
      if (result !== 0) return result;
    }
    return compareByRank(a, b);
  });
}

/** The works matching AniList media arguments (`search`, filters, `sort`), in AniList's order. */
export function findMedia(index: CatalogIndex, args: Args, context: EmbeddedContext): IndexedWork[] {
  const predicates = mediaPredicates(args, context);
  const comparators = mediaComparators(args.sort ?? 'POPULARITY_DESC');
  const search = typeof args.search === 'string' && args.search.trim() !== '' ? args.search : null;
  const keep = (work: IndexedWork) => predicates.every((test) => test(work));
  if (search) {
    // The match quality leads (exact > prefix > substring > subsequence); the sort orders equal matches.
    const hits = index.searchWorksScored(search).filter((hit) => keep(hit.work));
    const scores = new Map(hits.map((hit) => [hit.work, hit.score]));
    return sortWorks(
      hits.map((hit) => hit.work),
      comparators,
      context,
      (work) => scores.get(work) ?? 0,
    );
  }
  return sortWorks(index.works.filter(keep), comparators, context);
}

/** Every argument name the embedded catalogue honours or refuses (for tests against the schema). */
export const HANDLED_MEDIA_ARGUMENTS: ReadonlySet<string> = new Set([
  ...Object.keys(FILTERS),
  ...Object.keys(REFUSED_FILTERS),
  ...NOT_FILTERS,
]);
