// Test-only: the standalone platform with a navigation spy.
import { createStandalonePlatform, type Platform } from '@anifan/platform';

export function testPlatform(): Platform & { navigation: { navigate: jest.Mock; back: jest.Mock } } {
  return { ...createStandalonePlatform(), navigation: { navigate: jest.fn(), back: jest.fn() } };
}
