// The contract's test platform with jest spies on the API and navigation, and this remote's fixtures.
import type { SelectedCharacter } from '@anifan/contract';
import {
  createTestPlatform as createContractTestPlatform,
  type TestPlatform as ContractTestPlatform,
  type TestPlatformOptions,
} from '@anifan/contract/testing';

export { SIGNED_OUT, signedIn, TEST_USER, type ApiHandler } from '@anifan/contract/testing';

export const GOJO: SelectedCharacter = {
  id: 1001,
  name: '五条悟',
  image: 'https://img.example/gojo.png',
  voiceActors: '中村悠一',
  voiceActorsImage: 'https://img.example/nakamura.png',
  animeTitle: '呪術廻戦',
};

export interface TestPlatform extends ContractTestPlatform {
  request: jest.Mock;
  navigate: jest.Mock;
  back: jest.Mock;
}

export function createTestPlatform(options: Omit<TestPlatformOptions, 'spy'> = {}): TestPlatform {
  const platform = createContractTestPlatform({ ...options, spy: jest.fn });
  return {
    ...platform,
    request: platform.server as jest.Mock,
    navigate: platform.navigation.navigate as jest.Mock,
    back: platform.navigation.back as jest.Mock,
  };
}
