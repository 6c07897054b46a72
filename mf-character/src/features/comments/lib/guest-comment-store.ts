// Guest comments (docs/entities.md#comments): one array under sessionStorage `characterCommentList`, shared by all characters.
import { characterIdFrom, type CharacterId } from '@anifan/contract';
import type { GuestComment } from '../types';

export const GUEST_COMMENTS_KEY = 'characterCommentList';

/**
 * A stored guest comment with its character id as the number: an earlier build kept the id's decimal
 * text, or the character's name when it had no id. Null for what cannot be mapped, which is dropped.
 */
function guestCommentFrom(value: unknown): GuestComment | null {
  const c = value as Partial<Record<keyof GuestComment, unknown>> | null;
  if (typeof c !== 'object' || c === null) return null;
  const characterId = characterIdFrom(c.characterId);
  if (typeof c.commentId !== 'number' || typeof c.commentText !== 'string' || characterId === null) {
    return null;
  }
  return { commentId: c.commentId, characterId, userId: 'guestUser', commentText: c.commentText };
}

export function readGuestComments(storage: Storage): GuestComment[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(GUEST_COMMENTS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.map(guestCommentFrom).filter((c): c is GuestComment => c !== null)
      : [];
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

export function guestCommentsFor(storage: Storage, characterId: CharacterId): GuestComment[] {
  return readGuestComments(storage).filter((c) => c.characterId === characterId);
}

export function addGuestComment(
  storage: Storage,
  characterId: CharacterId,
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
