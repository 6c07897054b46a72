// Derives the `userId` clients see from a Firebase uid: stable, not reversible, never the email or the uid.
import { createHmac } from 'node:crypto';

const PUBLIC_ID_LENGTH = 24;

/**
 * Ids already derived, per project and uid: a list rebuilt after a write derives one per comment,
 * and a write two (its event and its answer), where one HMAC costs several microseconds. Bounded:
 * it starts over when full.
 */
const MAX_KEPT_IDS = 10_000;
const kept = new Map<string, string>();

/**
 * The HMAC is keyed by the Firebase project so the same person gets unrelated ids in unrelated
 * deployments; 96 bits keep collisions out of reach for any realistic number of users.
 */
export function publicUserId(uid: string, projectId: string): string {
  const key = `${projectId}\n${uid}`;
  let id = kept.get(key);
  if (id === undefined) {
    id = createHmac('sha256', `anifan/public-user-id/v1/${projectId}`)
      .update(uid)
      .digest('hex')
      .slice(0, PUBLIC_ID_LENGTH);
    if (kept.size >= MAX_KEPT_IDS) kept.clear();
    kept.set(key, id);
  }
  return id;
}
