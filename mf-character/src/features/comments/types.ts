// Comment shapes: what the server answers, what guests keep in sessionStorage, and what the list shows.
import type { CommentView as ApiCommentView, CharacterId } from '@anifan/contract';

/** One comment as `/api/characterComment/*` answers it; `userId` is a public id, never an email. */
export type ServerComment = ApiCommentView;

/** A guest's comment (docs/entities.md#comments), kept only in sessionStorage; `commentId` is a timestamp. */
export interface GuestComment {
  commentId: number;
  characterId: CharacterId;
  userId: 'guestUser';
  commentText: string;
}

/** A create the server has not confirmed yet; shown at once (optimistic). */
export interface PendingComment {
  tempId: string;
  characterId: CharacterId;
  authorName: string;
  authorPhotoURL: string | null;
  commentText: string;
  createdAt: number;
}

export type CommentSource = 'server' | 'guest' | 'pending';

/** What one row of the list needs, whatever its source. */
export interface CommentView {
  /** Unique across sources: server, guest and pending ids live in different ranges. */
  key: string;
  source: CommentSource;
  commentId: number | null;
  authorName: string;
  authorPhotoURL: string | null;
  text: string;
  createdAt: number;
  edited: boolean;
  canModify: boolean;
}

export function isServerComment(value: unknown): value is ServerComment {
  const c = value as Partial<ServerComment> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.commentId === 'number' &&
    typeof c.commentText === 'string'
  );
}
