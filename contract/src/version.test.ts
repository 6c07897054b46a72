import packageJson from '../package.json';
import { CONTRACT_VERSION, contractMajor, isEarlierVersion } from './version';

describe('CONTRACT_VERSION', () => {
  it("is the package's own version", () => {
    expect(CONTRACT_VERSION).toBe(packageJson.version);
  });
});

describe('contractMajor', () => {
  it.each([
    ['1.0.0', 1],
    ['2.3.4', 2],
    ['10.0.0-beta.1', 10],
    ['x', null],
    ['1.0', null],
  ])('%s → %s', (version, major) => {
    expect(contractMajor(version)).toBe(major);
  });
});

describe('isEarlierVersion', () => {
  it.each([
    ['2.0.0', '2.1.0', true],
    ['2.1.0', '2.1.0', false],
    ['2.2.0', '2.1.9', false],
    ['2.1.9', '2.10.0', true],
    ['1.9.9', '2.0.0', true],
    ['2.1.1', '2.1.0', false],
    ['unknown', '2.1.0', true],
    ['2.1.0', 'unknown', false],
  ])('%s before %s: %s', (version, other, earlier) => {
    expect(isEarlierVersion(version, other)).toBe(earlier);
  });
});
