// DELETE /api/favorites/:characterId — removes a character from the favorites.
import type { ApiClient } from '@anifan/contract';

export function removeFavorite(api: ApiClient, characterId: string): Promise<void> {
  return api.call('removeFavorite', { params: { characterId } });
}
