/** @jest-config-loader esbuild-register */
import { nodeJestConfig } from '../tooling/jest/node';

// The benchmark's own logic that a figure depends on, tested beside it.
export default { ...nodeJestConfig('bench', __dirname), testMatch: ['<rootDir>/lib/*.test.ts'] };
