// A platform for component tests: the real bus (on a fresh sessionStorage), recorded navigation.
import { createStandalonePlatform, defaultRuntimeConfig, type Platform } from '@anifan/platform';
import { GRAPHQL_URL } from './fake-gateway';

export function createTestPlatform(): Platform & { navigation: { navigate: jest.Mock; back: jest.Mock } } {
  sessionStorage.clear();
  const platform = createStandalonePlatform({ ...defaultRuntimeConfig(), graphqlUrl: GRAPHQL_URL });
  return { ...platform, navigation: { navigate: jest.fn(), back: jest.fn() } };
}
