// TypeORM settings for SQLite (DATA_DIR) or PostgreSQL (DATABASE_URL), shared by the app and its tests.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { TypeOrmModuleOptions } from '@nestjs/typeorm';
import sqlite3 from 'sqlite3';
import type { AppConfig } from '../config';
import { GuardedPgClient, QUERY_TIMEOUT_MS } from './guarded-pg-client';
import { migrations } from './migrations';
import { TypeOrmLogger } from './typeorm-logger';

export const SQLITE_FILE = 'anifan.sqlite';

/**
 * The sqlite3 module as TypeORM's driver, minus what TypeORM asks of it: it calls `verbose()`, which
 * wraps every database call to capture a stack trace and `util.inspect` each argument (the SQL and
 * its parameters) for longer error stacks: about 50 µs of CPU per comment write (issue #15).
 * Errors keep their codes and messages; only the extra `--> in Database#run(…)` stack part is gone.
 */
const SQLITE_DRIVER = { verbose: () => sqlite3 };
/** Connections per instance; several instances share PostgreSQL's default 100 connections. */
const POSTGRES_POOL_SIZE = 10;

export function dataSourceOptions(config: AppConfig): TypeOrmModuleOptions {
  const common = {
    autoLoadEntities: true,
    synchronize: false,
    migrations,
    // Migrations run in dataSourceFactory under a lock (database.module.ts), not by TypeORM itself.
    migrationsRun: false,
    migrationsTransactionMode: 'all' as const,
    // Fail start-up within ~10 s when the database is unreachable so a process manager can restart us.
    retryAttempts: 4,
    retryDelay: 2500,
    // Nest's logger filters by LOG_LEVEL; the queries themselves are logged only at verbose.
    logging: config.logLevel === 'verbose' ? 'all' : ['error', 'warn', 'migration', 'schema'],
    logger: new TypeOrmLogger(),
    maxQueryExecutionTime: 1000,
  } satisfies Partial<TypeOrmModuleOptions>;

  if (config.databaseUrl) {
    return {
      ...common,
      type: 'postgres',
      url: config.databaseUrl,
      poolSize: POSTGRES_POOL_SIZE,
      extra: {
        // Bounded waits keep requests and readiness answering (503) while PostgreSQL is down or
        // unreachable: connecting (or waiting for a free connection), and each query on the client side.
        connectionTimeoutMillis: 3000,
        query_timeout: QUERY_TIMEOUT_MS,
        statement_timeout: QUERY_TIMEOUT_MS,
        idleTimeoutMillis: 30_000,
        Client: GuardedPgClient,
      },
    };
  }

  mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'sqlite',
    driver: SQLITE_DRIVER,
    database: path.join(config.dataDir, SQLITE_FILE),
    enableWAL: true,
    busyTimeout: 5000,
  };
}
