// Firebase ID-token verification for the API: the service, the guards, optionalViewer and the CurrentUser decorator.
import { Global, Module } from '@nestjs/common';
import { FirebaseAuthGuard, OptionalViewerGuard } from './firebase-auth.guard';
import { FirebaseAuthService } from './firebase-auth.service';

// Global so @UseGuards(FirebaseAuthGuard) resolves in any feature module without importing AuthModule.
@Global()
@Module({
  providers: [FirebaseAuthService, FirebaseAuthGuard, OptionalViewerGuard],
  exports: [FirebaseAuthService, FirebaseAuthGuard, OptionalViewerGuard],
})
export class AuthModule {}
