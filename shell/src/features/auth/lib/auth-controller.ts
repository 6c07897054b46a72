// The shell's auth state: loading until the provider's first callback, then the user or
// empty. Remotes see it through the platform's PlatformAuth; the header also uses the shell-only parts.
import { BehaviorSubject, filter, firstValueFrom, type Observable } from 'rxjs';
import type { AuthState, AuthUser, PlatformAuth, RuntimeConfig } from '@anifan/contract';
import type { AuthBackend, AuthBackendLoader, TestAccount } from './auth-backend';

/** Provider codes after which the user must be signed out. */
const FORCED_SIGN_OUT_CODES = new Set(['auth/user-disabled', 'auth/user-token-expired']);

function errorCode(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

/** How long sign-out waits for what must be done while still signed in (see `beforeSignOut`). */
export const BEFORE_SIGN_OUT_TIMEOUT_MS = 3000;

const sameUser = (a: AuthUser, b: AuthUser) =>
  a.uid === b.uid &&
  a.displayName === b.displayName &&
  a.photoURL === b.photoURL &&
  (a.moderator ?? false) === (b.moderator ?? false);

export interface ShellAuth extends PlatformAuth {
  /** `emulator`: サインイン opens the local test-account picker; `popup`: Google's sign-in popup. */
  readonly mode: 'emulator' | 'popup';
  readonly testSignInOpen$: Observable<boolean>;
  testSignInOpen(): boolean;
  closeTestSignIn(): void;
  /** Loads the provider (idempotent); the shell calls it right after its first render. */
  start(): void;
  /** Rejects (after logging) when the emulator refuses, so the picker can say so. */
  signInWithTestAccount(account: TestAccount): Promise<void>;
  /**
   * The real popup flow against the emulator (needs Google's api.js, so not usable offline). The picker
   * stays open meanwhile and closes on success; a failure rejects, so the picker can say what happened.
   */
  signInWithEmulatorPopup(): Promise<void>;
  /**
   * Runs `task` when the user signs out, before the provider forgets them (the API still takes their
   * token): this browser's push subscription is removed so the next person gets none of theirs. Waited
   * for up to BEFORE_SIGN_OUT_TIMEOUT_MS; a failure does not stop the sign-out. Answers a function that
   * removes the task.
   */
  beforeSignOut(task: () => Promise<unknown>): () => void;
}

const defaultLoader: AuthBackendLoader = async (config) =>
  (await import(/* webpackChunkName: "firebase-auth" */ './firebase-backend')).createFirebaseBackend(config);

/**
 * `likelyGuest`: nobody was signed in on this browser last time (app/signed-in-marker.ts). The header
 * and the pages then show the guest view while the provider loads, and no request waits for it.
 */
export function createShellAuth(
  config: RuntimeConfig['firebase'],
  loadBackend: AuthBackendLoader = defaultLoader,
  likelyGuest = false,
): ShellAuth {
  const state = new BehaviorSubject<AuthState>(
    likelyGuest ? { status: 'loading', user: null, likelyGuest: true } : { status: 'loading', user: null },
  );
  const pickerOpen = new BehaviorSubject(false);
  let backend: Promise<AuthBackend> | null = null;
  const signOutTasks = new Set<() => Promise<unknown>>();

  const getBackend = (): Promise<AuthBackend> => {
    backend ??= loadBackend(config).then(
      (loaded) => {
        loaded.onUserChanged((user) => {
          // The provider calls again on every hourly token refresh: the pages hear only of a change.
          const current = state.value;
          if (user && current.status === 'signedIn' && sameUser(current.user, user)) return;
          state.next(user ? { status: 'signedIn', user } : { status: 'signedOut', user: null });
        });
        return loaded;
      },
      (error: unknown) => {
        // Without the SDK nobody can be signed in; the next sign-in attempt loads it again.
        backend = null;
        if (state.value.status === 'loading') state.next({ status: 'signedOut', user: null });
        throw error;
      },
    );
    return backend;
  };

  const runSignOutTasks = async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, BEFORE_SIGN_OUT_TIMEOUT_MS);
    });
    const tasks = [...signOutTasks].map((task) => task().catch(() => undefined));
    await Promise.race([Promise.all(tasks), timeout]);
    clearTimeout(timer);
  };

  const signOut = async () => {
    try {
      if (state.value.status === 'signedIn') await runSignOutTasks();
      await (await getBackend()).signOut();
    } catch (error) {
      console.error('ログアウト失敗', error);
    }
  };

  const handleProviderError = async (error: unknown) => {
    if (FORCED_SIGN_OUT_CODES.has(errorCode(error) ?? '')) await signOut();
  };

  const popupSignIn = async () => {
    let loaded: AuthBackend;
    try {
      loaded = await getBackend();
    } catch (error) {
      console.error('ログイン失敗', error);
      return;
    }
    try {
      await loaded.signInWithPopup();
    } catch (error) {
      // The provider's popup failures (closed, blocked, network…) are dropped silently (docs/rules.md#errors-shown-to-users).
      if (errorCode(error)?.startsWith('auth/')) {
        await handleProviderError(error);
        return;
      }
      console.error('ログイン失敗', error);
    }
  };

  const start = () => {
    getBackend().catch(() => undefined);
  };

  const mode = config.emulatorHost ? 'emulator' : 'popup';

  return {
    mode,
    state$: state.asObservable(),
    snapshot: () => state.value,
    testSignInOpen$: pickerOpen.asObservable(),
    testSignInOpen: () => pickerOpen.value,
    closeTestSignIn: () => pickerOpen.next(false),
    start,
    async getIdToken() {
      // A likely guest's requests go without a token rather than load the provider early and wait for it;
      // if the provider then finds a user, the pages reload what they show for that user.
      const current = state.value;
      if (current.status === 'loading' && current.likelyGuest) return null;
      start();
      const settled = await firstValueFrom(state.pipe(filter((s) => s.status !== 'loading')));
      if (settled.status !== 'signedIn') return null;
      try {
        return await (await getBackend()).getIdToken();
      } catch (error) {
        if (!FORCED_SIGN_OUT_CODES.has(errorCode(error) ?? '')) throw error;
        await signOut();
        return null;
      }
    },
    async signIn() {
      if (mode === 'emulator') {
        pickerOpen.next(true);
        return;
      }
      await popupSignIn();
    },
    async signInWithTestAccount(account) {
      try {
        await (await getBackend()).signInWithTestAccount(account);
        pickerOpen.next(false);
      } catch (error) {
        console.error('ログイン失敗', error);
        await handleProviderError(error);
        throw error;
      }
    },
    async signInWithEmulatorPopup() {
      try {
        await (await getBackend()).signInWithPopup();
        pickerOpen.next(false);
      } catch (error) {
        if (errorCode(error)?.startsWith('auth/')) await handleProviderError(error);
        else console.error('ログイン失敗', error);
        throw error;
      }
    },
    signOut,
    beforeSignOut(task) {
      signOutTasks.add(task);
      return () => {
        signOutTasks.delete(task);
      };
    },
  };
}
