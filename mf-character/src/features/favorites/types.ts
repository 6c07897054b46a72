// Favorite shapes shared by the API calls, the guest store and the page.
import { isCharacterId, type FavoriteView } from '@anifan/contract';

/** One favorite character, as `/api/favorites` answers it and as guests keep it in localStorage. */
export type FavoriteItem = FavoriteView;

export function isFavoriteItem(value: unknown): value is FavoriteItem {
  const f = value as Partial<FavoriteItem> | null;
  return typeof f === 'object' && f !== null && isCharacterId(f.characterId) && typeof f.name === 'string';
}
