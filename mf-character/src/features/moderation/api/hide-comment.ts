// POST /api/moderation/comments/:commentId/hide — 非表示, with the moderator's reason for the audit log.
import type { ApiClient, ModerationItem } from '@anifan/contract';

export function hideComment(api: ApiClient, commentId: number, reason: string): Promise<ModerationItem> {
  return api.call('hideComment', { params: { commentId }, body: { reason } });
}
