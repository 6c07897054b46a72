// One list out of three sources, ordered by time: server comments (with their replies), unconfirmed
// creates and guest comments.
import type { CommentView, GuestComment, PendingComment, ServerComment } from '../types';

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

const byTime = (a: CommentView, b: CommentView) =>
  a.createdAt - b.createdAt || SOURCE_ORDER[a.source] - SOURCE_ORDER[b.source];

function fromServer(c: ServerComment, signedIn: boolean, pending: PendingComment[]): CommentView {
  const createdAt = Date.parse(c.createdAt);
  const replies = c.replies.map((r) => fromServer(r, signedIn, []));
  const pendingReplies = pending.filter((p) => p.parentId === c.commentId).map(fromPending);
  return {
    key: `server-${c.commentId}`,
    source: 'server',
    commentId: c.commentId,
    userId: c.userId,
    parentId: c.parentId,
    authorName: c.authorName || ANONYMOUS_AUTHOR_NAME,
    authorPhotoURL: c.authorPhotoURL || null,
    text: c.commentText,
    spoiler: c.spoiler,
    createdAt: Number.isNaN(createdAt) ? 0 : createdAt,
    edited: Boolean(c.updatedAt) && c.updatedAt !== c.createdAt,
    canModify: signedIn && c.mine,
    hidden: c.mine && c.hidden !== null,
    reactions: c.reactions,
    myReactions: c.myReactions,
    replies: [...replies, ...pendingReplies].sort(byTime),
  };
}

function fromPending(p: PendingComment): CommentView {
  return {
    key: `pending-${p.tempId}`,
    source: 'pending',
    commentId: null,
    userId: null,
    parentId: p.parentId,
    authorName: p.authorName,
    authorPhotoURL: p.authorPhotoURL,
    text: p.commentText,
    spoiler: p.spoiler,
    createdAt: p.createdAt,
    edited: false,
    canModify: false,
    hidden: false,
    reactions: null,
    myReactions: [],
    replies: [],
  };
}

// Guest comments belong to whoever holds this tab's sessionStorage, so they are always the visitor's own.
function fromGuest(g: GuestComment): CommentView {
  return {
    key: `guest-${g.commentId}`,
    source: 'guest',
    commentId: g.commentId,
    userId: null,
    parentId: null,
    authorName: GUEST_AUTHOR_NAME,
    authorPhotoURL: null,
    text: g.commentText,
    spoiler: false,
    createdAt: g.commentId,
    edited: false,
    canModify: true,
    hidden: false,
    reactions: null,
    myReactions: [],
    replies: [],
  };
}

export function mergeComments({ server, pending, guest, signedIn }: MergeInput): CommentView[] {
  const rows: CommentView[] = [
    ...server.map((c) => fromServer(c, signedIn, pending)),
    ...pending.filter((p) => p.parentId === null).map(fromPending),
    ...guest.map(fromGuest),
  ];
  return rows.sort(byTime);
}
