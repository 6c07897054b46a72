// DELETE /api/favorites/:characterId — removes a character from the favorites.
import type { ApiClient } from '@anifan/contract';

export function removeFavorite(api: ApiClient, characterId: string): Promise<unknown> {
  return api.request(`/favorites/${encodeURIComponent(characterId)}`, { method: 'DELETE' });
}
