// Firebase ID-token verification for the API: the service, the guards (signed-in users, moderators),
// optionalViewer and the CurrentUser decorator.
import { Global, Module } from '@nestjs/common';
import { FirebaseAuthGuard } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';
import { ModeratorGuard } from './moderator.guard';

// Global so @UseGuards(FirebaseAuthGuard) resolves in any feature module without importing AuthModule.
@Global()
@Module({
  providers: [FirebaseAuthService, FirebaseAuthGuard, ModeratorGuard],
  exports: [FirebaseAuthService, FirebaseAuthGuard, ModeratorGuard],
})
export class AuthModule {}
