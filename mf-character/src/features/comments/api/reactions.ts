// PUT and DELETE /api/comments/:commentId/reactions/:reaction — the visitor's reaction, on or off (idempotent).
import type { ApiClient, Reaction, ReactionSummary } from '@anifan/contract';

export function setReaction(
  api: ApiClient,
  commentId: number,
  reaction: Reaction,
  on: boolean,
): Promise<ReactionSummary> {
  return api.call(on ? 'putReaction' : 'deleteReaction', { params: { commentId, reaction } });
}
