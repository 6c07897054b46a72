// `npm run dev`: the backend, the Auth emulator, the shell and every remote in watch mode.
// One remote alone: `npm run dev -w mf-anime` (its standalone page on its own port).
import path from 'node:path';
import { isPortOpen, root, startAuthEmulator, startService, stopAll } from './lib/processes.mjs';

const frontends = ['shell', 'mf-anime', 'mf-character', 'mf-chat', 'mf-demos'];
const webpackCli = path.join(root, 'node_modules/webpack-cli/bin/cli.js');
const devOrigins = [3000, 3001, 3002, 3003, 3004].map((port) => `http://127.0.0.1:${port}`).join(',');

process.on('SIGINT', async () => {
  await stopAll();
  process.exit(0);
});
process.on('SIGTERM', async () => {
  await stopAll();
  process.exit(0);
});

if (!(await isPortOpen('127.0.0.1', 9099))) startAuthEmulator('firebase.json');

startService('backend', process.execPath, ['-r', 'ts-node/register/transpile-only', 'backend/src/main.ts'], {
  env: {
    ...process.env,
    TS_NODE_PROJECT: path.join(root, 'backend/tsconfig.json'),
    CORS_ORIGINS: process.env.CORS_ORIGINS ?? devOrigins,
  },
});
for (const name of frontends) {
  // webpack-cli directly (not through npx and a shell), so stopping this script stops the dev servers too.
  startService(name, process.execPath, [webpackCli, 'serve', '--mode', 'development'], {
    cwd: path.join(root, name),
  });
}
console.log('Shell: http://127.0.0.1:3000  (remotes on 3001–3004, API on 8080; Ctrl-C stops all)');
