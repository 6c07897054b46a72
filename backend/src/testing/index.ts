// Test harness for backend specs: the real app over HTTP, database targets and emulator accounts.
export { callApi, type ApiAnswer, type ApiCallOptions } from './api-call';
export { uniqueCharacterId } from './character-ids';
export { createCatalogTestApp, type CatalogTestApp } from './catalog-test-app';
export { createTestApp, TEST_EMULATOR_HOST, type TestApp, type TestAppOptions } from './test-app';
export {
  backendProcessEnv,
  MAIN_TS_ARGS,
  REPO_ROOT,
  startBackendProcess,
  type BackendProcess,
} from './backend-process';
export {
  migrationDatabase,
  migrationTarget,
  type MigrationDatabase,
  type MigrationTarget,
} from './migration-target';
export { databaseTargets, POSTGRES_ADMIN_URL, TEST_REDIS_URL, type DatabaseTarget } from './database-targets';
export {
  createEmulatorUser,
  createModeratorUser,
  createPasswordUser,
  disableEmulatorUser,
  emulatorIsUp,
  setEmulatorClaims,
  TEST_PROJECT_ID,
  type EmulatorUser,
} from './emulator';
export {
  createBrowserSubscription,
  decryptPushBody,
  startLocalPushService,
  type BrowserSubscription,
  type LocalPushService,
  type PushServiceAnswer,
  type ReceivedPushMessage,
  type RefusedPushRequest,
} from './push-service';
export { createPushTestApp } from './push-test-app';
export { FetchedEventStream, type Frame } from './fetched-event-stream';
