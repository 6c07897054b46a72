// A minimal stand-in for the shell's platform, used when a remote runs alone (`npm run dev -w <remote>`).
import { BehaviorSubject } from 'rxjs';
import { createApiClient } from './api-client';
import { createEventBus } from './event-bus';
import { createThemeController } from './theme';
import type { AuthState, Platform, RuntimeConfig } from './platform';

/** The backend a standalone remote talks to; `npm start` serves it here by default. */
export const DEFAULT_BACKEND_ORIGIN = 'http://127.0.0.1:8080';

export function defaultRuntimeConfig(origin: string = DEFAULT_BACKEND_ORIGIN): RuntimeConfig {
  return {
    apiBaseUrl: `${origin}/api`,
    graphqlUrl: `${origin}/graphql`,
    firebase: {
      projectId: 'demo-anifan',
      apiKey: 'demo-api-key',
      authDomain: 'demo-anifan.firebaseapp.com',
      appId: 'demo-app',
      emulatorHost: '127.0.0.1:9099',
    },
    catalog: { source: 'embedded' },
    chat: { mode: 'offline' },
    startup: { preload: true },
  };
}

/** A guest platform: the real bus and theme, no sign-in, hash navigation. */
export function createStandalonePlatform(config: RuntimeConfig = defaultRuntimeConfig()): Platform {
  const guest: AuthState = { status: 'signedOut', user: null };
  const authState = new BehaviorSubject<AuthState>(guest);
  const auth = {
    state$: authState.asObservable(),
    snapshot: () => authState.value,
    getIdToken: async () => null,
    signIn: async () => {
      console.warn('Sign-in is provided by the shell; this remote is running standalone.');
    },
    signOut: async () => undefined,
  };
  return {
    bus: createEventBus(),
    auth,
    theme: createThemeController(),
    config,
    navigation: {
      navigate: (path) => {
        window.location.hash = path;
      },
      back: () => window.history.back(),
    },
    api: createApiClient(config.apiBaseUrl, auth),
  };
}
