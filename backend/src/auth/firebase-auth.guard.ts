// Route guards: FirebaseAuthGuard requires a verified Google user; OptionalFirebaseAuthGuard lets guests through.
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AppError } from '../common/errors';
import type { AuthenticatedRequest } from './authenticated-user';
import { FirebaseAuthService } from './firebase-auth.service';

const BEARER = /^Bearer[ ]+([^\s]+)[ ]*$/i;

/** The token from `Authorization: Bearer …`; undefined when there is no header; null when it is malformed. */
function bearerToken(request: AuthenticatedRequest): string | null | undefined {
  const header = request.headers.authorization;
  if (header === undefined || header.trim() === '') return undefined;
  return BEARER.exec(header)?.[1] ?? null;
}

@Injectable()
export class FirebaseAuthGuard implements CanActivate {
  constructor(private readonly firebase: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (token === undefined) {
      throw new AppError('auth/missing_token', 'Sign in required: send Authorization: Bearer <ID token>');
    }
    if (token === null)
      throw new AppError('auth/invalid_token', 'Authorization header is not a Bearer token');
    request.user = await this.firebase.verify(token);
    return true;
  }
}

/** No token means a guest (`user` null); a token that is present but not valid is still refused. */
@Injectable()
export class OptionalFirebaseAuthGuard implements CanActivate {
  constructor(private readonly firebase: FirebaseAuthService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const token = bearerToken(request);
    if (token === undefined) {
      request.user = null;
      return true;
    }
    if (token === null)
      throw new AppError('auth/invalid_token', 'Authorization header is not a Bearer token');
    request.user = await this.firebase.verify(token);
    return true;
  }
}
