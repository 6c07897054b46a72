// Who reads a thread, as far as what they may receive goes (docs/rules.md#discussions).
import type { AuthenticatedUser } from '../auth';
import type { Comment } from './comment.entity';

export interface Viewer {
  /** Null for a guest. */
  uid: string | null;
  /** A moderator receives hidden comments too. */
  moderator: boolean;
  /** Authors whose comments, replies and reactions this viewer does not receive. */
  muted: ReadonlySet<string>;
}

export const GUEST: Viewer = { uid: null, moderator: false, muted: new Set() };

/** Whether the verified token carries the custom claim `moderator: true`. */
export function isModerator(user: AuthenticatedUser | null): boolean {
  return user?.moderator === true;
}

/** A hidden comment reaches only its author and moderators. */
export function maySee(comment: Pick<Comment, 'authorUid' | 'hiddenReason'>, viewer: Viewer): boolean {
  return comment.hiddenReason === null || viewer.moderator || comment.authorUid === viewer.uid;
}

/** Whether the comment is in the viewer's answers: visible to them, and not by an author they muted. */
export function isListed(comment: Pick<Comment, 'authorUid' | 'hiddenReason'>, viewer: Viewer): boolean {
  return maySee(comment, viewer) && !viewer.muted.has(comment.authorUid);
}
