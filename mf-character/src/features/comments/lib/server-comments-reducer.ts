// Pure state of the server's comments: the load, optimistic writes with rollback, and live events (deduped).
import type { RequestStatus } from '../../../shared/request-status';
import type { CommentEvent } from '../api/comment-events';
import type { PendingComment, ServerComment } from '../types';

export interface ServerCommentsState {
  status: RequestStatus;
  comments: ServerComment[];
  pending: PendingComment[];
  /** Learnt from any comment the server marked `mine`, so live events (sent without a token) can be owned. */
  selfUserId: string | null;
}

export type ServerCommentsAction =
  | { type: 'loadStarted' }
  | { type: 'loaded'; comments: ServerComment[] }
  | { type: 'loadFailed' }
  | { type: 'createStarted'; pending: PendingComment }
  | { type: 'createConfirmed'; tempId: string; comment: ServerComment }
  | { type: 'createFailed'; tempId: string }
  | { type: 'updateStarted'; commentId: number; commentText: string }
  | { type: 'updateConfirmed'; comment: ServerComment }
  | { type: 'updateFailed'; previous: ServerComment }
  | { type: 'deleteStarted'; commentId: number }
  | { type: 'deleteFailed'; previous: ServerComment }
  | { type: 'event'; event: CommentEvent };

export const initialServerCommentsState: ServerCommentsState = {
  status: 'idle',
  comments: [],
  pending: [],
  selfUserId: null,
};

function byTime(a: ServerComment, b: ServerComment): number {
  return Date.parse(a.createdAt) - Date.parse(b.createdAt) || a.commentId - b.commentId;
}

/** Inserts or replaces by commentId; ownership once known is never lost to a token-less event. */
function upsert(state: ServerCommentsState, incoming: ServerComment, forceMine = false): ServerCommentsState {
  const existing = state.comments.find((c) => c.commentId === incoming.commentId);
  const mine =
    forceMine ||
    incoming.mine === true ||
    existing?.mine === true ||
    (state.selfUserId !== null && incoming.userId === state.selfUserId);
  const merged: ServerComment = { ...existing, ...incoming, mine };
  const others = state.comments.filter((c) => c.commentId !== incoming.commentId);
  return {
    ...state,
    comments: [...others, merged].sort(byTime),
    selfUserId: mine ? incoming.userId : state.selfUserId,
  };
}

function applyEvent(state: ServerCommentsState, event: CommentEvent): ServerCommentsState {
  switch (event.type) {
    case 'deleted':
      return { ...state, comments: state.comments.filter((c) => c.commentId !== event.commentId) };
    case 'updated':
      return upsert(state, event.comment);
    case 'created': {
      const known = state.comments.some((c) => c.commentId === event.comment.commentId);
      // Our own create can be echoed before its POST answers; that answer will bring the comment.
      const echoOfPending =
        !known &&
        state.pending.some(
          (p) => p.characterId === event.comment.characterId && p.commentText === event.comment.commentText,
        ) &&
        (state.selfUserId === null || state.selfUserId === event.comment.userId);
      return echoOfPending ? state : upsert(state, event.comment);
    }
  }
}

export function serverCommentsReducer(
  state: ServerCommentsState,
  action: ServerCommentsAction,
): ServerCommentsState {
  switch (action.type) {
    case 'loadStarted':
      return { ...state, status: 'loading' };
    case 'loaded': {
      const own = action.comments.find((c) => c.mine);
      return {
        ...state,
        status: 'done',
        comments: [...action.comments].sort(byTime),
        selfUserId: own ? own.userId : state.selfUserId,
      };
    }
    case 'loadFailed':
      // A failed load shows an empty list (docs/rules.md#errors-shown-to-users).
      return { ...state, status: 'error', comments: [] };
    case 'createStarted':
      return { ...state, pending: [...state.pending, action.pending] };
    case 'createConfirmed': {
      const withoutPending = { ...state, pending: state.pending.filter((p) => p.tempId !== action.tempId) };
      return upsert(withoutPending, action.comment, true);
    }
    case 'createFailed':
      return { ...state, pending: state.pending.filter((p) => p.tempId !== action.tempId) };
    case 'updateStarted':
      return {
        ...state,
        comments: state.comments.map((c) =>
          c.commentId === action.commentId ? { ...c, commentText: action.commentText } : c,
        ),
      };
    case 'updateConfirmed':
      return upsert(state, action.comment, true);
    case 'updateFailed':
      return state.comments.some((c) => c.commentId === action.previous.commentId)
        ? upsert(state, action.previous)
        : state;
    case 'deleteStarted':
      return { ...state, comments: state.comments.filter((c) => c.commentId !== action.commentId) };
    case 'deleteFailed':
      return upsert(state, action.previous);
    case 'event':
      return applyEvent(state, action.event);
  }
}
