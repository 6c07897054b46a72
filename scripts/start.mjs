// `npm start`: build every package, start the Auth emulator (for demo projects) and the backend; Ctrl-C stops all.
import {
  isPortOpen,
  root,
  run,
  startAuthEmulator,
  startService,
  stopAll,
  waitForPort,
} from './lib/processes.mjs';

const env = { ...process.env };
const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-anifan';
const usesEmulator = projectId.startsWith('demo-') || Boolean(env.FIREBASE_AUTH_EMULATOR_HOST);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

console.log('Building every package…');
const buildCode = await run('npm', ['run', 'build']);
if (buildCode !== 0) await shutdown(buildCode);

if (usesEmulator) {
  const emulatorHost = env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';
  env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  const [host, port] = emulatorHost.split(':');
  if (await isPortOpen(host, Number(port))) {
    console.log(`Using the Auth emulator already running at ${emulatorHost}`);
  } else {
    console.log('Starting the Firebase Auth emulator…');
    const emulator = startAuthEmulator('firebase.json', projectId);
    try {
      await waitForPort(host, Number(port), { timeoutMs: 90_000, child: emulator });
    } catch (error) {
      console.error(`The Auth emulator did not start: ${error.message}`);
      await shutdown(1);
    }
  }
}

const host = env.HOST ?? '127.0.0.1';
const port = Number(env.PORT ?? 8080);
const backend = startService('backend', process.execPath, ['backend/dist/main.js'], { cwd: root, env });
backend.on('exit', (code) => {
  if (!stopping) shutdown(code ?? 1);
});
try {
  await waitForPort(host, port, { timeoutMs: 60_000, child: backend });
  console.log(
    `\nAniFan is running at http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}  (Ctrl-C stops it)\n`,
  );
} catch (error) {
  console.error(error.message);
  await shutdown(1);
}
