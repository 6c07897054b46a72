// Firebase ID-token verification for the API: the service, the guards (signed-in users, moderators),
// optionalViewer and the CurrentUser decorator; and a user's standing (投稿停止, UserSuspensions).
import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FirebaseAuthGuard } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';
import { ModeratorGuard } from './moderator.guard';
import { UserSuspension } from './user-suspension.entity';
import { UserSuspensions } from './user-suspensions.service';

// Global so @UseGuards(FirebaseAuthGuard) resolves in any feature module without importing AuthModule.
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([UserSuspension])],
  providers: [FirebaseAuthService, FirebaseAuthGuard, ModeratorGuard, UserSuspensions],
  exports: [FirebaseAuthService, FirebaseAuthGuard, ModeratorGuard, UserSuspensions],
})
export class AuthModule {}
