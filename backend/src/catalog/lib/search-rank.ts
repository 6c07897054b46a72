// How well a normalised query matches normalised keys, and the order of search results (pure).

/** Higher is better; the order the brief asks for: exact > prefix > substring > subsequence. */
export enum MatchKind {
  None = 0,
  Subsequence = 1,
  Substring = 2,
  Prefix = 3,
  Exact = 4,
}

/**
 * A subsequence hit only counts when its characters sit close together: "じゅつ" should find
 * "じゅじゅつ", not every long title that happens to contain じ, ゅ and つ somewhere.
 */
const MAX_SUBSEQUENCE_SPREAD = 2;

function subsequenceSpan(query: string, key: string): number {
  let start = -1;
  let position = -1;
  for (const char of query) {
    position = key.indexOf(char, position + 1);
    if (position === -1) return -1;
    if (start === -1) start = position;
  }
  return position - start + 1;
}

/** Both arguments must already be normalised with `normalizeForSearch`. */
export function matchKind(query: string, key: string): MatchKind {
  if (query.length === 0 || key.length === 0) return MatchKind.None;
  const index = key.indexOf(query);
  if (index === 0) return key.length === query.length ? MatchKind.Exact : MatchKind.Prefix;
  if (index > 0) return MatchKind.Substring;
  if (query.length < 2 || query.length > key.length) return MatchKind.None;
  const span = subsequenceSpan(query, key);
  return span !== -1 && span <= query.length * MAX_SUBSEQUENCE_SPREAD
    ? MatchKind.Subsequence
    : MatchKind.None;
}

export interface KeyMatch {
  kind: MatchKind;
  /** The match is on the first key (the native title or name) rather than on an alias. */
  primary: boolean;
  /** Length of the matching key: a tighter match (shorter key) ranks first. */
  keyLength: number;
}

const NO_MATCH: KeyMatch = { kind: MatchKind.None, primary: false, keyLength: Number.POSITIVE_INFINITY };

function better(a: KeyMatch, b: KeyMatch): boolean {
  if (a.kind !== b.kind) return a.kind > b.kind;
  if (a.primary !== b.primary) return a.primary;
  return a.keyLength < b.keyLength;
}

/**
 * The best match over several keys, `keys[0]` being the native title or name. Sequels list their
 * parent's title as an alias, so at equal kind a match on the own title beats a match on an alias.
 */
export function bestMatch(query: string, keys: readonly string[]): KeyMatch {
  let best = NO_MATCH;
  keys.forEach((key, index) => {
    const kind = matchKind(query, key);
    if (kind === MatchKind.None) return;
    const candidate = { kind, primary: index === 0, keyLength: key.length };
    if (better(candidate, best)) best = candidate;
  });
  return best;
}

const KEY_LENGTH_SLOTS = 1024;

/**
 * One number ordering matches best-first: match kind, then own title before alias, then the tighter
 * key (「進撃」 finds 進撃の巨人 before its sequels). Callers iterate items in their ranking order
 * and sort stably by this score, so the ranking signal breaks the remaining ties.
 */
export function matchScore(match: KeyMatch): number {
  const tightness = KEY_LENGTH_SLOTS - 1 - Math.min(match.keyLength, KEY_LENGTH_SLOTS - 1);
  return (match.kind * 2 + (match.primary ? 1 : 0)) * KEY_LENGTH_SLOTS + tightness;
}
