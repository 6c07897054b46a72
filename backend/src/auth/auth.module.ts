// Firebase ID-token verification for the API: the service, the two guards and the CurrentUser decorator.
import { Global, Module } from '@nestjs/common';
import { FirebaseAuthGuard, OptionalFirebaseAuthGuard } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';

// Global so @UseGuards(FirebaseAuthGuard) resolves in any feature module without importing AuthModule.
@Global()
@Module({
  providers: [FirebaseAuthService, FirebaseAuthGuard, OptionalFirebaseAuthGuard],
  exports: [FirebaseAuthService, FirebaseAuthGuard, OptionalFirebaseAuthGuard],
})
export class AuthModule {}
