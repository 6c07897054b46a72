// A character's id, one type from the card click to the database row (docs/entities.md#identifiers):
// the catalogue's GraphQL Int, AniList's id (positive) or the key of a curated character AniList does
// not have (negative). Never 0, never a name.

export type CharacterId = number;

export const MIN_CHARACTER_ID = -(2 ** 31);
export const MAX_CHARACTER_ID = 2 ** 31 - 1;

/** The one way an id is written as text (a URL path or query): decimal, no leading zeros or plus sign. */
const CANONICAL_TEXT = /^-?[1-9]\d{0,9}$/;

export function isCharacterId(value: unknown): value is CharacterId {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value !== 0 &&
    value >= MIN_CHARACTER_ID &&
    value <= MAX_CHARACTER_ID
  );
}

/** The id written in its canonical decimal text (`"127691"`, `"-296356092"`); null for any other text. */
export function parseCharacterId(text: string): CharacterId | null {
  if (!CANONICAL_TEXT.test(text)) return null;
  const id = Number(text);
  return isCharacterId(id) ? id : null;
}

/**
 * An id as an earlier version may have kept it in browser storage: the number, or its canonical
 * decimal text. Null for anything else (a character filed under its name cannot be mapped).
 */
export function characterIdFrom(value: unknown): CharacterId | null {
  if (isCharacterId(value)) return value;
  return typeof value === 'string' ? parseCharacterId(value) : null;
}
