// The comment and favorite migrations on both drivers: the intended column types, and a clean revert.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { CreateFavorites1795292150811 } from '../favorites';
import { databaseTargets } from '../testing';
import { CreateCharacterComments1795292150810 } from './create-character-comments.migration';

describe.each(databaseTargets())('comment and favorite migrations on $name', ({ name, env }) => {
  let dataSource: DataSource;
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-migrations-'));

  beforeAll(async () => {
    const common = {
      migrations: [CreateCharacterComments1795292150810, CreateFavorites1795292150811],
      migrationsTableName: 'migrations',
    };
    const options: DataSourceOptions =
      name === 'postgres'
        ? { type: 'postgres', url: env.DATABASE_URL, ...common }
        : { type: 'sqlite', database: path.join(sqliteDir, 'db.sqlite'), ...common };
    dataSource = await new DataSource(options).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  const tables = async () => {
    const runner = dataSource.createQueryRunner();
    try {
      return [await runner.hasTable('character_comments'), await runner.hasTable('favorites')];
    } finally {
      await runner.release();
    }
  };

  it('creates both tables, reverts them, and creates them again', async () => {
    await dataSource.runMigrations();
    expect(await tables()).toEqual([true, true]);
    await dataSource.undoLastMigration();
    await dataSource.undoLastMigration();
    expect(await tables()).toEqual([false, false]);
    await dataSource.runMigrations();
    expect(await tables()).toEqual([true, true]);
  });

  if (name === 'postgres') {
    it('uses an identity id and time-zone-aware timestamps', async () => {
      const columns = (await dataSource.query(
        `SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
         WHERE table_name IN ('character_comments', 'favorites') AND column_name IN ('id', 'created_at', 'updated_at')
         ORDER BY table_name, column_name`,
      )) as Array<Record<string, string>>;
      expect(columns).toEqual([
        {
          table_name: 'character_comments',
          column_name: 'created_at',
          data_type: 'timestamp with time zone',
          is_identity: 'NO',
        },
        { table_name: 'character_comments', column_name: 'id', data_type: 'integer', is_identity: 'YES' },
        {
          table_name: 'character_comments',
          column_name: 'updated_at',
          data_type: 'timestamp with time zone',
          is_identity: 'NO',
        },
        {
          table_name: 'favorites',
          column_name: 'created_at',
          data_type: 'timestamp with time zone',
          is_identity: 'NO',
        },
        { table_name: 'favorites', column_name: 'id', data_type: 'integer', is_identity: 'YES' },
      ]);
    });
  } else {
    it('never reuses a deleted comment id (AUTOINCREMENT)', async () => {
      const insert = () =>
        dataSource.query(
          `INSERT INTO character_comments (character_id, author_uid, author_name, text, created_at, updated_at)
           VALUES ('c', 'u', 'n', 't', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000')`,
        );
      await insert();
      const [first] = (await dataSource.query('SELECT MAX(id) AS id FROM character_comments')) as Array<{
        id: number;
      }>;
      await dataSource.query('DELETE FROM character_comments');
      await insert();
      const [second] = (await dataSource.query('SELECT MAX(id) AS id FROM character_comments')) as Array<{
        id: number;
      }>;
      expect(second?.id).toBeGreaterThan(first?.id ?? Infinity);
    });
  }
});
