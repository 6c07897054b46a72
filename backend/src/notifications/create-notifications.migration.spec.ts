// お知らせ's migration on both drivers: a clean create and revert, one notification per owner and dedupe
// key, `push_state` 'none' unless set, and the partial index the push dispatcher reads pending ones by.
import { QueryFailedError } from 'typeorm';
import { databaseTargets, migrationDatabase } from '../testing';
import {
  CreateNotifications1795292150830,
  NOTIFICATION_SETTINGS_TABLE,
  NOTIFICATIONS_TABLE,
} from './create-notifications.migration';

describe.each(databaseTargets())('notifications migration on $name', (target) => {
  const postgres = target.name === 'postgres';

  const db = migrationDatabase(target, [CreateNotifications1795292150830]);
  const tables = () => db.hasTables([NOTIFICATIONS_TABLE, NOTIFICATION_SETTINGS_TABLE]);

  const add = (uid: string, dedupeKey: string) =>
    db.dataSource.query(
      db.sql(
        `INSERT INTO ${NOTIFICATIONS_TABLE} (user_uid, kind, dedupe_key, subject, created_at, updated_at)
         VALUES (?, 'airing', ?, '{}', ?, ?)`,
      ),
      [uid, dedupeKey, 1_764_170_000_000, 1_764_170_000_000],
    );

  it('creates both tables, reverts them, and creates them again', async () => {
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true]);
    await db.dataSource.undoLastMigration();
    expect(await tables()).toEqual([false, false]);
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true]);
  });

  it('stores a dedupe key once per owner, with nothing to push and epoch-millisecond times', async () => {
    await add('uid-a', 'airing:1:1');
    await add('uid-b', 'airing:1:1');
    await expect(add('uid-a', 'airing:1:1')).rejects.toBeInstanceOf(QueryFailedError);
    const rows = (await db.dataSource.query(
      `SELECT user_uid, push_state, push_after, read_at, created_at FROM ${NOTIFICATIONS_TABLE} ORDER BY id`,
    )) as Array<Record<string, unknown>>;
    expect(rows.map((row) => ({ ...row, created_at: Number(row.created_at) }))).toEqual([
      {
        user_uid: 'uid-a',
        push_state: 'none',
        push_after: null,
        read_at: null,
        created_at: 1_764_170_000_000,
      },
      {
        user_uid: 'uid-b',
        push_state: 'none',
        push_after: null,
        read_at: null,
        created_at: 1_764_170_000_000,
      },
    ]);
  });

  it('indexes pending pushes only', async () => {
    const definitions = postgres
      ? ((await db.dataSource.query(
          `SELECT indexdef AS definition FROM pg_indexes WHERE indexname = 'ix_notifications_push_pending'`,
        )) as Array<{ definition: string }>)
      : ((await db.dataSource.query(
          `SELECT sql AS definition FROM sqlite_master WHERE name = 'ix_notifications_push_pending'`,
        )) as Array<{ definition: string }>);
    expect(definitions).toHaveLength(1);
    expect(definitions[0]?.definition).toMatch(/WHERE.*push_state.*pending/i);
  });
});
