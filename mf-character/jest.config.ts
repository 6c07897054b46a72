/** @jest-config-loader esbuild-register */
import { webJestConfig } from '../tooling/jest/web';

export default webJestConfig('mf-character', __dirname);
