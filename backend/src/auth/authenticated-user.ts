// The verified identity a guard attaches to the request; nothing here comes from the request body.
import type { FastifyRequest } from 'fastify';

export interface AuthenticatedUser {
  uid: string;
  name: string | null;
  picture: string | null;
  email: string | null;
  /**
   * The verified token carries the custom claim `moderator: true` (`npm run admin -- moderator add`).
   * A token issued before the claim was cleared keeps it until it expires, unless revoked: `moderator
   * remove` revokes the user's tokens, and the guards of moderators' endpoints check revocation afresh.
   */
  moderator: boolean;
}

/** Request after a guard ran: `user` is null for a guest, undefined when no guard ran. */
export interface AuthenticatedRequest extends FastifyRequest {
  user?: AuthenticatedUser | null;
}
