// The newest season the offline catalogue covers, listed under an empty season beyond it so the first
// screen is never only empty (docs/screens.md#anime-home).
import { isSeasonAfter } from '@anifan/contract';
import type { CatalogInfo } from '../../../shared/catalog/lib/read-catalog-info';

/** The offline catalogue's newest season when `season` lies beyond it; undefined for live data or a covered season. */
export function newestCoveredBefore(
  season: string,
  info: CatalogInfo | null | undefined,
): string | undefined {
  const newest = info?.source === 'embedded' ? info.snapshot?.newestSeason : undefined;
  return newest !== undefined && isSeasonAfter(season, newest) ? newest : undefined;
}
