// Test-only: the contract's test platform with navigation spies.
import { createTestPlatform, type TestPlatform } from '@anifan/contract/testing';

export function testPlatform(): TestPlatform {
  return createTestPlatform({ spy: jest.fn });
}
