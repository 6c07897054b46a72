// The airing slots' migration on both drivers: a clean create and revert, one slot per work and
// episode, sequence 0 by default, epoch-ms times kept exactly.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource, QueryFailedError } from 'typeorm';
import { databaseTargets, migrationTarget } from '../testing';
import { AIRING_SLOTS_TABLE, CreateAiringSlots1795292150831 } from './create-airing-slots.migration';

describe.each(databaseTargets())('airing slots migration on $name', (target) => {
  let dataSource: DataSource;
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-airing-migration-'));
  /** 2020-10-03 01:25 JST, past 2^31 as every epoch-ms value is. */
  const AT = Date.parse('2020-10-03T01:25:00+09:00');

  beforeAll(async () => {
    dataSource = await new DataSource(
      migrationTarget(target, sqliteDir).options([CreateAiringSlots1795292150831]),
    ).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  const hasTable = async () => {
    const runner = dataSource.createQueryRunner();
    try {
      return await runner.hasTable(AIRING_SLOTS_TABLE);
    } finally {
      await runner.release();
    }
  };

  const insert = (episode: number) =>
    dataSource.query(
      `INSERT INTO ${AIRING_SLOTS_TABLE} (media_id, episode, airing_at, title, updated_at)
       VALUES (113415, ${episode}, ${AT}, '呪術廻戦', ${AT})`,
    );

  it('creates the table and reverts cleanly', async () => {
    await dataSource.runMigrations();
    expect(await hasTable()).toBe(true);
    await dataSource.undoLastMigration();
    expect(await hasTable()).toBe(false);
    await dataSource.runMigrations();
    expect(await hasTable()).toBe(true);
  });

  it('keeps one slot per work and episode, sequence 0 and not announced by default', async () => {
    await insert(1);
    await insert(2);
    await expect(insert(1)).rejects.toBeInstanceOf(QueryFailedError);
    const rows = (await dataSource.query(
      `SELECT episode, airing_at, sequence, notified_at FROM ${AIRING_SLOTS_TABLE} ORDER BY episode`,
    )) as Array<{ episode: number; airing_at: number | string; sequence: number; notified_at: unknown }>;
    expect(rows.map((row) => [row.episode, Number(row.airing_at), row.sequence, row.notified_at])).toEqual([
      [1, AT, 0, null],
      [2, AT, 0, null],
    ]);
  });
});
