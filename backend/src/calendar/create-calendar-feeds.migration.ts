// Creates the calendar feed's tables (issue #31) on SQLite and PostgreSQL through TypeORM's portable
// Table API: `calendar_feeds` (one private feed address per fan, kept as a hash), `calendar_keys` (the
// key feed addresses are made with) and `calendar_events` (each episode's last known start, so a slot
// that moves gets a higher SEQUENCE).
import { Table, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';

export const CALENDAR_FEEDS_TABLE = 'calendar_feeds';
export const CALENDAR_KEYS_TABLE = 'calendar_keys';
export const CALENDAR_EVENTS_TABLE = 'calendar_events';

/** Epoch milliseconds: the same precision on both drivers. */
const EPOCH_MS = 'bigint';

export class CreateCalendarFeeds1795292150833 implements MigrationInterface {
  name = 'CreateCalendarFeeds1795292150833';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: CALENDAR_FEEDS_TABLE,
        columns: [
          { name: 'user_uid', type: 'varchar', length: '128', isPrimary: true },
          // What the address is made from with the key; the address itself is not stored.
          { name: 'nonce', type: 'varchar', length: '64' },
          // SHA-256 of the address's token, hex: how a request's token finds its feed.
          { name: 'token_hash', type: 'varchar', length: '64' },
          { name: 'created_at', type: EPOCH_MS },
        ],
        uniques: [new TableUnique({ name: 'uq_calendar_feeds_token_hash', columnNames: ['token_hash'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: CALENDAR_KEYS_TABLE,
        columns: [
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'secret', type: 'varchar', length: '128' },
          { name: 'created_at', type: EPOCH_MS },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: CALENDAR_EVENTS_TABLE,
        columns: [
          { name: 'media_id', type: 'integer', isPrimary: true },
          { name: 'episode', type: 'integer', isPrimary: true },
          { name: 'starts_at', type: EPOCH_MS },
          { name: 'sequence', type: 'integer' },
          // When the slot was first seen or last moved: the event's DTSTAMP and LAST-MODIFIED.
          { name: 'updated_at', type: EPOCH_MS },
        ],
        // Slots long past are dropped by their start.
        indices: [new TableIndex({ name: 'ix_calendar_events_starts_at', columnNames: ['starts_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(CALENDAR_EVENTS_TABLE);
    await queryRunner.dropTable(CALENDAR_KEYS_TABLE);
    await queryRunner.dropTable(CALENDAR_FEEDS_TABLE);
  }
}
