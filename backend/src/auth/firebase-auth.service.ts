// Verifies Firebase ID tokens with firebase-admin against a real project or the Auth emulator. Whether a
// token was revoked (or its account disabled) is asked of Firebase afresh for writes, and at most every
// REVOCATION_CHECK_INTERVAL_MS for reads (revocation-check.ts; README.md#security); a read may also stand
// on the same token's whole verification up to that old, never past the token's expiry.
import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth, type DecodedIdToken } from 'firebase-admin/auth';
import { type AppConfig, APP_CONFIG } from '../config';
import { AppError, boundedCache } from '../common';
import type { AuthenticatedUser } from './authenticated-user';
import { REVOCATION_CHECK_INTERVAL_MS, RevocationCheck, type Refusal } from './revocation-check';

/** Real ID tokens are ~1 KB; anything far larger is refused before it reaches the verifier. */
const MAX_TOKEN_LENGTH = 4096;
const GOOGLE_PROVIDER = 'google.com';

/** Tokens whose verification reads reuse at once (about 2 KB each); the least recently used go first. */
const MAX_VERIFIED_TOKENS = 5_000;

interface Verified {
  user: AuthenticatedUser;
  /** The token's own expiry (ms): past it the token is verified again, and refused. */
  expiresAt: number;
}

/** firebase-admin codes that mean "we could not check", not "the token is bad". */
const UNAVAILABLE_CODES = new Set([
  'app/network-error',
  'app/network-timeout',
  'auth/internal-error',
  // A real project without service-account credentials cannot check revocation: a deployment error.
  'app/invalid-credential',
]);

const REFUSAL_MESSAGES: Record<string, string> = {
  'auth/id-token-expired': 'ID token has expired',
  'auth/id-token-revoked': 'ID token has been revoked',
  'auth/user-disabled': 'User account is disabled',
  'auth/user-not-found': 'User account no longer exists',
};

@Injectable()
export class FirebaseAuthService implements OnApplicationShutdown {
  private readonly logger = new Logger('FirebaseAuth');
  private readonly app: App;
  private readonly auth: Auth;
  private readonly revocations: RevocationCheck;
  /** The Auth emulator: firebase-admin checks revocation on every verification itself. */
  private readonly emulated: boolean;
  /**
   * Reads by the same token within REVOCATION_CHECK_INTERVAL_MS stand on one verification, as they stand
   * on one revocation answer: a collection read per second would otherwise verify its token each time
   * (against the emulator, a round trip per request, since firebase-admin checks revocation there itself).
   */
  private readonly verifiedReads = boundedCache<string, Verified>({
    maxEntries: MAX_VERIFIED_TOKENS,
    ttlMs: REVOCATION_CHECK_INTERVAL_MS,
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    // firebase-admin reads the emulator address from the environment on every call, so the process
    // environment must agree with the validated config (and must not point a real project at an emulator).
    if (config.firebase.emulatorHost) {
      process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebase.emulatorHost;
    } else {
      delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
    }
    // A named app per Nest application keeps several apps in one process (tests) independent.
    this.app = initializeApp({ projectId: config.firebase.projectId }, `anifan-${randomUUID()}`);
    this.auth = getAuth(this.app);
    this.emulated = Boolean(config.firebase.emulatorHost);
    this.revocations = new RevocationCheck((uid) => this.auth.getUser(uid));
  }

  /**
   * Verifies a raw ID token (revocation and disabled accounts included) and returns who it belongs to.
   * `fresh` (for writes) asks Firebase whether the token was revoked; otherwise an answer up to
   * REVOCATION_CHECK_INTERVAL_MS old may stand.
   */
  async verify(token: string, { fresh = false }: { fresh?: boolean } = {}): Promise<AuthenticatedUser> {
    if (token.length > MAX_TOKEN_LENGTH) {
      throw new AppError('auth/invalid_token', 'ID token is not valid');
    }
    const known = fresh ? undefined : this.verifiedReads.get(token);
    if (known && Date.now() < known.expiresAt) return known.user;
    try {
      const verified = await this.verifyWithFirebase(token, fresh);
      this.verifiedReads.set(token, verified);
      return verified.user;
    } catch (error) {
      // A token found bad for a write is bad for reads from now on too.
      this.verifiedReads.delete(token);
      throw error;
    }
  }

  private async verifyWithFirebase(token: string, fresh: boolean): Promise<Verified> {
    let decoded: DecodedIdToken;
    let refusal: Refusal | null;
    try {
      decoded = await this.auth.verifyIdToken(token, false);
      refusal = this.emulated ? null : await this.revocations.refusal(decoded.uid, decoded.auth_time, fresh);
    } catch (error) {
      throw this.toAppError(error);
    }
    if (refusal) throw this.toAppError({ code: refusal });
    if (decoded.firebase.sign_in_provider !== GOOGLE_PROVIDER) {
      throw new AppError('auth/provider_not_allowed', 'Only Google sign-in is accepted');
    }
    const user: AuthenticatedUser = {
      uid: decoded.uid,
      name: typeof decoded['name'] === 'string' ? decoded['name'] : null,
      picture: decoded.picture ?? null,
      email: decoded.email ?? null,
      // Only the boolean true counts: a claim set to "true" or 1 by mistake grants nothing.
      moderator: decoded['moderator'] === true,
    };
    return { user, expiresAt: decoded.exp * 1000 };
  }

  async onApplicationShutdown(): Promise<void> {
    await deleteApp(this.app);
  }

  private toAppError(error: unknown): AppError {
    const code = (error as { code?: unknown } | null)?.code;
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) {
      // Only the code is logged: firebase-admin messages can quote the token.
      this.logger.warn(`ID token verification unavailable (${code})`);
      return new AppError('service/unavailable', 'Sign-in verification is temporarily unavailable');
    }
    const message = (typeof code === 'string' && REFUSAL_MESSAGES[code]) || 'ID token is not valid';
    return new AppError('auth/invalid_token', message);
  }
}
