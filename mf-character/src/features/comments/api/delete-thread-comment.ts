// DELETE /api/comments/:commentId — only the author may; a comment's replies go with it.
import type { ApiClient, DeleteCommentResult } from '@anifan/contract';

export function deleteThreadComment(api: ApiClient, commentId: number): Promise<DeleteCommentResult> {
  return api.call('deleteThreadComment', { params: { commentId } });
}
