// DELETE /api/mutes/:userId — ミュート解除 (204 whether or not the author was muted).
import type { ApiClient } from '@anifan/contract';

export function deleteMute(api: ApiClient, userId: string): Promise<void> {
  return api.call('deleteMute', { params: { userId } });
}
