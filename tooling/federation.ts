// Module Federation facts every frontend package agrees on: the shared singletons and the remotes' names.
import path from 'node:path';
import routerPackage from 'react-router-dom/package.json';
import rxjsPackage from 'rxjs/package.json';
import rootPackage from '../shell/package.json';
// The build tooling reads the contract's source directly: it runs before any package is built.
import { DEV_PORTS, REMOTE_FOLDERS, type RemoteName } from '../contract/src/remotes';

const deps = rootPackage.dependencies as Record<string, string>;

/** One copy of each at run time, whoever loads first; the shell's versions are the contract. */
export const sharedSingletons = {
  react: { singleton: true, requiredVersion: deps.react },
  'react/jsx-runtime': { singleton: true, requiredVersion: deps.react },
  'react-dom': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-dom/client': { singleton: true, requiredVersion: deps['react-dom'] },
  'react-router-dom': {
    singleton: true,
    requiredVersion: deps['react-router-dom'],
    // The declarative API only (see react-router-dom.ts); it has no package.json, so say which version it is.
    import: path.resolve(__dirname, 'react-router-dom.ts'),
    version: routerPackage.version,
  },
  rxjs: {
    singleton: true,
    requiredVersion: deps.rxjs,
    // The pieces in use only (see rxjs.ts), like react-router-dom.
    import: path.resolve(__dirname, 'rxjs.ts'),
    version: rxjsPackage.version,
  },
};

export { DEV_PORTS, REMOTE_FOLDERS, type RemoteName };
