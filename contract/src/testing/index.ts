// Test helpers for the platform contract: `@anifan/contract/testing`, never imported by app code.
export * from './test-platform';
export { fakeResponse } from './fake-response';
export { imagePreloads, installTestStartup } from './startup-handoff';
