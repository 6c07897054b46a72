// Creates お知らせ's tables (issue #31) on SQLite and PostgreSQL through TypeORM's portable Table API:
// `notifications` (one row per notification of a fan, unique per dedupe key so a repeated event is
// stored once) and `notification_settings` (a fan's per-kind settings, JSON; absent means the defaults).
import { Table, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';

export const NOTIFICATIONS_TABLE = 'notifications';
export const NOTIFICATION_SETTINGS_TABLE = 'notification_settings';

/** Epoch milliseconds: the same precision on both drivers. */
const EPOCH_MS = 'bigint';

export class CreateNotifications1795292150830 implements MigrationInterface {
  name = 'CreateNotifications1795292150830';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: NOTIFICATIONS_TABLE,
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: postgres ? 'identity' : 'increment',
          },
          { name: 'user_uid', type: 'varchar', length: '128' },
          { name: 'kind', type: 'varchar', length: '16' },
          { name: 'dedupe_key', type: 'varchar', length: '120' },
          // The NotificationSubject as JSON.
          { name: 'subject', type: 'text' },
          { name: 'created_at', type: EPOCH_MS },
          { name: 'updated_at', type: EPOCH_MS },
          { name: 'read_at', type: EPOCH_MS, isNullable: true },
          // 'none' (not to be pushed), 'pending' (to push) or 'done'.
          { name: 'push_state', type: 'varchar', length: '8', default: "'none'" },
          // Quiet hours: not pushed before this moment.
          { name: 'push_after', type: EPOCH_MS, isNullable: true },
        ],
        uniques: [
          new TableUnique({ name: 'uq_notifications_user_dedupe', columnNames: ['user_uid', 'dedupe_key'] }),
        ],
        indices: [
          // A fan's notifications newest first (keyset on id).
          new TableIndex({ name: 'ix_notifications_user_id', columnNames: ['user_uid', 'id'] }),
          // The unread count.
          new TableIndex({
            name: 'ix_notifications_user_unread',
            columnNames: ['user_uid'],
            where: 'read_at IS NULL',
          }),
          // What is still to be pushed, oldest first.
          new TableIndex({
            name: 'ix_notifications_push_pending',
            columnNames: ['push_state', 'id'],
            where: "push_state = 'pending'",
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: NOTIFICATION_SETTINGS_TABLE,
        columns: [
          { name: 'user_uid', type: 'varchar', length: '128', isPrimary: true },
          // The NotificationSettings as JSON.
          { name: 'settings', type: 'text' },
          { name: 'updated_at', type: EPOCH_MS },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(NOTIFICATION_SETTINGS_TABLE);
    await queryRunner.dropTable(NOTIFICATIONS_TABLE);
  }
}
