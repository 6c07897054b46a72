// What other modules import from auth: `import { FirebaseAuthGuard, CurrentUser } from '../auth'`, the
// suspensions every write path asks (UserSuspensions.assertMayWrite), and their table's migration.
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
export { CreateUserSuspensions1795292150820 } from './create-user-suspensions.migration';
export { USER_SUSPENSIONS_TABLE } from './user-suspension.entity';
export {
  SUSPENSION_LENGTH_MS,
  suspendedMessage,
  type SuspensionRecord,
  UserSuspensions,
} from './user-suspensions.service';
