// The list store's migration on both drivers: a clean create and revert, one entry per user and work,
// unique uids and names, and an entry going with its user.
import { QueryFailedError } from 'typeorm';
import { databaseTargets, migrationDatabase } from '../testing';
import {
  CreateMediaList1795292150814,
  LIST_USERS_TABLE,
  MEDIA_LIST_ENTRIES_TABLE,
} from './create-media-list.migration';

describe.each(databaseTargets())('list store migration on $name', (target) => {
  const postgres = target.name === 'postgres';

  const db = migrationDatabase(target, [CreateMediaList1795292150814]);
  const tables = () => db.hasTables([LIST_USERS_TABLE, MEDIA_LIST_ENTRIES_TABLE]);

  const addUser = (uid: string, name: string) =>
    db.dataSource.query(
      db.sql(
        `INSERT INTO ${LIST_USERS_TABLE} (uid, name, score_format, list_public, created_at, updated_at) VALUES (?, ?, 'POINT_10_DECIMAL', ?, 1, 1)`,
      ),
      [uid, name, false],
    );
  const addEntry = (userId: number, mediaId: number) =>
    db.dataSource.query(
      db.sql(
        `INSERT INTO ${MEDIA_LIST_ENTRIES_TABLE} (user_id, media_id, status, progress, repeat_count, score_raw, is_private, created_at, updated_at, revision)
         VALUES (?, ?, 'CURRENT', 0, 0, 0, ?, 1, 1, 1)`,
      ),
      [userId, mediaId, false],
    );
  const count = async (table: string) =>
    Number(
      ((await db.dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Array<{ n: unknown }>)[0]?.n,
    );

  it('creates both tables, reverts them, and creates them again', async () => {
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true]);
    await db.dataSource.undoLastMigration();
    expect(await tables()).toEqual([false, false]);
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true]);
  });

  it('keeps uids and names unique and one entry per user and work, and removes a user’s entries with the user', async () => {
    await addUser('uid-a', 'A');
    await expect(addUser('uid-a', 'A2')).rejects.toBeInstanceOf(QueryFailedError);
    await expect(addUser('uid-b', 'A')).rejects.toBeInstanceOf(QueryFailedError);
    const [{ id }] = (await db.dataSource.query(db.sql(`SELECT id FROM ${LIST_USERS_TABLE} WHERE uid = ?`), [
      'uid-a',
    ])) as [{ id: number }];
    await addEntry(id, 113415);
    await addEntry(id, 154587);
    await expect(addEntry(id, 113415)).rejects.toBeInstanceOf(QueryFailedError);
    await db.dataSource.query(db.sql(`DELETE FROM ${LIST_USERS_TABLE} WHERE id = ?`), [id]);
    expect(await count(MEDIA_LIST_ENTRIES_TABLE)).toBe(0);
  });

  if (postgres) {
    it('uses identity ids and 64-bit epoch-millisecond times', async () => {
      const columns = (await db.dataSource.query(
        `SELECT table_name, column_name, data_type, is_identity FROM information_schema.columns
         WHERE table_name IN ('${LIST_USERS_TABLE}', '${MEDIA_LIST_ENTRIES_TABLE}') AND column_name IN ('id', 'updated_at')
         ORDER BY table_name, column_name`,
      )) as Array<Record<string, string>>;
      expect(columns).toEqual([
        { table_name: LIST_USERS_TABLE, column_name: 'id', data_type: 'integer', is_identity: 'YES' },
        { table_name: LIST_USERS_TABLE, column_name: 'updated_at', data_type: 'bigint', is_identity: 'NO' },
        { table_name: MEDIA_LIST_ENTRIES_TABLE, column_name: 'id', data_type: 'integer', is_identity: 'YES' },
        {
          table_name: MEDIA_LIST_ENTRIES_TABLE,
          column_name: 'updated_at',
          data_type: 'bigint',
          is_identity: 'NO',
        },
      ]);
    });
  }
});
