// The verified identity a guard attaches to the request; nothing here comes from the request body.
import type { Request } from 'express';

export interface AuthenticatedUser {
  uid: string;
  name: string | null;
  picture: string | null;
  email: string | null;
}

/** Express request after a guard ran: `user` is null for a guest, undefined when no guard ran. */
export interface AuthenticatedRequest extends Request {
  user?: AuthenticatedUser | null;
}
