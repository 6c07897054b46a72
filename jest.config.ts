/** @jest-config-loader esbuild-register */
// Every package's own Jest config; `npx jest` runs them all.
import os from 'node:os';
import type { Config } from 'jest';

const config: Config = {
  // Global, not per project: integration tests boot real servers and real databases.
  testTimeout: 30_000,
  // Workers, even on two cores: with one, Jest runs every file in its own single process, where what
  // each file's Nest apps and drivers leave behind adds up (past Node's 4 GB heap once the discussions
  // specs came). A worker over the limit after a file is replaced by a fresh one.
  maxWorkers: Math.max(2, os.availableParallelism() - 1),
  workerIdleMemoryLimit: '1GB',
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
