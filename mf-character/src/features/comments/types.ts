// Comment shapes: what the server's threads answer, what guests keep in sessionStorage, and what the list shows.
import type { Reaction, ReactionCounts, ThreadComment, ThreadKey } from '@anifan/contract';

/** One comment of a thread as `/api/comments` answers it; `userId` is a public id, never an email. */
export type ServerComment = ThreadComment;

/** A guest's comment (docs/entities.md#comments), kept only in sessionStorage; `commentId` is a timestamp. */
export interface GuestComment {
  commentId: number;
  thread: ThreadKey;
  commentText: string;
}

/** A create the server has not confirmed yet; shown at once (optimistic). */
export interface PendingComment {
  tempId: string;
  /** The top-level comment it replies to, or null. */
  parentId: number | null;
  authorName: string;
  authorPhotoURL: string | null;
  commentText: string;
  spoiler: boolean;
  createdAt: number;
}

export type CommentSource = 'server' | 'guest' | 'pending';

/** What one row of the list needs, whatever its source. */
export interface CommentView {
  /** Unique across sources: server, guest and pending ids live in different ranges. */
  key: string;
  source: CommentSource;
  commentId: number | null;
  /** The author's public id (server comments), to mute them. */
  userId: string | null;
  parentId: number | null;
  authorName: string;
  authorPhotoURL: string | null;
  text: string;
  spoiler: boolean;
  createdAt: number;
  edited: boolean;
  canModify: boolean;
  /** The visitor's own comment, hidden by moderation (nobody else receives it). */
  hidden: boolean;
  /** Null where there can be none (a guest's or an unconfirmed comment). */
  reactions: ReactionCounts | null;
  myReactions: Reaction[];
  /** Oldest first; always empty on a reply. */
  replies: CommentView[];
}
