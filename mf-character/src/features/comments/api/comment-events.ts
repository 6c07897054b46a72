// GET /api/characterComment/events/:characterId — Server-Sent Events of a character's comment changes.
import { isServerComment, type ServerComment } from '../types';

export const COMMENT_EVENT_TYPES = ['created', 'updated', 'deleted'] as const;

/**
 * Sent instead of the missed events when the server cannot tell which they were (another instance
 * answered the reconnect, or the client was too far behind): the list is to be fetched again.
 */
export const RESET_EVENT_TYPE = 'reset';

export type CommentEvent =
  { type: 'created' | 'updated'; comment: ServerComment } | { type: 'deleted'; commentId: number };

/** Null for anything malformed: a bad event is dropped rather than corrupting the list. */
export function parseCommentEvent(type: string, data: string): CommentEvent | null {
  let payload: unknown;
  try {
    payload = JSON.parse(data);
  } catch {
    return null;
  }
  if (type === 'deleted') {
    const commentId = (payload as { commentId?: unknown } | null)?.commentId;
    return typeof commentId === 'number' ? { type, commentId } : null;
  }
  if ((type === 'created' || type === 'updated') && isServerComment(payload)) {
    return { type, comment: payload };
  }
  return null;
}
