// The contract's test platform pointed at the fake gateway, with navigation spies and a fresh selection.
import {
  createTestPlatform as createContractTestPlatform,
  type TestPlatform,
} from '@anifan/contract/testing';
import { GRAPHQL_URL } from './fake-gateway';

export function createTestPlatform(): TestPlatform {
  sessionStorage.clear();
  return createContractTestPlatform({ config: { graphqlUrl: GRAPHQL_URL }, spy: jest.fn });
}
