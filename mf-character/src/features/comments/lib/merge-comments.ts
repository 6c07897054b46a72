// One list out of three sources, ordered by time: server comments, unconfirmed creates and guest comments.
import type { GuestComment, PendingComment, ServerComment, CommentView } from '../types';

export const GUEST_AUTHOR_NAME = 'ゲスト';
export const ANONYMOUS_AUTHOR_NAME = '名無しさん';

const SOURCE_ORDER = { server: 0, pending: 1, guest: 2 } as const;

export interface MergeInput {
  server: ServerComment[];
  pending: PendingComment[];
  guest: GuestComment[];
  /** Server comments are only editable by their signed-in author. */
  signedIn: boolean;
}

export function mergeComments({ server, pending, guest, signedIn }: MergeInput): CommentView[] {
  const rows: CommentView[] = [
    ...server.map((c) => {
      const createdAt = Date.parse(c.createdAt);
      return {
        key: `server-${c.commentId}`,
        source: 'server' as const,
        commentId: c.commentId,
        authorName: c.authorName || ANONYMOUS_AUTHOR_NAME,
        authorPhotoURL: c.authorPhotoURL || null,
        text: c.commentText,
        createdAt: Number.isNaN(createdAt) ? 0 : createdAt,
        edited: Boolean(c.updatedAt) && c.updatedAt !== c.createdAt,
        canModify: signedIn && c.mine,
      };
    }),
    ...pending.map((p) => ({
      key: `pending-${p.tempId}`,
      source: 'pending' as const,
      commentId: null,
      authorName: p.authorName,
      authorPhotoURL: p.authorPhotoURL,
      text: p.commentText,
      createdAt: p.createdAt,
      edited: false,
      canModify: false,
    })),
    // Guest comments belong to whoever holds this tab's sessionStorage, so they are always the visitor's own.
    ...guest.map((g) => ({
      key: `guest-${g.commentId}`,
      source: 'guest' as const,
      commentId: g.commentId,
      authorName: GUEST_AUTHOR_NAME,
      authorPhotoURL: null,
      text: g.commentText,
      createdAt: g.commentId,
      edited: false,
      canModify: true,
    })),
  ];
  return rows.sort((a, b) => a.createdAt - b.createdAt || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source]);
}
