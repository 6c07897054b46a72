// TypeORM for the whole app: SQLite in DATA_DIR by default, PostgreSQL with DATABASE_URL; migrations at start.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { type AppConfig, APP_CONFIG } from '../config';
import { dataSourceOptions } from './data-source-options';
import { runMigrations } from './run-migrations';

/**
 * SQLite durability: WAL with `synchronous = FULL` fsyncs the WAL on every commit, so a write the API
 * acknowledged survives `kill -9` and even a power loss. (NORMAL would already survive a killed
 * process, since committed frames reach the OS before the call returns, but not an OS crash.) The
 * fsync per commit is what writes wait on in series on the one connection, so comment creates under
 * load share commits (comments/comment-inserts.ts) rather than giving that guarantee up.
 */
async function openDataSource(options: DataSourceOptions): Promise<DataSource> {
  const dataSource = new DataSource(options);
  await dataSource.initialize();
  try {
    if (options.type === 'sqlite') await dataSource.query('PRAGMA synchronous = FULL');
    await runMigrations(dataSource);
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}

@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
      dataSourceFactory: async (options) => {
        if (!options) throw new Error('TypeORM options are missing');
        return openDataSource(options);
      },
    }),
  ],
})
export class DatabaseModule {}
