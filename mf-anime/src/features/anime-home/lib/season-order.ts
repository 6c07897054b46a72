// What a season list's order really is, for its caption: GetWorks asks for watchers-count order, but
// the offline snapshot has no watcher counts (every `watchersCount` is 0) and ranks works by how many
// sites list them (backend/src/catalog/README.md, "Ranking").
import type { AnimeListItem } from '@anifan/contract';
import type { CatalogInfo } from '../../../shared/catalog/lib/read-catalog-info';

export const SEASON_ORDER = {
  watchers: '視聴者数順',
  snapshot: '視聴者数の記録がないため、掲載サイトの多い順',
  provider: '視聴者数の記録がないため、提供元の並び順',
} as const;

/** The order to name for a loaded list; null while nothing is listed, since there is no order to explain. */
export function seasonOrder(
  items: readonly AnimeListItem[] | undefined,
  source: CatalogInfo['source'] | undefined,
): string | null {
  if (!items?.length) return null;
  if (items.some((item) => item.watchersCount > 0)) return SEASON_ORDER.watchers;
  return source === 'embedded' ? SEASON_ORDER.snapshot : SEASON_ORDER.provider;
}
