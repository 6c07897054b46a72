// POST /api/moderation/comments/:commentId/restore — 復元: shown again, its reports cleared.
import type { ApiClient, ModerationItem } from '@anifan/contract';

export function restoreComment(api: ApiClient, commentId: number, reason: string): Promise<ModerationItem> {
  return api.call('restoreComment', { params: { commentId }, body: { reason } });
}
