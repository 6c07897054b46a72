// Characters no other spec (or earlier run against the same database) has touched.
import { randomInt } from 'node:crypto';
import { MAX_CHARACTER_ID, type CharacterId } from '@anifan/contract';

/**
 * A character id of its own, above the ids the catalogue gives (AniList's are ~300,000 today, the
 * curated keys negative), so a spec's comments and favorites meet no others.
 */
export function uniqueCharacterId(): CharacterId {
  return randomInt(1_000_000_000, MAX_CHARACTER_ID + 1);
}
