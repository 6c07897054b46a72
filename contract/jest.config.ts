/** @jest-config-loader esbuild-register */
import { webJestConfig } from '../tooling/jest/web';

export default webJestConfig('contract', __dirname);
