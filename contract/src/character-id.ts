// A character's canonical id: the catalogue's GraphQL Int, AniList's id (positive) or the key of a
// curated character AniList does not have (negative).

export function isCharacterId(value: number): boolean {
  return Number.isInteger(value) && value !== 0 && value >= -(2 ** 31) && value < 2 ** 31;
}
