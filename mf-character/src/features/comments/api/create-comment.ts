// POST /api/characterComment/process with commentId 0 — creates a comment (docs/api.md#post-apicharactercommentprocess).
import type { ApiClient, CharacterId } from '@anifan/contract';
import type { ServerComment } from '../types';

export interface CreateCommentInput {
  characterId: CharacterId;
  /** Sent because the API has always named it; the server takes identity from the token and ignores it. */
  userId: string;
  commentText: string;
}

export function createComment(api: ApiClient, input: CreateCommentInput): Promise<ServerComment> {
  return api.call('processComment', { body: { commentId: 0, ...input } });
}
