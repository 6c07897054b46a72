// The dispatcher's SQL, on SQLite and PostgreSQL alike: the notifications still to push (`push_state`
// 'pending' in helper A's `notifications`), and `push_deliveries`, whose primary key (notification,
// subscription) makes each message go out once: a delivery is claimed by inserting its row, and only
// the inserter sends it. A claim left 'sending' by a crashed instance goes stale at `next_at` and is
// sent again (with the same Topic, so the push service replaces an undelivered copy).
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { NotificationKind, NotificationSubject } from '@anifan/contract';
import { PUSH_DELIVERIES_TABLE } from './create-push-subscriptions.migration';

/** helper A's table (notifications/create-notifications.migration.ts). */
const NOTIFICATIONS_TABLE = 'notifications';
/** Rows per multi-row statement: 4 parameters each, well under SQLite's and PostgreSQL's limits. */
const ROWS_PER_STATEMENT = 500;

export type DeliveryState = 'sending' | 'retry' | 'sent' | 'failed';

export interface PendingNotification {
  id: number;
  userUid: string;
  kind: NotificationKind;
  subject: NotificationSubject;
  pushAfter: number | null;
}

export interface DeliveryKey {
  notificationId: number;
  subscriptionId: number;
}

export interface DueDelivery extends DeliveryKey {
  attempts: number;
}

type NotificationRow = { id: unknown; user_uid: string; kind: string; subject: string; push_after: unknown };

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

@Injectable()
export class PushStore {
  private readonly postgres: boolean;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /** Of these notifications, those still 'pending'. */
  async pending(ids: readonly number[]): Promise<PendingNotification[]> {
    if (ids.length === 0) return [];
    const rows = (await this.dataSource.query(
      `SELECT id, user_uid, kind, subject, push_after FROM ${NOTIFICATIONS_TABLE}
       WHERE push_state = 'pending' AND id IN (${this.params(1, ids.length)}) ORDER BY id`,
      [...ids],
    )) as NotificationRow[];
    return rows.map((row) => ({
      id: Number(row.id),
      userUid: row.user_uid,
      kind: row.kind as NotificationKind,
      subject: JSON.parse(row.subject) as NotificationSubject,
      pushAfter: row.push_after === null || row.push_after === undefined ? null : Number(row.push_after),
    }));
  }

  /** Ids of 'pending' notifications not held past `now`, oldest first. */
  async duePending(now: number, limit: number): Promise<number[]> {
    const rows = (await this.dataSource.query(
      `SELECT id FROM ${NOTIFICATIONS_TABLE}
       WHERE push_state = 'pending' AND (push_after IS NULL OR push_after <= ${this.p(1)})
       ORDER BY id LIMIT ${Number(limit)}`,
      [now],
    )) as Array<{ id: unknown }>;
    return rows.map((row) => Number(row.id));
  }

  /** Holds the pushes of these notifications until `until` (quiet hours). */
  async hold(ids: readonly number[], until: number): Promise<void> {
    for (const part of chunks(ids, ROWS_PER_STATEMENT)) {
      await this.dataSource.query(
        `UPDATE ${NOTIFICATIONS_TABLE} SET push_after = ${this.p(1)}
         WHERE push_state = 'pending' AND id IN (${this.params(2, part.length)})`,
        [until, ...part],
      );
    }
  }

  /** Every delivery of these notifications is claimed (or there was none to make). */
  async finish(ids: readonly number[]): Promise<void> {
    for (const part of chunks(ids, ROWS_PER_STATEMENT)) {
      await this.dataSource.query(
        `UPDATE ${NOTIFICATIONS_TABLE} SET push_state = 'done'
         WHERE push_state = 'pending' AND id IN (${this.params(1, part.length)})`,
        [...part],
      );
    }
  }

  /**
   * Inserts a 'sending' row per delivery not made yet; answers the ones this call inserted, which this
   * instance alone now sends. `staleAt`: when a claim whose sender died is taken over.
   */
  async claim(deliveries: readonly DeliveryKey[], now: number, staleAt: number): Promise<DeliveryKey[]> {
    const claimed: DeliveryKey[] = [];
    for (const part of chunks(deliveries, ROWS_PER_STATEMENT)) {
      const values = part
        .map((_, i) => `(${this.params(i * 4 + 1, 2)}, 'sending', 1, ${this.params(i * 4 + 3, 2)})`)
        .join(', ');
      // Lower case: TypeORM's SQLite runner drops the rows of a statement starting "INSERT ".
      const rows = (await this.rows(
        `insert into ${PUSH_DELIVERIES_TABLE} (notification_id, subscription_id, state, attempts, next_at, updated_at)
         VALUES ${values}
         ON CONFLICT (notification_id, subscription_id) DO NOTHING
         RETURNING notification_id, subscription_id`,
        part.flatMap((d) => [d.notificationId, d.subscriptionId, staleAt, now]),
      )) as Array<{ notification_id: unknown; subscription_id: unknown }>;
      for (const row of rows) {
        claimed.push({
          notificationId: Number(row.notification_id),
          subscriptionId: Number(row.subscription_id),
        });
      }
    }
    return claimed;
  }

  /** Takes a delivery waiting for a retry; answers its attempt number, or null when another took it. */
  async claimRetry(key: DeliveryKey, now: number, staleAt: number): Promise<number | null> {
    // Lower case: TypeORM's SQLite runner drops the rows of a statement starting "UPDATE ".
    const rows = (await this.rows(
      `update ${PUSH_DELIVERIES_TABLE}
       SET state = 'sending', attempts = attempts + 1, next_at = ${this.p(1)}, updated_at = ${this.p(2)}
       WHERE notification_id = ${this.p(3)} AND subscription_id = ${this.p(4)} AND state = 'retry'
       RETURNING attempts`,
      [staleAt, now, key.notificationId, key.subscriptionId],
    )) as Array<{ attempts: unknown }>;
    return rows[0] ? Number(rows[0].attempts) : null;
  }

  /** Records the outcome of sends: 'sent' / 'failed' (next_at cleared) or 'retry' at `nextAt`. */
  async settle(
    deliveries: readonly DeliveryKey[],
    state: DeliveryState,
    now: number,
    nextAt: number | null = null,
  ): Promise<void> {
    for (const part of chunks(deliveries, ROWS_PER_STATEMENT)) {
      const keys = part
        .map((_, i) => `(CAST(${this.p(i * 2 + 3)} AS integer), CAST(${this.p(i * 2 + 4)} AS integer))`)
        .join(', ');
      await this.dataSource.query(
        `UPDATE ${PUSH_DELIVERIES_TABLE} SET state = '${state}', next_at = ${this.p(1)}, updated_at = ${this.p(2)}
         WHERE (notification_id, subscription_id) IN (VALUES ${keys})`,
        [nextAt, now, ...part.flatMap((d) => [d.notificationId, d.subscriptionId])],
      );
    }
  }

  /**
   * Deliveries due again: retries whose time has come, and claims gone stale (their sender died),
   * the latter turned into retries first.
   */
  async due(now: number, limit: number): Promise<DueDelivery[]> {
    await this.dataSource.query(
      `UPDATE ${PUSH_DELIVERIES_TABLE} SET state = 'retry', updated_at = ${this.p(1)}
       WHERE state = 'sending' AND next_at <= ${this.p(2)}`,
      [now, now],
    );
    const rows = (await this.dataSource.query(
      `SELECT notification_id, subscription_id, attempts FROM ${PUSH_DELIVERIES_TABLE}
       WHERE state = 'retry' AND next_at <= ${this.p(1)} ORDER BY next_at LIMIT ${Number(limit)}`,
      [now],
    )) as Array<{ notification_id: unknown; subscription_id: unknown; attempts: unknown }>;
    return rows.map((row) => ({
      notificationId: Number(row.notification_id),
      subscriptionId: Number(row.subscription_id),
      attempts: Number(row.attempts),
    }));
  }

  /** A notification's owner, kind and subject, whatever its push_state (for a retry). */
  async notification(id: number): Promise<PendingNotification | null> {
    const rows = (await this.dataSource.query(
      `SELECT id, user_uid, kind, subject, push_after FROM ${NOTIFICATIONS_TABLE} WHERE id = ${this.p(1)}`,
      [id],
    )) as NotificationRow[];
    const row = rows[0];
    if (!row) return null;
    return {
      id: Number(row.id),
      userUid: row.user_uid,
      kind: row.kind as NotificationKind,
      subject: JSON.parse(row.subject) as NotificationSubject,
      pushAfter: null,
    };
  }

  /** Forgets settled deliveries older than `before`: their notifications are done and never re-sent. */
  async prune(before: number): Promise<void> {
    await this.dataSource.query(
      `DELETE FROM ${PUSH_DELIVERIES_TABLE} WHERE state IN ('sent', 'failed') AND updated_at < ${this.p(1)}`,
      [before],
    );
  }

  private async rows(sql: string, parameters: unknown[]): Promise<unknown[]> {
    const answer = (await this.dataSource.query(sql, parameters)) as unknown;
    // PostgreSQL's runner answers UPDATE and DELETE as [rows, count].
    const rows = Array.isArray(answer) && Array.isArray(answer[0]) ? (answer[0] as unknown) : answer;
    return Array.isArray(rows) ? rows : [];
  }

  private p(index: number): string {
    return this.postgres ? `$${index}` : '?';
  }

  private params(from: number, count: number): string {
    return Array.from({ length: count }, (_, i) => this.p(from + i)).join(', ');
  }
}
