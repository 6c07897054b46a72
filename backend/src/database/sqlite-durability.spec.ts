import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { TEST_EMULATOR_HOST } from '../testing';
import { SQLITE_FILE } from './data-source-options';

const repoRoot = path.resolve(__dirname, '../../..');

describe('SQLite durability', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-crash-'));
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write when the backend is killed with SIGKILL under write load', async () => {
    const child = spawn(
      process.execPath,
      ['-r', 'ts-node/register/transpile-only', 'backend/src/testing/durability-server.ts'],
      {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          TS_NODE_PROJECT: 'backend/tsconfig.json',
          PORT: '0',
          DATA_DIR: dataDir,
          CATALOG_SOURCE: 'embedded',
          FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
          LOG_LEVEL: 'error',
        },
      },
    );
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        const match = /durability server on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1]);
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      child.once('exit', (code) => reject(new Error(`server exited early (${code}): ${output}`)));
    });

    const acknowledged = new Set<number>();
    let nextId = 1;
    let killed = false;
    // Eight concurrent writers; each records an id only once the server has answered 2xx.
    const writers = Array.from({ length: 8 }, async () => {
      while (!killed) {
        const id = nextId++;
        try {
          const response = await fetch(`${url}/api/durability-probe/${id}`, { method: 'POST' });
          if (response.ok) acknowledged.add(id);
        } catch {
          return;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    killed = true;
    child.kill('SIGKILL');
    await Promise.all([...writers, exited]);
    expect(acknowledged.size).toBeGreaterThan(50);

    const reopened = new DataSource({ type: 'sqlite', database: path.join(dataDir, SQLITE_FILE) });
    await reopened.initialize();
    try {
      const rows = (await reopened.query('SELECT id FROM durability_probe')) as Array<{ id: number }>;
      const stored = new Set(rows.map((row) => row.id));
      const lost = [...acknowledged].filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await reopened.destroy();
    }
  }, 60_000);
});
