/** @jest-config-loader esbuild-register */
import { nodeJestConfig } from '../tooling/jest/node';

// The root scripts' own logic (Node check, install, browser search), tested beside it over fake
// machines and temporary folders.
export default { ...nodeJestConfig('scripts', __dirname), testMatch: ['<rootDir>/**/*.test.ts'] };
