// The contract's test platform pointed at the fake gateway, with navigation spies and a fresh selection.
import type { PlatformSlots } from '@anifan/contract';
import {
  createTestPlatform as createContractTestPlatform,
  type TestPlatform,
} from '@anifan/contract/testing';
import { GRAPHQL_URL } from './fake-gateway';

/** `slots`: the shell's (e.g. the contract's createTestSlots()); absent by default, as under an older shell. */
export function createTestPlatform(options: { slots?: PlatformSlots } = {}): TestPlatform {
  sessionStorage.clear();
  return createContractTestPlatform({ config: { graphqlUrl: GRAPHQL_URL }, spy: jest.fn, ...options });
}
