// Guest comments (docs/entities.md#comments), in sessionStorage: a character thread's in one array under
// `characterCommentList` (the original app's shape, shared by all characters), an episode thread's under
// `anifan.episodeCommentList` (`{ commentId, thread, userId, commentText }`).
import { characterIdFrom, parseThreadKey, type CharacterId, type ThreadKey } from '@anifan/contract';
import type { GuestComment } from '../types';

export const GUEST_COMMENTS_KEY = 'characterCommentList';
export const GUEST_EPISODE_COMMENTS_KEY = 'anifan.episodeCommentList';

/** A guest comment as the original app keeps it under `characterCommentList`. */
export interface StoredCharacterComment {
  commentId: number;
  characterId: CharacterId;
  userId: 'guestUser';
  commentText: string;
}

interface StoredEpisodeComment {
  commentId: number;
  thread: ThreadKey;
  userId: 'guestUser';
  commentText: string;
}

/**
 * A stored guest comment with its character id as the number: an earlier build kept the id's decimal
 * text, or the character's name when it had no id. Null for what cannot be mapped, which is dropped.
 */
function characterCommentFrom(value: unknown): StoredCharacterComment | null {
  const c = value as Partial<Record<keyof StoredCharacterComment, unknown>> | null;
  if (typeof c !== 'object' || c === null) return null;
  const characterId = characterIdFrom(c.characterId);
  if (typeof c.commentId !== 'number' || typeof c.commentText !== 'string' || characterId === null) {
    return null;
  }
  return { commentId: c.commentId, characterId, userId: 'guestUser', commentText: c.commentText };
}

function episodeCommentFrom(value: unknown): StoredEpisodeComment | null {
  const c = value as Partial<Record<keyof StoredEpisodeComment, unknown>> | null;
  if (typeof c !== 'object' || c === null) return null;
  const { commentId, thread, commentText } = c;
  if (typeof commentId !== 'number' || typeof commentText !== 'string') return null;
  if (typeof thread !== 'string' || parseThreadKey(thread)?.kind !== 'episode') return null;
  return { commentId, thread: thread as ThreadKey, userId: 'guestUser', commentText };
}

function readArray<T>(storage: Storage, key: string, from: (value: unknown) => T | null): T[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(from).filter((c): c is T => c !== null) : [];
  } catch {
    // Corrupt data from an older build must not break the page; it is overwritten on the next write.
    return [];
  }
}

export function readGuestComments(storage: Storage): StoredCharacterComment[] {
  return readArray(storage, GUEST_COMMENTS_KEY, characterCommentFrom);
}

function readEpisodeComments(storage: Storage): StoredEpisodeComment[] {
  return readArray(storage, GUEST_EPISODE_COMMENTS_KEY, episodeCommentFrom);
}

function write(storage: Storage, key: string, comments: unknown[]): void {
  try {
    storage.setItem(key, JSON.stringify(comments));
  } catch (error) {
    console.error('ゲストコメントを保存できませんでした', error);
  }
}

const threadOf = (comment: StoredCharacterComment | StoredEpisodeComment): ThreadKey =>
  'thread' in comment ? comment.thread : `character:${comment.characterId}`;

const toGuest = (comment: StoredCharacterComment | StoredEpisodeComment): GuestComment => ({
  commentId: comment.commentId,
  thread: threadOf(comment),
  commentText: comment.commentText,
});

export function guestCommentsFor(storage: Storage, thread: ThreadKey): GuestComment[] {
  const stored =
    parseThreadKey(thread)?.kind === 'character' ? readGuestComments(storage) : readEpisodeComments(storage);
  return stored.filter((c) => threadOf(c) === thread).map(toGuest);
}

export function addGuestComment(
  storage: Storage,
  thread: ThreadKey,
  commentText: string,
  now: number,
): GuestComment {
  const parsed = parseThreadKey(thread);
  const characters = readGuestComments(storage);
  const episodes = readEpisodeComments(storage);
  // The id doubles as the timestamp; two comments in one millisecond still need distinct ids.
  const latest = [...characters, ...episodes].reduce((max, c) => Math.max(max, c.commentId), 0);
  const commentId = Math.max(now, latest + 1);
  if (parsed?.kind === 'character') {
    const comment: StoredCharacterComment = {
      commentId,
      characterId: parsed.characterId,
      userId: 'guestUser',
      commentText,
    };
    write(storage, GUEST_COMMENTS_KEY, [...characters, comment]);
  } else {
    write(storage, GUEST_EPISODE_COMMENTS_KEY, [
      ...episodes,
      { commentId, thread, userId: 'guestUser', commentText },
    ]);
  }
  return { commentId, thread, commentText };
}

export function updateGuestComment(storage: Storage, commentId: number, commentText: string): void {
  const edit = <T extends { commentId: number }>(list: T[]) =>
    list.map((c) => (c.commentId === commentId ? { ...c, commentText } : c));
  write(storage, GUEST_COMMENTS_KEY, edit(readGuestComments(storage)));
  const episodes = readEpisodeComments(storage);
  if (episodes.length > 0) write(storage, GUEST_EPISODE_COMMENTS_KEY, edit(episodes));
}

export function removeGuestComment(storage: Storage, commentId: number): void {
  write(
    storage,
    GUEST_COMMENTS_KEY,
    readGuestComments(storage).filter((c) => c.commentId !== commentId),
  );
  const episodes = readEpisodeComments(storage);
  if (episodes.length > 0) {
    write(
      storage,
      GUEST_EPISODE_COMMENTS_KEY,
      episodes.filter((c) => c.commentId !== commentId),
    );
  }
}
