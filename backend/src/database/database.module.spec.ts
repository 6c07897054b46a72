import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, databaseTargets, type TestApp } from '../testing';
import { migrations } from './migrations';

const migrationNames = migrations.map((migration) => migration.name);

async function executedMigrations(dataSource: DataSource): Promise<string[]> {
  const rows = (await dataSource.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>;
  return rows.map((row) => row.name);
}

describe.each(databaseTargets())('database on %s', (target) => {
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string> = {}) => {
    const app = await createTestApp({ ...target.env, ...env });
    apps.push(app);
    return app;
  };

  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  if (target.name === 'postgres') {
    // First in this block, while the database is still empty: both instances race to migrate it.
    it('lets two instances start at once on an empty database', async () => {
      const [first, second] = await Promise.all([start(), start()]);
      const names = await executedMigrations(first!.app.get(DataSource));
      expect(names).toEqual(migrationNames);
      expect(await second!.app.get(DataSource).showMigrations()).toBe(false);
    });
  }

  it('runs every registered migration at start, and only once', async () => {
    const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-db-'));
    const env: Record<string, string> = target.name === 'sqlite' ? { DATA_DIR: sqliteDir } : {};
    try {
      const first = await start(env);
      const dataSource = first.app.get(DataSource);
      expect(dataSource.options.type).toBe(target.name);
      expect(await executedMigrations(dataSource)).toEqual(migrationNames);
      await first.close();
      apps.splice(apps.indexOf(first), 1);

      const second = await start(env);
      expect(await executedMigrations(second.app.get(DataSource))).toEqual(migrationNames);
      expect(await second.app.get(DataSource).showMigrations()).toBe(false);
    } finally {
      rmSync(sqliteDir, { recursive: true, force: true });
    }
  });

  if (target.name === 'sqlite') {
    it('keeps acknowledged writes durable: WAL journal with synchronous FULL', async () => {
      const app = await start();
      const dataSource = app.app.get(DataSource);
      expect(await dataSource.query('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
      expect(await dataSource.query('PRAGMA synchronous')).toEqual([{ synchronous: 2 }]);
      expect(await dataSource.query('PRAGMA foreign_keys')).toEqual([{ foreign_keys: 1 }]);
    });
  }
});
