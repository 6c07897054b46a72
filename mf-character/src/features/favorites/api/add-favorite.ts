// PUT /api/favorites/:characterId — marks a character as a favorite (idempotent).
import type { ApiClient, CharacterId } from '@anifan/contract';

export interface AddFavoriteInput {
  characterId: CharacterId;
  name: string;
  image?: string;
}

/** The server stores only absolute http(s) picture addresses; anything else would be refused with 400. */
function storableImage(image: string | undefined): string | undefined {
  return image && /^https?:\/\//i.test(image) ? image : undefined;
}

export function addFavorite(
  api: ApiClient,
  { characterId, name, image }: AddFavoriteInput,
): Promise<unknown> {
  const picture = storableImage(image);
  return api.call('putFavorite', {
    params: { characterId },
    body: picture ? { name, image: picture } : { name },
  });
}
