// Favorite shapes shared by the API calls, the guest store and the page.
/** One favorite character, as `/api/favorites` answers it and as guests keep it in localStorage. */
export interface FavoriteItem {
  characterId: string;
  name: string;
  image: string | null;
  createdAt: string;
}

export function isFavoriteItem(value: unknown): value is FavoriteItem {
  const f = value as Partial<FavoriteItem> | null;
  return (
    typeof f === 'object' && f !== null && typeof f.characterId === 'string' && typeof f.name === 'string'
  );
}
