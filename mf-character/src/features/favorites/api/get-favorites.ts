// GET /api/favorites — the signed-in user's favorite characters.
import type { ApiClient } from '@anifan/contract';
import { isFavoriteItem, type FavoriteItem } from '../types';

export async function getFavorites(api: ApiClient, signal?: AbortSignal): Promise<FavoriteItem[]> {
  const body: unknown = await api.call('listFavorites', { signal });
  return Array.isArray(body) ? body.filter(isFavoriteItem) : [];
}
