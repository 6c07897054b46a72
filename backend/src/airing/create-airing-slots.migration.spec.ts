// The airing slots' migration on both drivers: a clean create and revert, one slot per work and
// episode, sequence 0 by default, epoch-ms times kept exactly.
import { QueryFailedError } from 'typeorm';
import { databaseTargets, migrationDatabase } from '../testing';
import { AIRING_SLOTS_TABLE, CreateAiringSlots1795292150831 } from './create-airing-slots.migration';

describe.each(databaseTargets())('airing slots migration on $name', (target) => {
  /** 2020-10-03 01:25 JST, past 2^31 as every epoch-ms value is. */
  const AT = Date.parse('2020-10-03T01:25:00+09:00');

  const db = migrationDatabase(target, [CreateAiringSlots1795292150831]);
  const hasTable = async () => (await db.hasTables([AIRING_SLOTS_TABLE]))[0];

  const insert = (episode: number) =>
    db.dataSource.query(
      `INSERT INTO ${AIRING_SLOTS_TABLE} (media_id, episode, airing_at, title, updated_at)
       VALUES (113415, ${episode}, ${AT}, '呪術廻戦', ${AT})`,
    );

  it('creates the table and reverts cleanly', async () => {
    await db.dataSource.runMigrations();
    expect(await hasTable()).toBe(true);
    await db.dataSource.undoLastMigration();
    expect(await hasTable()).toBe(false);
    await db.dataSource.runMigrations();
    expect(await hasTable()).toBe(true);
  });

  it('keeps one slot per work and episode, sequence 0 and not announced by default', async () => {
    await insert(1);
    await insert(2);
    await expect(insert(1)).rejects.toBeInstanceOf(QueryFailedError);
    const rows = (await db.dataSource.query(
      `SELECT episode, airing_at, sequence, notified_at FROM ${AIRING_SLOTS_TABLE} ORDER BY episode`,
    )) as Array<{ episode: number; airing_at: number | string; sequence: number; notified_at: unknown }>;
    expect(rows.map((row) => [row.episode, Number(row.airing_at), row.sequence, row.notified_at])).toEqual([
      [1, AT, 0, null],
      [2, AT, 0, null],
    ]);
  });
});
