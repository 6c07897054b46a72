import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  backendProcessEnv,
  MAIN_TS_ARGS,
  REPO_ROOT,
  startBackendProcess,
  type BackendProcess,
} from './testing';

function startWithInvalidEnv(env: Record<string, string>) {
  return spawnSync(process.execPath, ['-r', 'esbuild-register', 'backend/src/main.ts'], {
    cwd: REPO_ROOT,
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
    const result = spawnSync(process.execPath, MAIN_TS_ARGS, {
      cwd: REPO_ROOT,
      env: backendProcessEnv({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/anifan', LOG_LEVEL: 'error' }),
      encoding: 'utf8',
      timeout: 45_000,
    });
    expect(result.status).toBe(1);
    expect(result.stdout + result.stderr).toMatch(/ECONNREFUSED/);
  }, 50_000);
});

describe('main.ts as a process', () => {
  let backend: BackendProcess;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-main-'));
    backend = await startBackendProcess(dataDir);
  }, 60_000);

  afterAll(() => {
    if (backend.child.exitCode === null) backend.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves requests and logs them with a request id', async () => {
    const response = await fetch(`${backend.url}/healthz`, { headers: { 'X-Request-Id': 'probe-42' } });
    expect(await response.json()).toEqual({ status: 'ok' });
    await fetch(`${backend.url}/api/config`, {
      headers: { 'X-Request-Id': 'probe-43', Authorization: 'Bearer secret-token' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(backend.output()).toMatch(/\[HTTP\] \[probe-43\] GET \/api\/config 200 [\d.]+ms/);
    expect(backend.output()).not.toContain('secret-token');
  });

  it('stops cleanly on SIGTERM', async () => {
    backend.child.kill('SIGTERM');
    // Nest closes the server and every module, then re-raises the signal as a process manager expects.
    expect((await backend.exited).signal).toBe('SIGTERM');
    expect(backend.output()).toContain('Stopped cleanly after SIGTERM');
    await expect(fetch(`${backend.url}/healthz`)).rejects.toThrow();
  });
});
