// `npm test`: lint, typecheck, every Jest project, a production build, then the browser tests.
// Tests get their own Auth emulator (port 9199) so a running `npm start` is left alone.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ensureChromium } from './lib/chromium.cjs';
import { isPortOpen, root, run, startAuthEmulator, stopAll, waitForPort } from './lib/processes.mjs';

const TEST_EMULATOR = '127.0.0.1:9199';
process.env.FIREBASE_AUTH_EMULATOR_HOST = TEST_EMULATOR;
process.env.FIREBASE_PROJECT_ID = 'demo-anifan';

const reports = path.join(root, 'test-results');
const jestReport = path.join(reports, 'jest.json');
const playwrightReport = path.join(reports, 'playwright.json');
rmSync(jestReport, { force: true });
rmSync(playwrightReport, { force: true });
mkdirSync(reports, { recursive: true });

const started = Date.now();
const results = [];

async function step(name, command, args) {
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const code = await run(command, args);
  results.push({ name, ok: code === 0, seconds: ((Date.now() - t0) / 1000).toFixed(1) });
  return code === 0;
}

/** Test counts from the runners' JSON reports, so the closing line counts tests rather than steps. */
function countTests() {
  let passed = 0;
  let failed = 0;
  if (existsSync(jestReport)) {
    const jest = JSON.parse(readFileSync(jestReport, 'utf8'));
    passed += jest.numPassedTests;
    failed += jest.numFailedTests;
  }
  if (existsSync(playwrightReport)) {
    const { stats } = JSON.parse(readFileSync(playwrightReport, 'utf8'));
    passed += stats.expected + stats.flaky;
    failed += stats.unexpected;
  }
  return { passed, failed };
}

async function finish() {
  await stopAll();
  console.log('\nSummary');
  for (const r of results) console.log(`  ${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
  const failedSteps = results.filter((r) => !r.ok).length;
  const { passed, failed } = countTests();
  console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)}s; ${failedSteps} failed step(s)`);
  console.log(`tests: ${passed} passed, ${failed + failedSteps} failed`);
  process.exit(failedSteps === 0 && failed === 0 ? 0 : 1);
}
process.on('SIGINT', finish);
process.on('SIGTERM', finish);

const [host, port] = TEST_EMULATOR.split(':');
const emulatorReady = (await isPortOpen(host, Number(port)))
  ? Promise.resolve()
  : waitForPort(host, Number(port), { timeoutMs: 90_000, child: startAuthEmulator('firebase.test.json') });

await step('lint', 'npm', ['run', 'lint']);
await step('typecheck', 'npm', ['run', 'typecheck']);
try {
  await emulatorReady;
} catch (error) {
  console.error(`The Auth emulator did not start: ${error.message}`);
  results.push({ name: 'auth emulator', ok: false, seconds: '0' });
  await finish();
}
await step('unit and integration tests (jest)', 'npx', [
  'jest',
  '--ci',
  '--json',
  `--outputFile=${jestReport}`,
]);
if (await step('production build', 'npm', ['run', 'build'])) {
  const browser = ensureChromium();
  if (browser.path === null) {
    // One line that says what to install, rather than Playwright's launch error.
    console.error(`\n${browser.message}`);
    results.push({ name: 'browser tests (playwright, chromium)', ok: false, seconds: '0' });
  } else {
    // The config would find the same one; naming it keeps a browser fetched just now in use.
    process.env.CHROMIUM_PATH = browser.path;
    console.log(`\nBrowser: ${browser.path}`);
    await step('browser tests (playwright, chromium)', 'npx', ['playwright', 'test']);
  }
}
await finish();
