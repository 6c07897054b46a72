// Jest setup shared by the shell and the remotes: jsdom, SWC transform, CSS and asset stubs.
import path from 'node:path';
import type { Config } from 'jest';

export function webJestConfig(displayName: string, dir: string): Config {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'jsdom',
    // Workspace packages (@anifan/contract) from their TypeScript source, as the webpack builds read them.
    testEnvironmentOptions: { customExportConditions: ['anifan-source', 'browser'] },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.[jt]sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': path.resolve(__dirname, 'css-module-stub.js'),
      '\\.css$': path.resolve(__dirname, 'file-stub.js'),
      '\\.(png|jpe?g|svg|webp|gif)$': path.resolve(__dirname, 'file-stub.js'),
    },
    setupFiles: [path.resolve(__dirname, 'polyfills.js')],
    setupFilesAfterEnv: ['@testing-library/jest-dom'],
  };
}
