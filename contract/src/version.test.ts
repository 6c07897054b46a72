import packageJson from '../package.json';
import { CONTRACT_VERSION, contractMajor } from './version';

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
