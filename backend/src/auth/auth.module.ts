// Firebase ID-token verification for the API: the service, the guard, optionalViewer and the CurrentUser decorator.
import { Global, Module } from '@nestjs/common';
import { FirebaseAuthGuard } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';

// Global so @UseGuards(FirebaseAuthGuard) resolves in any feature module without importing AuthModule.
@Global()
@Module({
  providers: [FirebaseAuthService, FirebaseAuthGuard],
  exports: [FirebaseAuthService, FirebaseAuthGuard],
})
export class AuthModule {}
