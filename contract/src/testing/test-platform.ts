// A platform for any remote's or the shell's tests: the real event bus, a switchable auth state, a
// scripted API and navigation that a test can watch (pass `spy: jest.fn`).
import { BehaviorSubject } from 'rxjs';
import { createEventBus } from '../event-bus';
import type {
  AuthState,
  AuthUser,
  Platform,
  RuntimeConfig,
  SelectedAnime,
  SelectedCharacter,
  Theme,
} from '../platform';
import { defaultRuntimeConfig } from '../standalone';

export type TestRequestInit = { method?: string; body?: unknown; signal?: AbortSignal };
export type ApiHandler = (path: string, init: TestRequestInit) => Promise<unknown>;

export const TEST_USER: AuthUser = { uid: 'uid-alice', displayName: 'アリス', photoURL: null };

export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };

export function signedIn(user: AuthUser = TEST_USER): AuthState {
  return { status: 'signedIn', user };
}

export interface TestPlatformOptions {
  auth?: AuthState;
  anime?: SelectedAnime | null;
  character?: SelectedCharacter | null;
  config?: Partial<RuntimeConfig>;
  /** Answers `api.request`; by default every request answers `[]`. */
  api?: ApiHandler;
  /** Wraps `navigation.navigate`, `navigation.back` and `api.request`, e.g. `jest.fn`, to assert calls. */
  spy?: <F extends (...args: never[]) => unknown>(fn: F) => F;
  /** Where the bus keeps the selection; the page's sessionStorage by default. */
  storage?: Storage;
}

export interface TestPlatform extends Platform {
  /** Moves the auth state on, as the identity provider's callback would. */
  setAuth(state: AuthState): void;
}

export function createTestPlatform(options: TestPlatformOptions = {}): TestPlatform {
  const spy = options.spy ?? (<F>(fn: F) => fn);
  const authState = new BehaviorSubject<AuthState>(options.auth ?? SIGNED_OUT);
  const bus = createEventBus(options.storage ?? globalThis.sessionStorage);
  if (options.anime !== undefined) bus.selectAnime(options.anime);
  if (options.character !== undefined) bus.selectCharacter(options.character);
  const handler: ApiHandler = options.api ?? (async () => []);
  const theme = new BehaviorSubject<Theme>('light');
  return {
    bus,
    auth: {
      state$: authState.asObservable(),
      snapshot: () => authState.value,
      getIdToken: async () => (authState.value.status === 'signedIn' ? 'test-token' : null),
      signIn: async () => undefined,
      signOut: async () => undefined,
    },
    theme: {
      theme$: theme.asObservable(),
      snapshot: () => theme.value,
      toggle: () => theme.next(theme.value === 'dark' ? 'light' : 'dark'),
    },
    config: { ...defaultRuntimeConfig('http://api.test'), ...options.config },
    navigation: {
      navigate: spy((_path: Parameters<Platform['navigation']['navigate']>[0]) => undefined),
      back: spy((_fallback: Parameters<Platform['navigation']['back']>[0]) => undefined),
    },
    api: {
      request: spy((path: string, init: TestRequestInit = {}) =>
        handler(path, init),
      ) as Platform['api']['request'],
    },
    setAuth: (state) => authState.next(state),
  };
}
