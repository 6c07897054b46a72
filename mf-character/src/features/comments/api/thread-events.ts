// GET /api/comments/events?thread=… — Server-Sent Events of a thread's changes (ThreadEventName).
import type { ReactionCounts } from '@anifan/contract';
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
  | { type: 'reactions'; commentId: number; reactions: ReactionCounts };

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
    case 'reactions':
      return typeof commentId === 'number'
        ? { type, commentId, reactions: reactionCounts((payload as { reactions?: unknown }).reactions) }
        : null;
    case 'created':
    case 'updated':
    case 'restored':
      return isServerComment(payload) ? { type, comment: normalizeComment(payload) } : null;
    default:
      return null;
  }
}
