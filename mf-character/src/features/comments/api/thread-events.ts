// GET /api/comments/events?thread=… — Server-Sent Events of a thread's changes (ThreadEventName).
import { REACTIONS, type Reaction, type ReactionChange, type ReactionCounts } from '@anifan/contract';
import { isServerComment, normalizeComment, reactionCounts } from '../lib/server-comment';
import type { ServerComment } from '../types';

export const THREAD_EVENT_TYPES = [
  'created',
  'updated',
  'deleted',
  'hidden',
  'restored',
  'reactions',
] as const;

/**
 * Sent instead of the missed events when the server cannot tell which they were (another instance
 * answered the reconnect, or the client was too far behind): the thread is to be fetched again.
 */
export const RESET_EVENT_TYPE = 'reset';

export type ThreadEvent =
  | { type: 'created' | 'updated' | 'restored'; comment: ServerComment }
  | { type: 'deleted' | 'hidden'; commentId: number }
  | { type: 'reactions'; commentId: number; reactions: ReactionCounts; change?: ReactionChange };

/** The reaction a `reactions` event announces, or undefined when it is missing or malformed. */
function reactionChange(value: unknown): ReactionChange | undefined {
  const change = value as Partial<ReactionChange> | null | undefined;
  return typeof change?.userId === 'string' &&
    REACTIONS.includes(change.reaction as Reaction) &&
    typeof change.added === 'boolean'
    ? { userId: change.userId, reaction: change.reaction as Reaction, added: change.added }
    : undefined;
}

/** Null for anything malformed: a bad event is dropped rather than corrupting the list. */
export function parseThreadEvent(type: string, data: string): ThreadEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  const commentId = (payload as { commentId?: unknown } | null)?.commentId;
  switch (type) {
    case 'deleted':
    case 'hidden':
      return typeof commentId === 'number' ? { type, commentId } : null;
    case 'reactions': {
      if (typeof commentId !== 'number') return null;
      const { reactions, change } = payload as { reactions?: unknown; change?: unknown };
      const known = reactionChange(change);
      return { type, commentId, reactions: reactionCounts(reactions), ...(known && { change: known }) };
    }
    case 'created':
    case 'updated':
    case 'restored':
      return isServerComment(payload) ? { type, comment: normalizeComment(payload) } : null;
    default:
      return null;
  }
}
