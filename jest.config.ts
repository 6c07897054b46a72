/** @jest-config-loader esbuild-register */
// Every package's own Jest config; `npx jest` runs them all.
import type { Config } from 'jest';

const config: Config = {
  // Global, not per project: integration tests boot real servers and real databases.
  testTimeout: 30_000,
  projects: [
    '<rootDir>/contract',
    '<rootDir>/shell',
    '<rootDir>/mf-anime',
    '<rootDir>/mf-character',
    '<rootDir>/mf-chat',
    '<rootDir>/mf-demos',
    '<rootDir>/backend',
    '<rootDir>/tooling',
    '<rootDir>/scripts',
    '<rootDir>/bench',
  ],
};

export default config;
