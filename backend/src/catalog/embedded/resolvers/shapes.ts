// What every embedded resolver shares: argument readers, AniList's page and connection shapes, and the
// object builders the resolvers hand one another (a work lists its characters, a character its works),
// passed in rather than imported so the modules answering works and characters need not import each other.
import type { GraphQLResolveInfo } from 'graphql';
import type { CatalogIndex, IndexedCharacter, IndexedWork } from '../catalog-index';
import type { EmbeddedContext } from '../embedded-context';
import { PERSON_PLACEHOLDER_PATH } from '../placeholder-image';

export type Args = Record<string, unknown>;
export type Resolver = (args: Args, context: EmbeddedContext, info: GraphQLResolveInfo) => unknown;
export type GraphQLObject = Record<string, unknown>;

export interface EmbeddedShapes {
  readonly index: CatalogIndex;
  /** A `Media` object. */
  media(work: IndexedWork): GraphQLObject;
  /** A `CharacterConnection` of `characters`, filtered, sorted and paged by `args`. */
  characters(characters: IndexedCharacter[], args: Args): GraphQLObject;
}

export const UNKNOWN_DATE = { year: null, month: null, day: null };
export const PLACEHOLDER_IMAGE = { large: PERSON_PLACEHOLDER_PATH, medium: PERSON_PLACEHOLDER_PATH };

export function intArg(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.max(min, Math.min(max, n));
}

export function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function pageInfoOf(total: number, page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return {
    total,
    perPage,
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    hasNextPage: start + perPage < total,
    hasPreviousPage: page > 1,
    startCursor: null,
    endCursor: null,
  };
}

export function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return { slice: items.slice(start, start + perPage), pageInfo: pageInfoOf(items.length, page, perPage) };
}

export const connectionPage = (args: Args) => ({
  page: intArg(args.page, 1, 1, 10_000),
  perPage: intArg(args.perPage, 25, 1, 100),
});

export const EMPTY_CONNECTION = { edges: [], nodes: [], pageInfo: pageInfoOf(0, 1, 25) };

/** Curated romaji names are "Given Family" (AniList's style): first, middle and last from it. */
export function nameParts(full: string) {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  return {
    first: parts[0] ?? null,
    middle: parts.length > 2 ? parts.slice(1, -1).join(' ') : null,
    last: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null,
  };
}
