// FirebaseAuthGuard requires a verified Google user; optionalViewer lets guests through (routes open to all).
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common';
import type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
import { FirebaseAuthService } from './firebase-auth.service';

const BEARER = /^Bearer[ ]+([^\s]+)[ ]*$/i;

/** The token from `Authorization: Bearer …`; undefined when there is no header; null when it is malformed. */
export function bearerToken(request: FastifyRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

/**
 * The viewer of a route open to guests: null without a token; a token that is there must verify. For
 * the plain Fastify routes that serve guests (the comment list), which run without Nest's guards.
 */
export async function optionalViewer(
  request: FastifyRequest,
  firebase: FirebaseAuthService,
  options: { fresh?: boolean } = {},
): Promise<AuthenticatedUser | null> {
  const token = bearerToken(request);
  if (token === undefined) return null;
  if (token === null) throw new AppError('auth/invalid_token', 'Authorization header is not a Bearer token');
  return firebase.verify(token, options);
}

@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(private readonly firebase: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    // The same rule as a route open to guests, except that a guest is refused; a route that needs
    // sign-in (writes, the caller's own settings) has revocation checked afresh.
    const user = await optionalViewer(request, this.firebase, { fresh: true });
    if (user === null) {
      throw new AppError('auth/missing_token', 'Sign in required: send Authorization: Bearer <ID token>');
    }
    request.user = user;
    return true;
  }
}
