import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { devPorts, REMOTE_FOLDERS, type RemoteName } from '../tooling/federation';
import { frontendConfig, plainScriptsConfig, scriptRule } from '../tooling/webpack';
import { PwaAssetsPlugin, serviceWorkerConfig } from './src/features/pwa/build/plugins';

/** True when something accepts connections on this loopback port (a remote's dev server). */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const answer = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(500, () => answer(false));
    socket.once('connect', () => answer(true));
    socket.once('error', () => answer(false));
  });
}

/**
 * In development a remote whose dev server runs comes from it, so one team can work on one remote in
 * the full app; the others come from the backend's build (proxied). Asked on every page load, so a
 * remote's dev server started later is picked up by a reload.
 */
async function devRemotes(): Promise<Record<string, string>> {
  const names = Object.keys(REMOTE_FOLDERS) as RemoteName[];
  const running = await Promise.all(names.map((name) => isListening(devPorts[name])));
  return Object.fromEntries(
    names.map((name, index) => [
      name,
      running[index]
        ? `http://127.0.0.1:${devPorts[name]}/remoteEntry.js`
        : `/remotes/${REMOTE_FOLDERS[name]}/remoteEntry.js`,
    ]),
  );
}

/**
 * The favicon as a data URL, so the browser shows it without a request that competes with the start-up
 * files. Single quotes inside, and only the characters a URL cannot carry escaped: the shortest form.
 */
function faviconDataUrl(svg: string): string {
  const compact = svg.replace(/\s*\n\s*/g, ' ').replaceAll('"', "'");
  return `data:image/svg+xml,${compact.replace(/[%#<>{}]/g, encodeURIComponent)}`;
}

/** The app's description, as index.html's meta description says it (the manifest's). */
const DESCRIPTION =
  'AniFan は今期・来期のアニメを探し、キャラクターを眺め、推しキャラと話して、ファン同士でコメントできるアニメファンのためのサイトです。';

export default (_env: unknown, argv: { mode?: string }) => {
  const logoSvg = readFileSync(path.join(__dirname, 'public/favicon.svg'), 'utf8').trim();
  const options = {
    name: 'shell' as const,
    dir: __dirname,
    title: 'AniFan',
    publicDir: path.join(__dirname, 'public'),
    // Runs before the first paint (src/startup/boot.ts); index.html loads it by this name.
    plainScripts: { 'boot.js': './src/startup/boot.ts' },
    // The favicon's art, inline in the header the page paints before the app and as the page's icon
    // (no request before either).
    htmlParameters: { logoSvg, faviconHref: faviconDataUrl(logoSvg) },
    // The built remotes (for those without a dev server) and the MarkItDown download.
    devBackendPaths: ['/remotes', '/downloads'],
  };
  const config: Configuration & { devServer?: DevServerConfiguration } = {
    ...frontendConfig(options, argv),
    name: 'app',
  };
  // The web app manifest and its icons (src/features/pwa, docs/pwa.md).
  config.plugins?.push(new PwaAssetsPlugin(DESCRIPTION));
  if (config.devServer) {
    config.devServer.setupMiddlewares = (middlewares, devServer) => {
      devServer.app?.get('/remotes.json', (_request, response, next) => {
        devRemotes().then((remotes) => response.json(remotes), next);
      });
      return middlewares;
    };
  }
  const plain = plainScriptsConfig(options, argv);
  if (argv.mode === 'development') return [config, plain];
  // /sw.js lists the files the other two write, so it is built after them.
  return [config, plain, serviceWorkerConfig(__dirname, ['app', 'plain-scripts'], [scriptRule(true)])];
};
