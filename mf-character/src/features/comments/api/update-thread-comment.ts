// PUT /api/comments/:commentId — the author replaces the text and the ネタバレ mark.
import type { ApiClient, ThreadComment, UpdateThreadCommentRequest } from '@anifan/contract';

export function updateThreadComment(
  api: ApiClient,
  commentId: number,
  body: UpdateThreadCommentRequest,
): Promise<ThreadComment> {
  return api.call('updateThreadComment', { params: { commentId }, body });
}
