// The catalogue's one scheme for the ids it makes up: a 32-bit FNV-1a hash of a text, placed in the
// range of GraphQL's 32-bit Int kept for that kind of id. Every range is here, so none overlaps
// another of the same kind by accident. Works and characters are stored by id (comments, favorites):
// a change to a text or a range below changes stored ids and needs a re-keying migration.

/** FNV-1a, 32 bits: small, stable across machines and builds. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** An id in `first … first + size − 1`, derived from `text`. */
function idIn(first: number, size: number, text: string): number {
  return first + (fnv1a(text) % size);
}

/** AniList's work ids are ~200,000 today; a work it does not list is numbered from here up. */
const BANGUMI_WORKS_FROM = 1_000_000_000;
const HASHED_WORKS_FROM = 1_500_000_000;
const HASHED_WORKS = 500_000_000;
/** Curated voice actors sit above AniList's staff ids and below the made-up work ids. */
const CURATED_STAFF_FROM = 900_000_000;
const CURATED_STAFF = 99_000_000;
/** 1 … 2^31 − 1, GraphQL's positive Ints. */
const POSITIVE_INTS = 2_147_483_647;

/** A work AniList does not list but bangumi (bgm.tv) does: 1,000,000,000 + its bangumi id. */
export function bangumiWorkId(bangumiId: number): number {
  return BANGUMI_WORKS_FROM + bangumiId;
}

/** A work known to neither AniList nor bangumi, by its title and first broadcast. */
export function hashedWorkId(title: string, begin: string): number {
  return idIn(HASHED_WORKS_FROM, HASHED_WORKS, `${title}|${begin}`);
}

/** A curated voice actor, by native name (the same actor in every work). */
export function curatedStaffId(nativeName: string): number {
  return idIn(CURATED_STAFF_FROM, CURATED_STAFF, nativeName);
}

/**
 * The key of a curated character whose AniList id is unknown: a negative Int (-1 … -2^31+1), a
 * namespace AniList's positive ids never enter, stored by comments and favorites as its decimal text.
 * It depends only on the curated title and native name.
 */
export function curatedCharacterKey(title: string, native: string): number {
  return -idIn(1, POSITIVE_INTS, `${title}/${native}`);
}

/** Things AniList numbers itself and nothing stores (airings, external links): 1 … 2^31 − 2. */
export function syntheticId(text: string): number {
  return idIn(1, POSITIVE_INTS - 1, text);
}
