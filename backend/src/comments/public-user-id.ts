// Derives the `userId` clients see from a Firebase uid: stable, not reversible, never the email or the uid.
import { createHmac } from 'node:crypto';

const PUBLIC_ID_LENGTH = 24;

/**
 * The HMAC is keyed by the Firebase project so the same person gets unrelated ids in unrelated
 * deployments; 96 bits keep collisions out of reach for any realistic number of users.
 */
export function publicUserId(uid: string, projectId: string): string {
  return createHmac('sha256', `anifan/public-user-id/v1/${projectId}`)
    .update(uid)
    .digest('hex')
    .slice(0, PUBLIC_ID_LENGTH);
}
