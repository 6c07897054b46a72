// The verified identity a guard attaches to the request; nothing here comes from the request body.
import type { FastifyRequest } from 'fastify';

export interface AuthenticatedUser {
  uid: string;
  name: string | null;
  picture: string | null;
  email: string | null;
}

/** Request after a guard ran: `user` is null for a guest, undefined when no guard ran. */
export interface AuthenticatedRequest extends FastifyRequest {
  user?: AuthenticatedUser | null;
}
