// Creates the airing scheduler's table (issue #31) on SQLite and PostgreSQL through TypeORM's portable
// Table API: `airing_slots`, one row per upcoming or aired episode of the works fans follow, keyed by
// work and episode so a slot is stored, and announced, once.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export const AIRING_SLOTS_TABLE = 'airing_slots';

/** Epoch milliseconds: the same precision on both drivers. */
const EPOCH_MS = 'bigint';

export class CreateAiringSlots1795292150831 implements MigrationInterface {
  name = 'CreateAiringSlots1795292150831';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: AIRING_SLOTS_TABLE,
        columns: [
          { name: 'media_id', type: 'integer', isPrimary: true },
          { name: 'episode', type: 'integer', isPrimary: true },
          { name: 'airing_at', type: EPOCH_MS },
          { name: 'title', type: 'varchar', length: '500' },
          // Raised each time the broadcast moves (as iCalendar's SEQUENCE).
          { name: 'sequence', type: 'integer', default: 0 },
          // Set once the episode's notifications are stored: the slot is done.
          { name: 'notified_at', type: EPOCH_MS, isNullable: true },
          { name: 'updated_at', type: EPOCH_MS },
        ],
        indices: [
          // The due job: slots not yet announced, by broadcast time.
          new TableIndex({
            name: 'ix_airing_slots_due',
            columnNames: ['airing_at'],
            where: 'notified_at IS NULL',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(AIRING_SLOTS_TABLE);
  }
}
