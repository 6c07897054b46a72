// What a comment shows about its author, taken from the verified token: a display name and a photo, never an email.
import type { AuthenticatedUser } from '../auth';

export const ANONYMOUS_NAME = '名無しさん';
const MAX_NAME_LENGTH = 200;
const MAX_PHOTO_URL_LENGTH = 2000;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;

/** The provider's display name, unless it is missing or contains an email address (which must never be shown). */
export function authorName(user: Pick<AuthenticatedUser, 'name'>): string {
  const name = user.name?.trim() ?? '';
  if (name === '' || EMAIL_LIKE.test(name)) return ANONYMOUS_NAME;
  return [...name].slice(0, MAX_NAME_LENGTH).join('');
}

/** The provider's photo when it is a plain http(s) address; anything else would be unsafe to render. */
export function authorPhotoUrl(user: Pick<AuthenticatedUser, 'picture'>): string | null {
  const url = user.picture;
  if (!url || url.length > MAX_PHOTO_URL_LENGTH) return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
