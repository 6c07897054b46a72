// Derives the `userId` clients see from a Firebase uid: stable, not reversible, never the email or the uid.
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { boundedCache } from '../common';
import { type AppConfig, APP_CONFIG } from '../config';

const PUBLIC_ID_LENGTH = 24;

/**
 * Ids already derived: a list rebuilt after a write derives one per comment, and a write two (its
 * event and its answer), where one HMAC costs several microseconds.
 */
const MAX_KEPT_IDS = 10_000;

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

/** The public ids of this deployment's users, the most recently used kept. */
@Injectable()
export class PublicUserIds {
  private readonly kept = boundedCache<string, string>({ maxEntries: MAX_KEPT_IDS });

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  of(uid: string): string {
    let id = this.kept.get(uid);
    if (id === undefined) {
      id = publicUserId(uid, this.config.firebase.projectId);
      this.kept.set(uid, id);
    }
    return id;
  }
}
