// What other modules import from auth: `import { FirebaseAuthGuard, CurrentUser } from '../auth'`.
export { AuthModule } from './auth.module';
export type { AuthenticatedRequest, AuthenticatedUser } from './authenticated-user';
export { CurrentUser } from './current-user.decorator';
export { bearerToken, FirebaseAuthGuard, optionalViewer } from './firebase-auth.guard';
export { FirebaseAuthService } from './firebase-auth.service';
export { MODERATOR_ONLY_MESSAGE, ModeratorGuard } from './moderator.guard';
export {
  grantModerator,
  listModerators,
  type ModeratorAccount,
  revokeModerator,
  UnknownAccountError,
} from './moderator-roles';
