// POST /api/characterComment/process with an existing commentId — replaces the comment's text.
import type { ApiClient, CharacterId } from '@anifan/contract';
import type { ServerComment } from '../types';

export interface UpdateCommentInput {
  commentId: number;
  characterId: CharacterId;
  userId: string;
  commentText: string;
}

export function updateComment(api: ApiClient, input: UpdateCommentInput): Promise<ServerComment> {
  return api.call('processComment', { body: input });
}
