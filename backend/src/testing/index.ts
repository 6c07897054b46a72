// Test harness for backend specs: the real app over HTTP, database targets and emulator accounts.
export { createTestApp, TEST_EMULATOR_HOST, type TestApp, type TestAppOptions } from './test-app';
export { databaseTargets, POSTGRES_ADMIN_URL, type DatabaseTarget } from './database-targets';
export {
  createEmulatorUser,
  createPasswordUser,
  disableEmulatorUser,
  emulatorIsUp,
  TEST_PROJECT_ID,
  type EmulatorUser,
} from './emulator';
