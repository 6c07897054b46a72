// What a comment shows about its author, taken from the verified token: a display name and a photo, never an email.
import type { AuthenticatedUser } from '../auth';
import { cleanText } from '@anifan/contract/http-schemas';

export const ANONYMOUS_NAME = '名無しさん';
const MAX_NAME_LENGTH = 200;
const MAX_PHOTO_URL_LENGTH = 2000;
const EMAIL_LIKE = /[^\s@]+@[^\s@]+\.[^\s@]+/;
/** Google serves account photos from lh3.googleusercontent.com and its other *.googleusercontent.com hosts. */
const PHOTO_HOST_SUFFIX = '.googleusercontent.com';

/**
 * The provider's display name, cleaned like comment text (safe-text's cleanText) but never refused —
 * its owner cannot change their Google name here — unless it is missing or contains an email address
 * (which must never be shown).
 */
export function authorName(user: Pick<AuthenticatedUser, 'name'>): string {
  const name = cleanText(user.name ?? '').trim();
  if (name === '' || EMAIL_LIKE.test(name)) return ANONYMOUS_NAME;
  return [...name].slice(0, MAX_NAME_LENGTH).join('').trim();
}

/**
 * The provider's photo, only when Google serves it over https: every viewer's browser requests this
 * address, so any other host would learn who reads which character's comments, or serve anything.
 * Only Google sign-ins are accepted (firebase-auth.service.ts), so no other provider's host is needed.
 */
export function authorPhotoUrl(user: Pick<AuthenticatedUser, 'picture'>): string | null {
  const picture = user.picture;
  if (!picture || picture.length > MAX_PHOTO_URL_LENGTH) return null;
  let url: URL;
  try {
    url = new URL(picture);
  } catch {
    return null;
  }
  const fromGoogle =
    url.protocol === 'https:' &&
    url.hostname.endsWith(PHOTO_HOST_SUFFIX) &&
    url.port === '' &&
    url.username === '' &&
    url.password === '';
  return fromGoogle ? url.href : null;
}
