// DELETE /api/moderation/suspensions/:userId — 投稿停止を解除, with the reason for the audit log.
import type { ApiClient } from '@anifan/contract';

export function liftSuspension(api: ApiClient, userId: string, reason: string): Promise<void> {
  return api.call('liftSuspension', { params: { userId }, body: { reason } });
}
