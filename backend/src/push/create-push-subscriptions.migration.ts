// Creates Web Push's tables (issue #31) on SQLite and PostgreSQL through TypeORM's portable Table API:
// `push_subscriptions` (a browser's subscription, per fan), `push_deliveries` (one row per notification
// and subscription: the message is sent once) and `push_vapid_keys` (the VAPID key pair generated once
// when the environment gives none, so every instance and restart signs with the same one).
import { Table, TableIndex, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';

export const PUSH_SUBSCRIPTIONS_TABLE = 'push_subscriptions';
export const PUSH_DELIVERIES_TABLE = 'push_deliveries';
export const PUSH_VAPID_KEYS_TABLE = 'push_vapid_keys';

/** Epoch milliseconds: the same precision on both drivers. */
const EPOCH_MS = 'bigint';

export class CreatePushSubscriptions1795292150832 implements MigrationInterface {
  name = 'CreatePushSubscriptions1795292150832';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: PUSH_SUBSCRIPTIONS_TABLE,
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: postgres ? 'identity' : 'increment',
          },
          { name: 'user_uid', type: 'varchar', length: '128' },
          { name: 'endpoint', type: 'varchar', length: '2000' },
          // base64url: an uncompressed P-256 key (65 bytes) and the 16-byte authentication secret.
          { name: 'p256dh', type: 'varchar', length: '100' },
          { name: 'auth', type: 'varchar', length: '50' },
          { name: 'created_at', type: EPOCH_MS },
          { name: 'updated_at', type: EPOCH_MS },
          { name: 'last_success_at', type: EPOCH_MS, isNullable: true },
        ],
        uniques: [new TableUnique({ name: 'uq_push_subscriptions_endpoint', columnNames: ['endpoint'] })],
        indices: [new TableIndex({ name: 'ix_push_subscriptions_user', columnNames: ['user_uid', 'id'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: PUSH_DELIVERIES_TABLE,
        columns: [
          { name: 'notification_id', type: 'integer', isPrimary: true },
          { name: 'subscription_id', type: 'integer', isPrimary: true },
          // 'sending' | 'retry' | 'sent' | 'failed' (see push-deliveries.ts).
          { name: 'state', type: 'varchar', length: '8' },
          { name: 'attempts', type: 'integer' },
          // 'sending': when the claim goes stale; 'retry': when to send again.
          { name: 'next_at', type: EPOCH_MS, isNullable: true },
          { name: 'updated_at', type: EPOCH_MS },
        ],
        indices: [
          // The sweep's "claims gone stale and retries due", and its pruning of settled rows.
          new TableIndex({ name: 'ix_push_deliveries_due', columnNames: ['state', 'next_at'] }),
          new TableIndex({ name: 'ix_push_deliveries_updated', columnNames: ['updated_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: PUSH_VAPID_KEYS_TABLE,
        columns: [
          // Always 1: the one key pair.
          { name: 'id', type: 'integer', isPrimary: true },
          { name: 'public_key', type: 'varchar', length: '100' },
          { name: 'private_key', type: 'varchar', length: '100' },
          { name: 'created_at', type: EPOCH_MS },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(PUSH_VAPID_KEYS_TABLE);
    await queryRunner.dropTable(PUSH_DELIVERIES_TABLE);
    await queryRunner.dropTable(PUSH_SUBSCRIPTIONS_TABLE);
  }
}
