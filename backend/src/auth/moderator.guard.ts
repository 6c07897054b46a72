// ModeratorGuard admits only a signed-in user whose verified token carries `moderator: true`; the
// contract's endpoints with access 'moderator' get it from ApiEndpoint (http/endpoints.ts).
import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { AppError } from '../common';
import type { AuthenticatedRequest } from './authenticated-user';
import { FirebaseAuthGuard } from './firebase-auth.guard';

export const MODERATOR_ONLY_MESSAGE = 'この操作はモデレーターのみが行えます';

@Injectable()
export class ModeratorGuard implements CanActivate {
  constructor(private readonly signedIn: FirebaseAuthGuard) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // A guest gets the usual 401s; revocation is checked afresh (as for every signed-in route), so a
    // removed moderator's revoked token stops working at once rather than when it expires.
    await this.signedIn.canActivate(context);
    const user = context.switchToHttp().getRequest<AuthenticatedRequest>().user;
    if (!user?.moderator) throw new AppError('auth/forbidden', MODERATOR_ONLY_MESSAGE);
    return true;
  }
}
