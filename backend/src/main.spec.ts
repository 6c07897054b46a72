import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TEST_EMULATOR_HOST } from './testing';

const repoRoot = path.resolve(__dirname, '../..');

function startWithInvalidEnv(env: Record<string, string>) {
  return spawnSync(process.execPath, ['-r', 'esbuild-register', 'backend/src/main.ts'], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
}

describe('main.ts with an invalid environment', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/anifan' }],
    ['CATALOG_SOURCE', { CATALOG_SOURCE: 'nowhere' }],
    ['HOST', { HOST: '0.0.0.0' }],
  ])('exits 1 with one line naming %s', (variable, env) => {
    const result = startWithInvalidEnv(env);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid configuration: ${variable}: `));
    expect(result.stdout).toBe('');
  });
});

describe('main.ts with an unreachable database', () => {
  it('gives up after a few retries and exits 1 with the reason', () => {
    const result = spawnSync(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'backend/src/main.ts'],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          NO_COLOR: '1',
          TS_NODE_PROJECT: 'backend/tsconfig.json',
          PORT: '0',
          DATABASE_URL: 'postgres://postgres@127.0.0.1:1/anifan',
          CATALOG_SOURCE: 'embedded',
          FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
          LOG_LEVEL: 'error',
        },
        encoding: 'utf8',
        timeout: 45_000,
      },
    );
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/ECONNREFUSED/);
  }, 50_000);
});

describe('main.ts as a process', () => {
  let child: ChildProcessWithoutNullStreams;
  let dataDir: string;
  let url: string;
  let output = '';

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-main-'));
    // ts-node (unlike esbuild) emits the decorator metadata TypeORM entities need.
    child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'backend/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        NO_COLOR: '1',
        TS_NODE_PROJECT: 'backend/tsconfig.json',
        PORT: '0',
        DATA_DIR: dataDir,
        CATALOG_SOURCE: 'embedded',
        FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
        LOG_LEVEL: 'info',
      },
    });
    url = await new Promise<string>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.on('exit', (code) => reject(new Error(`backend exited early (${code}):\n${output}`)));
    });
  }, 60_000);

  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves requests and logs them with a request id', async () => {
    const response = await fetch(`${url}/healthz`, { headers: { 'X-Request-Id': 'probe-42' } });
    expect(await response.json()).toEqual({ status: 'ok' });
    await fetch(`${url}/api/config`, {
      headers: { 'X-Request-Id': 'probe-43', Authorization: 'Bearer secret-token' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(output).toMatch(/\[HTTP\] \[probe-43\] GET \/api\/config 200 [\d.]+ms/);
    expect(output).not.toContain('secret-token');
  });

  it('stops cleanly on SIGTERM', async () => {
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      child.once('exit', (_code, signal) => resolve(signal)),
    );
    child.kill('SIGTERM');
    // Nest closes the server and every module, then re-raises the signal as a process manager expects.
    expect(await exited).toBe('SIGTERM');
    expect(output).toContain('Stopped cleanly after SIGTERM');
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();
  });
});
