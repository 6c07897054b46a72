/** @jest-config-loader esbuild-register */
import { nodeJestConfig } from './jest/node';

// The build's own code (webpack loaders), tested beside it.
export default { ...nodeJestConfig('tooling', __dirname), testMatch: ['<rootDir>/*.test.ts'] };
