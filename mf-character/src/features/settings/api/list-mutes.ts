// GET /api/mutes — the authors the signed-in user muted, newest first.
import type { ApiClient, MutedAuthor } from '@anifan/contract';

export function listMutes(api: ApiClient, signal?: AbortSignal): Promise<MutedAuthor[]> {
  return api.call('listMutes', { signal });
}
