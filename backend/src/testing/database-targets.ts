// The databases every repository test runs against: SQLite always, PostgreSQL when it is reachable.
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';

export interface DatabaseTarget {
  name: 'sqlite' | 'postgres';
  /** Env overrides for createTestApp: none for SQLite (a fresh DATA_DIR), DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
}

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The Redis the scale-out tests share (running on development machines and in CI). */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

/** Runs a small pg script in a child process so the targets can be computed synchronously for describe.each. */
function runPg(sql: string): { ok: true } | { ok: false; reason: string } {
  const script = `
    const { Client } = require('pg');
    const client = new Client({ connectionString: process.env.ADMIN_URL, connectionTimeoutMillis: 3000 });
    client.connect()
      .then(() => client.query(process.env.SQL))
      .then(() => client.end())
      .catch((error) => { process.stderr.write(error.message); process.exit(1); });
  `;
  const result = spawnSync(process.execPath, ['-e', script], {
    env: { ...process.env, ADMIN_URL: POSTGRES_ADMIN_URL, SQL: sql },
    encoding: 'utf8',
    timeout: 10_000,
    cwd: __dirname,
  });
  if (result.status === 0) return { ok: true };
  return { ok: false, reason: (result.stderr || result.error?.message || 'no answer').trim() };
}

function databaseUrl(name: string): string {
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * `describe.each(databaseTargets())('… on %s', …)` — call it at the top level of a test file. The
 * PostgreSQL target gets a fresh database (`anifan_test_<random>`), dropped after the file's tests;
 * when PostgreSQL is unreachable that half is left out with a printed reason. Synchronous on purpose
 * (describe.each needs its table up front); `await databaseTargets()` works too.
 */
export function databaseTargets(): DatabaseTarget[] {
  const targets: DatabaseTarget[] = [{ name: 'sqlite', env: {} }];
  const name = `anifan_test_${randomBytes(6).toString('hex')}`;
  const created = runPg(`CREATE DATABASE ${name}`);
  if (!created.ok) {
    process.stderr.write(
      `PostgreSQL at ${POSTGRES_ADMIN_URL} is unreachable (${created.reason}); skipping the PostgreSQL half of these tests.\n`,
    );
    return targets;
  }
  targets.push({ name: 'postgres', env: { DATABASE_URL: databaseUrl(name) } });
  if (typeof afterAll === 'function') {
    afterAll(() => {
      runPg(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    });
  }
  return targets;
}
