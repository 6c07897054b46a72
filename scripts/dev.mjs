// `npm run dev`: the backend, the Auth emulator, the shell and every remote in watch mode.
// One remote alone: `npm run dev -w mf-anime` (its standalone page on its own port).
// With BACKEND_URL set, the dev servers use that backend and none is started here.
import path from 'node:path';
import { isPortOpen, root, startAuthEmulator, startService, stopAll } from './lib/processes.mjs';

const frontends = ['shell', 'mf-anime', 'mf-character', 'mf-chat', 'mf-demos'];
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const shellPort = Number(process.env.DEV_PORT ?? 3000);
const backendUrl = process.env.BACKEND_URL ?? `http://127.0.0.1:${process.env.PORT ?? 8080}`;

process.on('SIGINT', async () => {
  await stopAll();
  process.exit(0);
});
process.on('SIGTERM', async () => {
  await stopAll();
  process.exit(0);
});

if (!process.env.BACKEND_URL) {
  if (!(await isPortOpen('127.0.0.1', 9099))) startAuthEmulator('firebase.json');
  // The dev servers forward /api and /graphql to it, so the pages need no CORS.
  startService(
    'backend',
    process.execPath,
    // The contract from its source too (its export condition), so it needs no build of its own here.
    ['--conditions=anifan-source', '-r', 'ts-node/register/transpile-only', 'backend/src/main.ts'],
    {
      env: { ...process.env, TS_NODE_PROJECT: path.join(root, 'backend/tsconfig.json') },
    },
  );
}
for (const name of frontends) {
  // webpack-cli directly (not through npx and a shell), so stopping this script stops the dev servers too.
  startService(name, process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(root, name),
    env: { ...process.env, BACKEND_URL: backendUrl },
  });
}
console.log(
  `Shell: http://127.0.0.1:${shellPort}  (remotes on ${shellPort + 1}–${shellPort + 4}, backend ${backendUrl}; Ctrl-C stops all)`,
);
