// DELETE /api/characterComment/delete/:commentId — only the author may.
import type { ApiClient } from '@anifan/contract';

export interface DeleteCommentResult {
  deleted: true;
  commentId: number;
}

export function deleteComment(api: ApiClient, commentId: number): Promise<DeleteCommentResult> {
  return api.request<DeleteCommentResult>(
    `/characterComment/delete/${encodeURIComponent(String(commentId))}`,
    {
      method: 'DELETE',
    },
  );
}
