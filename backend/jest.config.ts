/** @jest-config-loader esbuild-register */
import { nodeJestConfig } from '../tooling/jest/node';

export default nodeJestConfig('backend', __dirname);
