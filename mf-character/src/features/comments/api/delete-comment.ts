// DELETE /api/characterComment/delete/:commentId — only the author may.
import type { ApiClient, DeleteCommentResult } from '@anifan/contract';

export function deleteComment(api: ApiClient, commentId: number): Promise<DeleteCommentResult> {
  return api.call('deleteComment', { params: { commentId } });
}
