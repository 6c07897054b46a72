// @anifan/contract: every fact the shell, the remotes and the backend share, written once (README.md).
export type {
  AnimeListItem,
  ApiClient,
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
} from './platform';
export * from './api';
export * from './character-id';
export * from './discussions';
export * from './endpoints';
export * from './contributed-pages';
export * from './errors';
export { createSseParser, readEventStream, type SseEvent } from './event-stream';
export * from './graphql';
export * from './input-keys';
export * from './notifications';
export * from './person-placeholder';
export * from './remotes';
export * from './routes';
export * from './season';
export * from './slots';
export * from './version';
export { ApiError, apiFor, createApiClient, isApiError } from './api-client';
export { createEventBus, readStoredSelection, SELECTION_STORAGE_KEY } from './event-bus';
export {
  applyRememberedTheme,
  createThemeController,
  readStoredTheme,
  THEME_COLORS,
  THEME_STORAGE_KEY,
  type SchemeQuery,
} from './theme';
export { createStandalonePlatform, defaultRuntimeConfig, DEFAULT_BACKEND_ORIGIN } from './standalone';
export { subscribeTo } from './subscribe-to';
export * from './startup';
