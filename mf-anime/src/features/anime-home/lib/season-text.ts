// Whether a search text is a season search for the N期 tab, or a title search the tab only reads by
// falling back to this year and the month (docs/rules.md#seasons).
import { parseNSeason } from '@anifan/contract';

// Two Februaries, a month the fallback maps to no season: a season in the answer comes from the text,
// and a text that names no year answers each one's own year (an absolute year matches at most one).
const FEBRUARY_2001 = new Date(Date.UTC(2001, 1, 15));
const FEBRUARY_2002 = new Date(Date.UTC(2002, 1, 15));

/** True when `parseNSeason` finds a season or a year in the text itself. */
export function namesSeason(text: string): boolean {
  return parseNSeason(text, FEBRUARY_2001) !== '2001' || parseNSeason(text, FEBRUARY_2002) !== '2002';
}
