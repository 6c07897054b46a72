// Web Push's migration on both drivers: a clean create and revert, one subscription per endpoint, one
// delivery per notification and subscription, one VAPID key pair.
import { QueryFailedError } from 'typeorm';
import { databaseTargets, migrationDatabase } from '../testing';
import {
  CreatePushSubscriptions1795292150832,
  PUSH_DELIVERIES_TABLE,
  PUSH_SUBSCRIPTIONS_TABLE,
  PUSH_VAPID_KEYS_TABLE,
} from './create-push-subscriptions.migration';

const TABLES = [PUSH_SUBSCRIPTIONS_TABLE, PUSH_DELIVERIES_TABLE, PUSH_VAPID_KEYS_TABLE];

describe.each(databaseTargets())('Web Push migration on $name', (target) => {
  const db = migrationDatabase(target, [CreatePushSubscriptions1795292150832]);
  const tables = () => db.hasTables(TABLES);

  it('creates the tables, and reverting drops them', async () => {
    await db.dataSource.runMigrations();
    expect(await tables()).toEqual([true, true, true]);
    await db.dataSource.undoLastMigration();
    expect(await tables()).toEqual([false, false, false]);
    await db.dataSource.runMigrations();
  });

  it('keeps one subscription per endpoint, one delivery per notification and subscription, one key pair', async () => {
    const subscribe = () =>
      db.dataSource.query(
        `INSERT INTO ${PUSH_SUBSCRIPTIONS_TABLE} (user_uid, endpoint, p256dh, auth, created_at, updated_at)
         VALUES ('fan', 'https://fcm.googleapis.com/fcm/send/a', 'k', 'a', 1, 1)`,
      );
    await subscribe();
    await expect(subscribe()).rejects.toBeInstanceOf(QueryFailedError);
    const deliver = () =>
      db.dataSource.query(
        `INSERT INTO ${PUSH_DELIVERIES_TABLE} (notification_id, subscription_id, state, attempts, updated_at)
         VALUES (1, 1, 'sent', 1, 1)`,
      );
    await deliver();
    await expect(deliver()).rejects.toBeInstanceOf(QueryFailedError);
    const keyPair = () =>
      db.dataSource.query(
        `INSERT INTO ${PUSH_VAPID_KEYS_TABLE} (id, public_key, private_key, created_at) VALUES (1, 'p', 's', 1)`,
      );
    await keyPair();
    await expect(keyPair()).rejects.toBeInstanceOf(QueryFailedError);
  });
});
