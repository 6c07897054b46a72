// A controllable platform for tests: the real bus, a switchable auth state and a scripted API.
import { BehaviorSubject } from 'rxjs';
import {
  createEventBus,
  defaultRuntimeConfig,
  type AuthState,
  type AuthUser,
  type Platform,
  type SelectedCharacter,
} from '@anifan/platform';

export type RequestInit = { method?: string; body?: unknown; signal?: AbortSignal };
export type ApiHandler = (path: string, init: RequestInit) => Promise<unknown>;

export const TEST_USER: AuthUser = { uid: 'uid-alice', displayName: 'アリス', photoURL: null };

export const GOJO: SelectedCharacter = {
  id: 1001,
  name: '五条悟',
  image: 'https://img.example/gojo.png',
  voiceActors: '中村悠一',
  voiceActorsImage: 'https://img.example/nakamura.png',
  animeTitle: '呪術廻戦',
};

export interface TestPlatform extends Platform {
  setAuth(state: AuthState): void;
  request: jest.Mock<Promise<unknown>, [string, RequestInit?]>;
  navigate: jest.Mock<void, [string]>;
  back: jest.Mock<void, []>;
}

export function signedIn(user: AuthUser = TEST_USER): AuthState {
  return { status: 'signedIn', user };
}

export const SIGNED_OUT: AuthState = { status: 'signedOut', user: null };

export function createTestPlatform(
  options: { auth?: AuthState; character?: SelectedCharacter | null; api?: ApiHandler } = {},
): TestPlatform {
  const authState = new BehaviorSubject<AuthState>(options.auth ?? SIGNED_OUT);
  const bus = createEventBus(globalThis.sessionStorage);
  if (options.character !== undefined) bus.selectCharacter(options.character);
  const handler: ApiHandler = options.api ?? (async () => []);
  const request = jest.fn((path: string, init: RequestInit = {}) => handler(path, init));
  const navigate = jest.fn<void, [string]>();
  const back = jest.fn<void, []>();
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
      theme$: new BehaviorSubject<'light' | 'dark'>('light'),
      snapshot: () => 'light',
      toggle: () => undefined,
    },
    config: defaultRuntimeConfig('http://api.test'),
    navigation: { navigate, back },
    api: { request: request as Platform['api']['request'] },
    setAuth: (state) => authState.next(state),
    request,
    navigate,
    back,
  };
}
