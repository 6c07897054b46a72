// GET /api/characterComment/all/:characterId — a character's comments, oldest first.
import type { ApiClient, CharacterId } from '@anifan/contract';
import { isServerComment, type ServerComment } from '../types';

export async function getComments(
  api: ApiClient,
  characterId: CharacterId,
  signal?: AbortSignal,
): Promise<ServerComment[]> {
  const body: unknown = await api.call('listComments', { params: { characterId }, signal });
  return Array.isArray(body) ? body.filter(isServerComment) : [];
}
