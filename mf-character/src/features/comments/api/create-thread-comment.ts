// POST /api/comments — a new comment, or a reply to a top-level comment (`parentId`).
import type { ApiClient, CreateThreadCommentRequest, ThreadComment } from '@anifan/contract';

export function createThreadComment(
  api: ApiClient,
  body: CreateThreadCommentRequest,
): Promise<ThreadComment> {
  return api.call('createThreadComment', { body });
}
