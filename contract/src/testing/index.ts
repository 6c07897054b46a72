// Test helpers for the platform contract: `@anifan/contract/testing`, never imported by app code.
export * from './test-platform';
export { fakeResponse } from './fake-response';
export { createTestSlots, testSlotText, type TestSlotMount, type TestSlots } from './test-slots';
export { imagePreloads, installTestStartup } from './startup-handoff';
