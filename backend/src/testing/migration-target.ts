// What a migration spec needs of a database target: a data source running a chosen list of migrations
// (to set up the database an earlier version left), timestamp literals in that driver's SQL, and the
// spec's database opened and closed around it (migrationDatabase).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { driverSql } from '../common';
import { SQLITE_FILE } from '../database/data-source-options';
import type { DatabaseTarget } from './database-targets';

export interface MigrationTarget {
  /** The target's database with only `migrations` known; SQLite's file lives in `sqliteDir`. */
  options(migrations: DataSourceOptions['migrations']): DataSourceOptions;
  /** An ISO instant as a timestamp literal of the target's SQL. */
  at(iso: string): string;
}

export function migrationTarget({ name, env }: DatabaseTarget, sqliteDir: string): MigrationTarget {
  return {
    options(migrations) {
      const common = { migrations, migrationsTableName: 'migrations' };
      return name === 'postgres'
        ? { type: 'postgres', url: env.DATABASE_URL, ...common }
        : { type: 'sqlite', database: path.join(sqliteDir, SQLITE_FILE), ...common };
    },
    at: (iso) => (name === 'postgres' ? `'${iso}'` : `'${iso.replace('T', ' ').slice(0, 23)}'`),
  };
}

/** A migration spec's database: see migrationDatabase. */
export interface MigrationDatabase {
  /** The open data source (between the spec's beforeAll and afterAll). */
  readonly dataSource: DataSource;
  /** `sql`'s `?` placeholders as the target's driver takes them. */
  sql(text: string): string;
  /** Whether each of `tables` exists, in order. */
  hasTables(tables: readonly string[]): Promise<boolean[]>;
}

/**
 * The database of `target` with only `migrations` known, for the `describe` this is called in: opened
 * before its tests, closed after (SQLite's folder removed). Nothing is run yet: the tests run and
 * revert the migrations themselves.
 */
export function migrationDatabase(
  target: DatabaseTarget,
  migrations: DataSourceOptions['migrations'],
): MigrationDatabase {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-migration-'));
  let open: DataSource | undefined;
  beforeAll(async () => {
    open = await new DataSource(migrationTarget(target, sqliteDir).options(migrations)).initialize();
  });
  afterAll(async () => {
    await open?.destroy();
    rmSync(sqliteDir, { recursive: true, force: true });
  });
  const postgres = target.name === 'postgres';
  return {
    get dataSource() {
      if (!open) throw new Error('the migration database is open only while the spec runs');
      return open;
    },
    sql: (text) => driverSql(postgres, text),
    async hasTables(tables) {
      const runner = this.dataSource.createQueryRunner();
      try {
        return await Promise.all(tables.map((table) => runner.hasTable(table)));
      } finally {
        await runner.release();
      }
    },
  };
}
