// Guest comments (docs/entities.md#comments): one array under sessionStorage `characterCommentList`, shared by all characters.
import type { GuestComment } from '../types';

export const GUEST_COMMENTS_KEY = 'characterCommentList';

function isGuestComment(value: unknown): value is GuestComment {
  const c = value as Partial<GuestComment> | null;
  return (
    typeof c === 'object' &&
    c !== null &&
    typeof c.commentId === 'number' &&
    typeof c.characterId === 'string' &&
    typeof c.commentText === 'string'
  );
}

export function readGuestComments(storage: Storage): GuestComment[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUEST_COMMENTS_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isGuestComment) : [];
  } catch {
    // Corrupt data from an older build must not break the page; it is overwritten on the next write.
    return [];
  }
}

function write(storage: Storage, comments: GuestComment[]): void {
  try {
    storage.setItem(GUEST_COMMENTS_KEY, JSON.stringify(comments));
  } catch (error) {
    console.error('ゲストコメントを保存できませんでした', error);
  }
}

export function guestCommentsFor(storage: Storage, characterId: string): GuestComment[] {
  return readGuestComments(storage).filter((c) => c.characterId === characterId);
}

export function addGuestComment(
  storage: Storage,
  characterId: string,
  commentText: string,
  now: number,
): GuestComment {
  const all = readGuestComments(storage);
  // The id doubles as the timestamp; two comments in one millisecond still need distinct ids.
  const latest = all.reduce((max, c) => Math.max(max, c.commentId), 0);
  const comment: GuestComment = {
    commentId: Math.max(now, latest + 1),
    characterId,
    userId: 'guestUser',
    commentText,
  };
  write(storage, [...all, comment]);
  return comment;
}

export function updateGuestComment(storage: Storage, commentId: number, commentText: string): void {
  write(
    storage,
    readGuestComments(storage).map((c) => (c.commentId === commentId ? { ...c, commentText } : c)),
  );
}

export function removeGuestComment(storage: Storage, commentId: number): void {
  write(
    storage,
    readGuestComments(storage).filter((c) => c.commentId !== commentId),
  );
}
