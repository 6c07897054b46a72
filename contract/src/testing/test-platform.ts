// A platform for any remote's or the shell's tests: the real event bus, a switchable auth state, the
// real API client over a scripted server and navigation that a test can watch (pass `spy: jest.fn`).
import { BehaviorSubject } from 'rxjs';
import { apiClientOver, streamOverFetch, type ApiRequest } from '../api-client';
import { createEventBus } from '../event-bus';
import { CONTRACT_VERSION } from '../version';
import type {
  AuthState,
  AuthUser,
  Platform,
  RuntimeConfig,
  SelectedAnime,
  SelectedCharacter,
  Theme,
} from '../platform';
import type { PlatformSlots } from '../slots';
import { defaultRuntimeConfig } from '../standalone';

/** Answers a call as the server would: `path` is under the API's base URL, with its query. */
export type ApiHandler = (path: string, request: ApiRequest) => Promise<unknown>;

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
  /** Answers the API's whole-answer calls; by default every call answers `[]`. Streams go to `fetch`. */
  api?: ApiHandler;
  /** Wraps `navigation.navigate`, `navigation.back`, `navigation.setPageName` and the API's handler, e.g. `jest.fn`, to assert calls. */
  spy?: <F extends (...args: never[]) => unknown>(fn: F) => F;
  /** Where the bus keeps the selection; the page's sessionStorage by default. */
  storage?: Storage;
  /** The shell's slots (e.g. createTestSlots()); absent by default, as in a shell older than 2.3.1. */
  slots?: PlatformSlots;
}

export interface TestPlatform extends Platform {
  /** The scripted server as `spy` wrapped it: it receives each call as `(path, { method, body, signal })`. */
  server: ApiHandler;
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
  const config = { ...defaultRuntimeConfig('http://api.test'), ...options.config };
  const server = spy((path: string, request: ApiRequest) => handler(path, request));
  const auth: Platform['auth'] = {
    state$: authState.asObservable(),
    snapshot: () => authState.value,
    getIdToken: async () => (authState.value.status === 'signedIn' ? 'test-token' : null),
    signIn: async () => undefined,
    signOut: async () => undefined,
  };
  return {
    bus,
    auth,
    theme: {
      theme$: theme.asObservable(),
      snapshot: () => theme.value,
      toggle: () => theme.next(theme.value === 'dark' ? 'light' : 'dark'),
    },
    config,
    navigation: {
      navigate: spy((_path: Parameters<Platform['navigation']['navigate']>[0]) => undefined),
      back: spy((_fallback: Parameters<Platform['navigation']['back']>[0]) => undefined),
      setPageName: spy((_name: string | null) => undefined),
    },
    api: apiClientOver(config.apiBaseUrl, server, streamOverFetch(auth)),
    contractVersion: CONTRACT_VERSION,
    ...(options.slots ? { slots: options.slots } : {}),
    server,
    setAuth: (state) => authState.next(state),
  };
}
