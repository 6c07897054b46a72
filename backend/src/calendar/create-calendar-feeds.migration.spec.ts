// The calendar feed's migration on both drivers: a clean create and revert, one feed per fan, a token
// hash naming one feed, one slot per episode, and 64-bit epoch-millisecond times.
import { QueryFailedError } from 'typeorm';
import { databaseTargets, migrationDatabase } from '../testing';
import {
  CALENDAR_EVENTS_TABLE,
  CALENDAR_FEEDS_TABLE,
  CALENDAR_KEYS_TABLE,
  CreateCalendarFeeds1795292150833,
} from './create-calendar-feeds.migration';

const TABLES = [CALENDAR_FEEDS_TABLE, CALENDAR_KEYS_TABLE, CALENDAR_EVENTS_TABLE];
/** 2026-12-05T01:30+09:00: past 2^31 seconds' worth of milliseconds, as every epoch-ms time is. */
const LATE_NIGHT = Date.parse('2026-12-05T01:30:00+09:00');

describe.each(databaseTargets())('calendar feed migration on $name', (target) => {
  const db = migrationDatabase(target, [CreateCalendarFeeds1795292150833]);
  const tables = () => db.hasTables(TABLES);
  const addFeed = (uid: string, hash: string) =>
    db.dataSource.query(
      db.sql(
        `INSERT INTO ${CALENDAR_FEEDS_TABLE} (user_uid, nonce, token_hash, created_at) VALUES (?, ?, ?, ?)`,
      ),
      [uid, `nonce-${uid}`, hash, LATE_NIGHT],
    );
  const addSlot = (mediaId: number, episode: number) =>
    db.dataSource.query(
      db.sql(
        `INSERT INTO ${CALENDAR_EVENTS_TABLE} (media_id, episode, starts_at, sequence, updated_at) VALUES (?, ?, ?, 0, ?)`,
      ),
      [mediaId, episode, LATE_NIGHT, LATE_NIGHT],
    );

  it('creates the tables, reverts them, and creates them again', async () => {
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true, true]);
    await db.dataSource.undoLastMigration();
    expect(await tables()).toEqual([false, false, false]);
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true, true]);
  });

  it('keeps one feed per fan, one feed per token hash and one slot per episode, with times in full', async () => {
    await addFeed('uid-a', 'a'.repeat(64));
    await expect(addFeed('uid-a', 'b'.repeat(64))).rejects.toBeInstanceOf(QueryFailedError);
    await expect(addFeed('uid-b', 'a'.repeat(64))).rejects.toBeInstanceOf(QueryFailedError);
    await addSlot(113415, 5);
    await addSlot(113415, 6);
    await expect(addSlot(113415, 5)).rejects.toBeInstanceOf(QueryFailedError);
    const [slot] = (await db.dataSource.query(
      db.sql(`SELECT starts_at FROM ${CALENDAR_EVENTS_TABLE} WHERE media_id = ? AND episode = ?`),
      [113415, 5],
    )) as Array<{ starts_at: unknown }>;
    expect(Number(slot?.starts_at)).toBe(LATE_NIGHT);
  });
});
