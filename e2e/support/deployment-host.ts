// A host that serves one deployment of the built app at a time from a folder, and the API from the
// test backend: swapping the folder while a page is open is a new deployment (e2e/pwa.spec.ts).
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_FOLDERS } from '../../contract/src/remotes';
import { buildInfoOf } from '../../shell/src/features/pwa/build/plugins';
import { BUILD_INFO_GLOBAL } from '../../shell/src/features/pwa/worker/build-info';

const ROOT = path.resolve(__dirname, '../..');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.css': 'text/css; charset=utf-8',
};
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+$/;

/** A deployment as the host serves it: `shell/` at the root, each remote at `remotes/<folder>/`. */
export interface Deployment {
  dir: string;
  /** The build id its service worker names its cache after. */
  buildId: string;
}

/**
 * A copy of the built app, labelled: its shell's main.js sets `__e2eShell` and each remote's
 * remoteEntry.js adds itself to `__e2eRemotes`, so a page says which deployment each came from; its
 * sw.js lists the labelled files, as the build would have.
 */
export function labelledDeployment(label: string): Deployment {
  const dir = mkdtempSync(path.join(os.tmpdir(), `anifan-deploy-${label}-`));
  const copy = (from: string, to: string) =>
    cpSync(from, to, { recursive: true, filter: (file) => !/\.(br|gz|map)$/.test(file) });
  copy(path.join(ROOT, 'shell/dist'), path.join(dir, 'shell'));
  const prepend = (file: string, text: string) => writeFileSync(file, text + readFileSync(file, 'utf8'));
  prepend(path.join(dir, 'shell/main.js'), `self.__e2eShell=${JSON.stringify(label)};\n`);
  const index = path.join(dir, 'shell/index.html');
  writeFileSync(index, readFileSync(index, 'utf8').replace('</head>', `<!-- deployment ${label} --></head>`));
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    const remote = path.join(dir, 'remotes', folder);
    copy(path.join(ROOT, folder, 'dist'), remote);
    prepend(
      path.join(remote, 'remoteEntry.js'),
      `(self.__e2eRemotes??={})[${JSON.stringify(name)}]=${JSON.stringify(label)};\n`,
    );
  }
  const worker = path.join(dir, 'shell/sw.js');
  const info = buildInfoOf(path.join(dir, 'shell'));
  const code = readFileSync(worker, 'utf8').replace(/^[^\n]*\n/, '');
  writeFileSync(worker, `self.${BUILD_INFO_GLOBAL}=${JSON.stringify(info)};\n${code}`);
  return { dir, buildId: info.id };
}

export interface DeploymentHost {
  origin: string;
  deploy(deployment: Deployment): void;
  close(): Promise<void>;
}

function fileFor(deployment: Deployment, pathname: string): string | null {
  const relative = pathname === '/' ? 'index.html' : decodeURIComponent(pathname).replace(/^\/+/, '');
  const file = relative.startsWith('remotes/')
    ? path.join(deployment.dir, path.normalize(relative))
    : path.join(deployment.dir, 'shell', path.normalize(relative));
  if (!file.startsWith(deployment.dir) || !existsSync(file) || !statSync(file).isFile()) return null;
  return file;
}

/** Serves `first`; everything that is no file of the deployment goes to `backend` (the API). */
export function startDeploymentHost(backend: string, first: Deployment): Promise<DeploymentHost> {
  let current = first;
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://host');
    const file = request.method === 'GET' ? fileFor(current, url.pathname) : null;
    if (file) {
      response.writeHead(200, {
        'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        // As the backend: content-hashed names are immutable, everything else is revalidated.
        'Cache-Control': CONTENT_HASH.test(path.basename(file))
          ? 'public, max-age=31536000, immutable'
          : 'no-cache',
      });
      response.end(readFileSync(file));
      return;
    }
    const target = new URL(url.pathname + url.search, backend);
    const forward = http.request(
      target,
      { method: request.method, headers: { ...request.headers, host: target.host } },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        deploy: (deployment) => {
          current = deployment;
        },
        close: () =>
          new Promise<void>((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    ),
  );
}

export function removeDeployment(deployment: Deployment): void {
  rmSync(deployment.dir, { recursive: true, force: true });
}
