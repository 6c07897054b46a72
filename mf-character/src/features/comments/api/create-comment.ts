// POST /api/characterComment/process with commentId 0 — creates a comment (SPEC §7).
import type { ApiClient } from '@anifan/contract';
import type { ServerComment } from '../types';

export interface CreateCommentInput {
  characterId: string;
  /** Sent because SPEC §7 names it; the server takes identity from the token and ignores it. */
  userId: string;
  commentText: string;
}

export function createComment(api: ApiClient, input: CreateCommentInput): Promise<ServerComment> {
  return api.request<ServerComment>('/characterComment/process', {
    method: 'POST',
    body: { commentId: 0, ...input },
  });
}
