// Reading a thread comment off the wire: the checks that keep a malformed one out, and the defaults for
// what a live event leaves out (`myReactions`, and replies on a new comment).
import { REACTIONS, type Reaction, type ReactionCounts } from '@anifan/contract';
import type { ServerComment } from '../types';

export function isServerComment(value: unknown): value is ServerComment {
  const c = value as Partial<ServerComment> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.commentId === 'number' &&
    typeof c.commentText === 'string'
  );
}

export function reactionCounts(value: unknown): ReactionCounts {
  const counts = (typeof value === 'object' && value !== null ? value : {}) as Partial<
    Record<Reaction, unknown>
  >;
  return Object.fromEntries(
    REACTIONS.map((reaction) => {
      const count = counts[reaction];
      return [reaction, typeof count === 'number' && count > 0 ? count : 0];
    }),
  ) as ReactionCounts;
}

export function reactionList(value: unknown): Reaction[] {
  return Array.isArray(value) ? REACTIONS.filter((reaction) => value.includes(reaction)) : [];
}

/** A comment with every field the list reads, its replies normalised too. */
export function normalizeComment(comment: ServerComment): ServerComment {
  const replies = Array.isArray(comment.replies) ? comment.replies.filter(isServerComment) : [];
  return {
    ...comment,
    parentId: typeof comment.parentId === 'number' ? comment.parentId : null,
    spoiler: comment.spoiler === true,
    mine: comment.mine === true,
    hidden: comment.hidden ?? null,
    reactions: reactionCounts(comment.reactions),
    myReactions: reactionList(comment.myReactions),
    replies: replies.map(normalizeComment),
  };
}
