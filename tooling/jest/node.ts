// Jest setup for the NestJS backend: Node environment, SWC with decorator metadata.
import type { Config } from 'jest';

export function nodeJestConfig(displayName: string, dir: string): Config {
  return {
    displayName,
    rootDir: dir,
    testEnvironment: 'node',
    // Workspace packages (@anifan/contract) from their TypeScript source: no build needed to test.
    testEnvironmentOptions: { customExportConditions: ['anifan-source', 'node', 'node-addons'] },
    testMatch: ['<rootDir>/src/**/*.spec.ts'],
    transform: {
      '^.+\\.ts$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', decorators: true },
            transform: { legacyDecorator: true, decoratorMetadata: true },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    testTimeout: 30_000,
  };
}
