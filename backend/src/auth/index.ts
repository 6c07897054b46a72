// What other modules import from auth: `import { FirebaseAuthGuard, CurrentUser } from '../auth'`.
export { AuthModule } from './auth.module';
export type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
export { CurrentUser } from './current-user.decorator';
export { bearerToken, FirebaseAuthGuard, optionalViewer } from './firebase-auth.guard';
export { FirebaseAuthService } from './firebase-auth.service';
