// What a migration spec needs of a database target: a data source running a chosen list of migrations
// (to set up the database an earlier version left), and timestamp literals in that driver's SQL.
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
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
