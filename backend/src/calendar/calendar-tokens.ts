// The feed address's token: HMAC-SHA256 of the owner and a random nonce under the app's key, 32 bytes
// in base64url (CALENDAR_TOKEN_PATTERN). Only the nonce and the token's SHA-256 are stored, so the
// address can be shown again until it is revoked while the table alone names no token.
import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A fresh nonce for a new feed address. */
export const newNonce = (): string => randomBytes(24).toString('base64url');

/** A fresh key, made once per deployment and stored (CalendarStore.key). */
export const newKey = (): string => randomBytes(32).toString('base64url');

/** The owner's token for `nonce`: 43 base64url characters. */
export function feedToken(key: string, uid: string, nonce: string): string {
  return createHmac('sha256', key).update(`${uid}\n${nonce}`).digest('base64url');
}

/** How a token is stored and looked up: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
