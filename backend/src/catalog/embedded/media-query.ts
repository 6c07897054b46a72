// AniList's `Page.media` / `Media` / `Character.media` arguments over the snapshot. Every filter
// argument and every MediaSort value is either honoured (from the snapshot, or by the nearest signal
// documented in the catalogue README) or refused with a GraphQL error naming it; none is ignored.
import { GraphQLError } from 'graphql';
import type { CatalogIndex, IndexedWork } from './catalog-index';
import { nextStatusChange, statusAt, type MediaStatus } from './airing';
import { WORK_UNITS, type EmbeddedContext } from './embedded-context';
import { compileLike, MAX_LIKE_PATTERN_LENGTH } from '../lib/sql-like';

type Args = Record<string, unknown>;
type Predicate = (work: IndexedWork) => boolean;
type Filter = (value: unknown, context: EmbeddedContext, name: string) => Predicate;

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

const startInt = (work: IndexedWork) => work.dateInts.start;
const endInt = (work: IndexedWork) => work.dateInts.end;

/** AniList's `_like` on a date: SQL LIKE over its YYYYMMDD text (% any run, _ one character). */
function likeMatcher(value: unknown, name: string): (text: string) => boolean {
  if (typeof value !== 'string')
    throw new GraphQLError(`Argument "${name}" must be a string such as "2024%"`);
  if (value.length > MAX_LIKE_PATTERN_LENGTH) {
    throw new GraphQLError(`Argument "${name}" is longer than ${MAX_LIKE_PATTERN_LENGTH} characters`);
  }
  return compileLike(value);
}

/** A work's status now, noting when it next changes (a few comparisons: cheaper than remembering it). */
export function statusOf(work: IndexedWork, context: EmbeddedContext): MediaStatus {
  context.changesAt(nextStatusChange(work.span, context.now));
  return statusAt(work.span, context.now);
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
    const matches = likeMatcher(value, name);
    return (work) => {
      const known = of(work);
      return known !== null && matches(String(known));
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

const FORMAT_ORDER = ['TV', 'TV_SHORT', 'MOVIE', 'SPECIAL', 'OVA', 'ONA'];
const STATUS_ORDER: readonly MediaStatus[] = ['FINISHED', 'RELEASING', 'NOT_YET_RELEASED'];

/**
 * A sort key as a number (null sorts last in either direction). Each work's key is computed once per
 * sort and the sort compares numbers: a comparator that recomputed statuses or ran a collator took
 * 25–50 ms to order the whole catalogue (issue #32).
 */
export interface SortKey {
  of: (work: IndexedWork, context: EmbeddedContext) => number | null;
  descending: boolean;
}

/** Keys that order every work differently from every other (each work's own rank or id): none after them counts. */
const TOTAL_ORDERS: ReadonlySet<string> = new Set(['ID', 'POPULARITY', 'FAVOURITES']);
/** The ranking signal's own order, which every sort ends with anyway. */
const RANK_ORDERS: ReadonlySet<string> = new Set(['POPULARITY_DESC', 'FAVOURITES_DESC']);

type KeyOf = SortKey['of'];

const isReleasing = (work: IndexedWork, context: EmbeddedContext) =>
  statusOf(work, context) === 'RELEASING' ? 1 : 0;
/** Ascending POPULARITY is the least popular first: the ranking signal's order reversed. */
const popularityKey: KeyOf = (work) => -work.rankOrder;

const SORT_KEYS: Readonly<Record<string, KeyOf>> = {
  ID: (w) => w.id,
  TITLE_ROMAJI: (w) => w.titleOrder.romaji,
  TITLE_ENGLISH: (w) => w.titleOrder.english,
  TITLE_NATIVE: (w) => w.titleOrder.native,
  // Every work is an anime: equal under TYPE.
  TYPE: () => 0,
  FORMAT: (w) => FORMAT_ORDER.indexOf(w.format),
  START_DATE: (w) => w.span.begin,
  END_DATE: (w) => w.span.end,
  POPULARITY: popularityKey,
  // No favourite counts offline: the ranking signal, as for POPULARITY.
  FAVOURITES: popularityKey,
  // TRENDING's nearest signal: airing now (RELEASING), then the ranking signal.
  TRENDING: (w, context) => isReleasing(w, context) * 2 ** 32 - w.rankOrder,
  STATUS: (w, context) => STATUS_ORDER.indexOf(statusOf(w, context)),
};

const REFUSED_SORTS: Readonly<Record<string, string>> = {
  SCORE: 'scores',
  EPISODES: 'episode counts',
  DURATION: 'episode durations',
  CHAPTERS: 'manga (it holds anime only)',
  VOLUMES: 'manga (it holds anime only)',
  UPDATED_AT: 'update times',
};

function sortKeyFor(sort: string): SortKey | null {
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
  const of = SORT_KEYS[key];
  if (!of) throw new GraphQLError(`Unknown sort ${sort}`);
  return { of, descending };
}

/**
 * The sort keys of a `sort` argument, refusing a key the snapshot cannot honour. Keys after a total
 * order are dropped, and so is a last key that is the ranking signal's own order (sortWorks ends
 * with it): the web app's POPULARITY_DESC needs no sort at all.
 */
export function mediaSortKeys(sort: unknown): SortKey[] {
  const sorts = list(sort).filter((s): s is string => typeof s === 'string');
  const keys: SortKey[] = [];
  for (const name of sorts) {
    const key = sortKeyFor(name);
    if (RANK_ORDERS.has(name)) break;
    if (!key) continue;
    keys.push(key);
    if (TOTAL_ORDERS.has(name.replace(/_DESC$/, ''))) break;
  }
  return keys;
}

/**
 * A predicate for every given filter argument (null counts as not given), refusing the unanswerable,
 * and what testing one work against them all costs in budget units.
 */
export function mediaPredicates(
  args: Args,
  context: EmbeddedContext,
): { predicates: Predicate[]; units: number } {
  const predicates: Predicate[] = [];
  let units = 0;
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
    units += name.endsWith('_like') ? WORK_UNITS.likeFilter : WORK_UNITS.filter;
  }
  return { predicates, units };
}

/**
 * Orders works by the sort keys, then the ranking signal; `leads` (match scores, parallel to `works`,
 * higher first) come first.
 */
export function sortWorks(
  works: readonly IndexedWork[],
  keys: readonly SortKey[],
  context: EmbeddedContext,
  leads: readonly number[] | null = null,
): IndexedWork[] {
  const columns = keys.map(({ of }) =>
    works.map((work) => {
      context.tick();
      return of(work, context);
    }),
  );
  const order = works.map((_, i) => i);
  order.sort((i, j) => {
    context.tick();
    if (leads) {
      const byLead = (leads[j] as number) - (leads[i] as number);
      if (byLead !== 0) return byLead;
    }
    for (let k = 0; k < keys.length; k += 1) {
      const x = (columns[k] as (number | null)[])[i] as number | null;
      const y = (columns[k] as (number | null)[])[j] as number | null;
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return keys[k]?.descending ? y - x : x - y;
    }
    return (works[i] as IndexedWork).rankOrder - (works[j] as IndexedWork).rankOrder;
  });
  return order.map((i) => works[i] as IndexedWork);
}

/** The works matching AniList media arguments (`search`, filters, `sort`), in AniList's order. */
export function findMedia(index: CatalogIndex, args: Args, context: EmbeddedContext): IndexedWork[] {
  const { predicates, units } = mediaPredicates(args, context);
  const sortKeys = mediaSortKeys(args.sort ?? 'POPULARITY_DESC');
  const search = typeof args.search === 'string' && args.search.trim() !== '' ? args.search : null;
  const keepUnits = 1 + units;
  const keep = (work: IndexedWork) => {
    context.tick(keepUnits);
    return predicates.every((test) => test(work));
  };
  context.checkBudget();
  if (search) {
    // The match quality leads (exact > prefix > substring > subsequence); the sort orders equal
    // matches. Hits come best match first, in ranking order within a match: without keys, sorted.
    const hits = index
      .searchWorksScored(search, () => context.tick(WORK_UNITS.searchedWork))
      .filter((hit) => keep(hit.work));
    const works = hits.map((hit) => hit.work);
    if (sortKeys.length === 0) return works;
    return sortWorks(
      works,
      sortKeys,
      context,
      hits.map((hit) => hit.score),
    );
  }
  const works = index.ranked.filter(keep);
  return sortKeys.length === 0 ? works : sortWorks(works, sortKeys, context);
}

/** Every argument name the embedded catalogue honours or refuses (for tests against the schema). */
export const HANDLED_MEDIA_ARGUMENTS: ReadonlySet<string> = new Set([
  ...Object.keys(FILTERS),
  ...Object.keys(REFUSED_FILTERS),
  ...NOT_FILTERS,
]);
