// DELETE /api/favorites/:characterId — removes a character from the favorites.
import type { ApiClient, CharacterId } from '@anifan/contract';

export function removeFavorite(api: ApiClient, characterId: CharacterId): Promise<void> {
  return api.call('removeFavorite', { params: { characterId } });
}
