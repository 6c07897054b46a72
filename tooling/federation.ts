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

/** The shell's dev server port; `DEV_PORT` moves all five, so a second set can run beside a developer's. */
const devPortBase = Number(process.env.DEV_PORT ?? DEV_PORTS.shell);
if (!Number.isInteger(devPortBase) || devPortBase < 1 || devPortBase > 65531) {
  throw new Error(`DEV_PORT: expected a port number, got "${process.env.DEV_PORT}"`);
}

/** The dev servers' ports: the contract's DEV_PORTS, moved together when `DEV_PORT` is set. */
export const devPorts = Object.fromEntries(
  Object.entries(DEV_PORTS).map(([name, port]) => [name, port - DEV_PORTS.shell + devPortBase]),
) as typeof DEV_PORTS;

export { REMOTE_FOLDERS, type RemoteName };
