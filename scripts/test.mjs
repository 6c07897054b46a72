// `npm test`: lint, typecheck, every Jest project, a production build, then the browser tests.
// Tests get their own Auth emulator (port 9199) so a running `npm start` is left alone.
import { run, startAuthEmulator, stopAll, waitForPort } from './lib/processes.mjs';

const TEST_EMULATOR = '127.0.0.1:9199';
process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR;
process.env.FIREBASE_PROJECT_ID = 'demo-anifan';

const started = Date.now();
const results = [];

async function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await run(command, args);
  results.push({ name, ok: code === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
  return code === 0;
}

async function finish() {
  await stopAll();
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  const failed = results.filter((r) => !r.ok).length;
  console.log(
    `${results.length - failed} passed, ${failed} failed  (steps, ${((Date.now() - started) / 1000).toFixed(0)}s)`,
  );
  process.exit(failed === 0 ? 0 : 1);
}
process.on('SIGINT', finish);
process.on('SIGTERM', finish);

const [host, port] = TEST_EMULATOR.split(':');
const emulator = startAuthEmulator('firebase.test.json');
const emulatorReady = waitForPort(host, Number(port), { timeoutMs: 90_000, child: emulator });

await step('lint', 'npm', ['run', 'lint']);
await step('typecheck', 'npm', ['run', 'typecheck']);
try {
  await emulatorReady;
} catch (error) {
  console.error(`The Auth emulator did not start: ${error.message}`);
  results.push({ name: 'auth emulator', ok: false, seconds: '0' });
  await finish();
}
await step('unit and integration tests (jest)', 'npx', ['jest', '--ci']);
if (await step('production build', 'npm', ['run', 'build'])) {
  await step('browser tests (playwright, chromium)', 'npx', ['playwright', 'test']);
}
await finish();
