// Public surface of the shell's platform contract. Remotes import types freely; runtime values
// (bus, auth, theme) always arrive as the `platform` prop, never through this module.
export type {
  AnimeListItem,
  ApiClient,
  ApiErrorBody,
  AuthState,
  AuthUser,
  EventBus,
  Platform,
  PlatformAuth,
  PlatformNavigation,
  PlatformTheme,
  RemotePageProps,
  RuntimeConfig,
  SelectedAnime,
  SelectedCharacter,
  SelectionState,
  Theme,
} from './types';
export { ApiError, createApiClient } from './api-client';
export { createEventBus, SELECTION_STORAGE_KEY } from './event-bus';
export { createThemeController, readStoredTheme, THEME_STORAGE_KEY } from './theme';
export { useObservable } from './use-observable';
export { earlyRuntimeConfig, prefetch, takePrefetched, type RouteDataRequest } from './route-data';
export { createStandalonePlatform, defaultRuntimeConfig, DEFAULT_BACKEND_ORIGIN } from './standalone';
