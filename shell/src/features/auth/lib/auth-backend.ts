// The identity provider as the shell's auth controller sees it; firebase-backend.ts implements it.
import type { AuthUser, RuntimeConfig } from '@anifan/contract';

/** An emulated Google account for the local test sign-in (never a real one). */
export interface TestAccount {
  sub: string;
  name: string;
  email: string;
}

export interface AuthBackend {
  /** Called with the current user on every change; the first call ends the loading state. */
  onUserChanged(callback: (user: AuthUser | null) => void): void;
  getIdToken(): Promise<string | null>;
  signInWithPopup(): Promise<void>;
  signInWithTestAccount(account: TestAccount): Promise<void>;
  signOut(): Promise<void>;
}

export type AuthBackendLoader = (config: RuntimeConfig['firebase']) => Promise<AuthBackend>;
