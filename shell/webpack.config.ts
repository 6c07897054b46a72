import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DEV_PORTS, REMOTE_FOLDERS, type RemoteName } from '../tooling/federation';
import { frontendConfig, plainScriptsConfig } from '../tooling/webpack';

const BACKEND = 'http://127.0.0.1:8080';

/** In development every remote runs its own dev server; production reads /remotes.json from the backend. */
function devRemotes(): Record<string, string> {
  return Object.fromEntries(
    (Object.keys(REMOTE_FOLDERS) as RemoteName[]).map((name) => [
      name,
      `http://127.0.0.1:${DEV_PORTS[name]}/remoteEntry.js`,
    ]),
  );
}

export default (_env: unknown, argv: { mode?: string }) => {
  const options = {
    name: 'shell' as const,
    dir: __dirname,
    title: 'AniFan',
    publicDir: path.join(__dirname, 'public'),
    // Runs before the first paint (src/startup/boot.ts); index.html loads it by this name.
    plainScripts: { 'boot.js': './src/startup/boot.ts' },
    // The favicon's art, inline in the header the page paints before the app (no request before it).
    htmlParameters: { logoSvg: readFileSync(path.join(__dirname, 'public/favicon.svg'), 'utf8').trim() },
  };
  const config: Configuration & { devServer?: DevServerConfiguration } = frontendConfig(options, argv);
  config.devServer = {
    ...config.devServer,
    proxy: [{ context: ['/api', '/graphql', '/downloads'], target: BACKEND, changeOrigin: false }],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app?.get('/remotes.json', (_request, response) => {
        response.json(devRemotes());
      });
      return middlewares;
    },
  };
  return [config, plainScriptsConfig(options, argv)];
};
