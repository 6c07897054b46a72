// Pure state of a thread's server comments: the pages loaded so far, optimistic writes with rollback,
// reactions, mutes and live events (deduped). Top-level comments are kept oldest first, each with its
// replies oldest first.
import type { Reaction, ReactionCounts, ThreadPage } from '@anifan/contract';
import type { RequestStatus } from '../../../shared/request-status';
import type { ThreadEvent } from '../api/thread-events';
import type { PendingComment, ServerComment } from '../types';
import { normalizeComment } from './server-comment';

export interface ThreadState {
  status: RequestStatus;
  comments: ServerComment[];
  /** `before` for the next older page; null once the first comment is loaded. */
  nextBefore: number | null;
  pending: PendingComment[];
  /** Learnt from any comment the server marked `mine`, so live events (sent without a token) can be owned. */
  selfUserId: string | null;
  /** Authors the visitor muted: their comments are left out and their live events ignored. */
  muted: string[];
}

export type ThreadAction =
  | { type: 'loadStarted' }
  | { type: 'loaded'; page: ThreadPage }
  | { type: 'loadFailed' }
  | { type: 'olderLoaded'; page: ThreadPage }
  | { type: 'createStarted'; pending: PendingComment }
  | { type: 'createConfirmed'; tempId: string; comment: ServerComment }
  | { type: 'createFailed'; tempId: string }
  | { type: 'updateStarted'; commentId: number; commentText: string; spoiler: boolean }
  | { type: 'updateConfirmed'; comment: ServerComment }
  | { type: 'restore'; previous: ServerComment }
  | { type: 'deleteStarted'; commentId: number }
  | {
      type: 'reactionsSet';
      commentId: number;
      reactions: ReactionCounts;
      myReactions: Reaction[];
      /** The visitor's own id, when the answer's `change` told it. */
      selfUserId?: string;
    }
  | { type: 'mutesLoaded'; userIds: string[] }
  | { type: 'mutesCleared' }
  | { type: 'muted'; userId: string }
  | { type: 'unmuted'; userId: string }
  | { type: 'event'; event: ThreadEvent };

export const initialThreadState: ThreadState = {
  status: 'idle',
  comments: [],
  nextBefore: null,
  pending: [],
  selfUserId: null,
  muted: [],
};

function byTime(a: ServerComment, b: ServerComment): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.commentId - b.commentId;
}

/** The comment with this id, top-level or reply. */
export function findComment(comments: ServerComment[], commentId: number): ServerComment | undefined {
  for (const comment of comments) {
    if (comment.commentId === commentId) return comment;
    const reply = comment.replies.find((r) => r.commentId === commentId);
    if (reply) return reply;
  }
  return undefined;
}

/** Applies `change` to the comment with this id wherever it is. */
function mapComment(
  comments: ServerComment[],
  commentId: number,
  change: (comment: ServerComment) => ServerComment,
): ServerComment[] {
  return comments.map((c) => {
    if (c.commentId === commentId) return change(c);
    if (!c.replies.some((r) => r.commentId === commentId)) return c;
    return { ...c, replies: c.replies.map((r) => (r.commentId === commentId ? change(r) : r)) };
  });
}

function removeComment(comments: ServerComment[], commentId: number): ServerComment[] {
  return comments
    .filter((c) => c.commentId !== commentId)
    .map((c) =>
      c.replies.some((r) => r.commentId === commentId)
        ? { ...c, replies: c.replies.filter((r) => r.commentId !== commentId) }
        : c,
    );
}

function isMine(state: ThreadState, incoming: ServerComment, existing: ServerComment | undefined): boolean {
  return (
    incoming.mine ||
    existing?.mine === true ||
    (state.selfUserId !== null && incoming.userId === state.selfUserId)
  );
}

/**
 * Inserts or replaces by commentId, a reply under its parent (dropped when the parent is not loaded).
 * What a token-less event cannot know is kept: ownership, the visitor's reactions, the replies.
 */
function upsert(state: ThreadState, incoming: ServerComment, forceMine = false): ThreadState {
  const existing = findComment(state.comments, incoming.commentId);
  const mine = forceMine || isMine(state, incoming, existing);
  const merged: ServerComment = {
    ...incoming,
    mine,
    myReactions: existing && incoming.myReactions.length === 0 ? existing.myReactions : incoming.myReactions,
    replies: existing && incoming.replies.length === 0 ? existing.replies : incoming.replies,
  };
  const selfUserId = mine ? incoming.userId : state.selfUserId;
  if (existing) {
    return { ...state, selfUserId, comments: mapComment(state.comments, incoming.commentId, () => merged) };
  }
  if (merged.parentId === null) {
    return { ...state, selfUserId, comments: [...state.comments, merged].sort(byTime) };
  }
  const parentId = merged.parentId;
  if (!state.comments.some((c) => c.commentId === parentId)) return state;
  return {
    ...state,
    selfUserId,
    comments: state.comments.map((c) =>
      c.commentId === parentId ? { ...c, replies: [...c.replies, merged].sort(byTime) } : c,
    ),
  };
}

/** Whether a top-level comment falls inside the pages loaded so far (older ones come with もっと見る). */
function withinLoaded(state: ThreadState, comment: ServerComment): boolean {
  const oldest = state.comments[0];
  return state.nextBefore === null || oldest === undefined || comment.commentId >= oldest.commentId;
}

/**
 * A `reactions` event's counts are everyone's, but a visitor with mutes sees counts without the muted
 * authors' reactions (as the server answers them): they add the event's change instead, none of a muted
 * author, and none of their own (the answer to their request set those counts). A missed event is healed
 * by the refetch after `reset`.
 */
function liveReactions(
  state: ThreadState,
  counts: ReactionCounts,
  event: Extract<ThreadEvent, { type: 'reactions' }>,
): ReactionCounts {
  const { change } = event;
  if (state.muted.length === 0 || change === undefined) return event.reactions;
  if (state.muted.includes(change.userId) || change.userId === state.selfUserId) return counts;
  return { ...counts, [change.reaction]: Math.max(0, counts[change.reaction] + (change.added ? 1 : -1)) };
}

function applyEvent(state: ThreadState, event: ThreadEvent): ThreadState {
  switch (event.type) {
    case 'deleted':
      return { ...state, comments: removeComment(state.comments, event.commentId) };
    case 'hidden': {
      const existing = findComment(state.comments, event.commentId);
      if (!existing) return state;
      // The author still sees their own comment, marked; everyone else loses it.
      return existing.mine
        ? {
            ...state,
            comments: mapComment(state.comments, event.commentId, (c) => ({ ...c, hidden: 'moderation' })),
          }
        : { ...state, comments: removeComment(state.comments, event.commentId) };
    }
    case 'reactions':
      return {
        ...state,
        comments: mapComment(state.comments, event.commentId, (c) => ({
          ...c,
          reactions: liveReactions(state, c.reactions, event),
        })),
      };
    case 'updated':
      return findComment(state.comments, event.comment.commentId) ? upsert(state, event.comment) : state;
    case 'restored': {
      const known = findComment(state.comments, event.comment.commentId) !== undefined;
      if (!known && event.comment.parentId === null && !withinLoaded(state, event.comment)) return state;
      return upsert(state, { ...event.comment, hidden: null });
    }
    case 'created': {
      const { comment } = event;
      if (findComment(state.comments, comment.commentId)) return state;
      // Our own create can be echoed before its POST answers; that answer will bring the comment.
      const echoOfPending =
        state.pending.some((p) => p.parentId === comment.parentId && p.commentText === comment.commentText) &&
        (state.selfUserId === null || state.selfUserId === comment.userId);
      return echoOfPending ? state : upsert(state, comment);
    }
  }
}

/** Muted authors' comments (and events) stay out of this view, whatever the server sent. */
function withoutMuted(state: ThreadState, muted: string[]): ServerComment[] {
  if (muted.length === 0) return state.comments;
  return state.comments
    .filter((c) => !muted.includes(c.userId))
    .map((c) => ({ ...c, replies: c.replies.filter((r) => !muted.includes(r.userId)) }));
}

function loadedComments(page: ThreadPage): ServerComment[] {
  return page.comments.map(normalizeComment).sort(byTime);
}

function reduce(state: ThreadState, action: ThreadAction): ThreadState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, status: 'loading' };
    case 'loaded': {
      const comments = loadedComments(action.page);
      const own = comments.flatMap((c) => [c, ...c.replies]).find((c) => c.mine);
      return {
        ...state,
        status: 'done',
        comments,
        nextBefore: action.page.nextBefore,
        selfUserId: own ? own.userId : state.selfUserId,
      };
    }
    case 'loadFailed':
      // A failed load shows an empty list (docs/rules.md#errors-shown-to-users).
      return { ...state, status: 'error', comments: [], nextBefore: null };
    case 'olderLoaded': {
      const older = loadedComments(action.page).filter((c) => !findComment(state.comments, c.commentId));
      return {
        ...state,
        comments: [...older, ...state.comments].sort(byTime),
        nextBefore: action.page.nextBefore,
      };
    }
    case 'createStarted':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'createConfirmed': {
      const withoutPending = { ...state, pending: state.pending.filter((p) => p.tempId !== action.tempId) };
      return upsert(withoutPending, normalizeComment(action.comment), true);
    }
    case 'createFailed':
      return { ...state, pending: state.pending.filter((p) => p.tempId !== action.tempId) };
    case 'updateStarted':
      return {
        ...state,
        comments: mapComment(state.comments, action.commentId, (c) => ({
          ...c,
          commentText: action.commentText,
          spoiler: action.spoiler,
        })),
      };
    case 'updateConfirmed':
      return upsert(state, normalizeComment(action.comment), true);
    case 'restore':
      return upsert(state, action.previous);
    case 'deleteStarted':
      return { ...state, comments: removeComment(state.comments, action.commentId) };
    case 'reactionsSet':
      return {
        ...state,
        selfUserId: action.selfUserId ?? state.selfUserId,
        comments: mapComment(state.comments, action.commentId, (c) => ({
          ...c,
          reactions: action.reactions,
          myReactions: action.myReactions,
        })),
      };
    case 'mutesLoaded':
      // Added to, not replaced: a mute made while the list was on its way stays.
      return { ...state, muted: [...new Set([...state.muted, ...action.userIds])] };
    case 'mutesCleared':
      return { ...state, muted: [] };
    case 'muted':
      return state.muted.includes(action.userId)
        ? state
        : { ...state, muted: [...state.muted, action.userId] };
    case 'unmuted':
      return { ...state, muted: state.muted.filter((id) => id !== action.userId) };
    case 'event':
      return applyEvent(state, action.event);
  }
}

export function threadReducer(state: ThreadState, action: ThreadAction): ThreadState {
  const next = reduce(state, action);
  return next.muted.length === 0 || (next.comments === state.comments && next.muted === state.muted)
    ? next
    : { ...next, comments: withoutMuted(next, next.muted) };
}
