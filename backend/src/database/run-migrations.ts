// Runs pending migrations once per database, even when several instances start at the same moment.
import type { DataSource } from 'typeorm';

/** Arbitrary constant key of the PostgreSQL advisory lock that serialises migration runs. */
const MIGRATION_LOCK_KEY = 727_146_001;

export async function runMigrations(dataSource: DataSource): Promise<void> {
  if (dataSource.options.type !== 'postgres') {
    await dataSource.runMigrations({ transaction: 'all' });
    return;
  }
  // An advisory lock is held by one session, so take it on a dedicated connection for the whole run.
  const runner = dataSource.createQueryRunner();
  try {
    await runner.connect();
    await runner.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await dataSource.runMigrations({ transaction: 'all' });
    } finally {
      await runner.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    await runner.release();
  }
}
