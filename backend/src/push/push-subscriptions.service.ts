// Fans' push subscriptions (プッシュ通知を受け取る): registered or renewed per browser endpoint, removed
// by the fan or when the push service says the subscription is gone. Every write is one statement
// (favorites.service.ts says why no explicit transaction on SQLite).
import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { PushSubscriptionRequest } from '@anifan/contract';
import { AppError } from '../common';
import { type AppConfig, APP_CONFIG } from '../config';
import { RateLimiterService } from '../http';
import { PUSH_SUBSCRIPTIONS_TABLE } from './create-push-subscriptions.migration';
import { endpointProblem, keysProblem } from './push-endpoint';

/** Browsers one fan keeps subscribed at most; past it the longest unrenewed one is dropped. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;
/** Subscription writes per fan per window: a browser subscribes once, and renews now and then. */
export const SUBSCRIPTION_WRITE_LIMIT = 30;
export const SUBSCRIPTION_WRITE_WINDOW_MS = 60_000;

/** A stored subscription, as the dispatcher sends to it. */
export interface StoredSubscription {
  id: number;
  userUid: string;
  endpoint: string;
  p256dh: string;
  auth: string;
}

type Row = { id: unknown; user_uid: string; endpoint: string; p256dh: string; auth: string };

const toSubscription = (row: Row): StoredSubscription => ({
  id: Number(row.id),
  userUid: row.user_uid,
  endpoint: row.endpoint,
  p256dh: row.p256dh,
  auth: row.auth,
});

@Injectable()
export class PushSubscriptionsService {
  private readonly postgres: boolean;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly rateLimiter: RateLimiterService,
  ) {
    this.postgres = dataSource.options.type === 'postgres';
  }

  /**
   * Registers the browser's subscription for the fan, or renews it (new keys). An endpoint is one
   * browser profile: subscribed again under another account, it moves to that account.
   */
  async subscribe(uid: string, request: PushSubscriptionRequest): Promise<void> {
    const problem =
      endpointProblem(request.endpoint, this.config.push.serviceHosts) ?? keysProblem(request.keys);
    if (problem !== null) throw new AppError('push/invalid_subscription', problem);
    await this.consumeWrite(uid);
    const now = Date.now();
    await this.dataSource.query(
      `INSERT INTO ${PUSH_SUBSCRIPTIONS_TABLE} (user_uid, endpoint, p256dh, auth, created_at, updated_at)
       VALUES (${this.params(1, 6)})
       ON CONFLICT (endpoint) DO UPDATE SET user_uid = excluded.user_uid, p256dh = excluded.p256dh,
         auth = excluded.auth, updated_at = excluded.updated_at`,
      [uid, request.endpoint, request.keys.p256dh, request.keys.auth, now, now],
    );
    await this.dataSource.query(
      `DELETE FROM ${PUSH_SUBSCRIPTIONS_TABLE} WHERE user_uid = ${this.p(1)} AND id NOT IN (
         SELECT id FROM ${PUSH_SUBSCRIPTIONS_TABLE} WHERE user_uid = ${this.p(2)}
         ORDER BY updated_at DESC, id DESC LIMIT ${MAX_SUBSCRIPTIONS_PER_USER})`,
      [uid, uid],
    );
  }

  /** Removes the fan's subscription with that endpoint; nothing to remove is no error. */
  async unsubscribe(uid: string, endpoint: string): Promise<void> {
    await this.consumeWrite(uid);
    await this.dataSource.query(
      `DELETE FROM ${PUSH_SUBSCRIPTIONS_TABLE} WHERE user_uid = ${this.p(1)} AND endpoint = ${this.p(2)}`,
      [uid, endpoint],
    );
  }

  /** The fans' subscriptions, by fan. */
  async forUsers(uids: readonly string[]): Promise<Map<string, StoredSubscription[]>> {
    const byUser = new Map<string, StoredSubscription[]>();
    if (uids.length === 0) return byUser;
    const rows = (await this.dataSource.query(
      `SELECT id, user_uid, endpoint, p256dh, auth FROM ${PUSH_SUBSCRIPTIONS_TABLE}
       WHERE user_uid IN (${this.params(1, uids.length)}) ORDER BY id`,
      [...uids],
    )) as Row[];
    for (const subscription of rows.map(toSubscription)) {
      const list = byUser.get(subscription.userUid) ?? [];
      list.push(subscription);
      byUser.set(subscription.userUid, list);
    }
    return byUser;
  }

  async byIds(ids: readonly number[]): Promise<Map<number, StoredSubscription>> {
    if (ids.length === 0) return new Map();
    const rows = (await this.dataSource.query(
      `SELECT id, user_uid, endpoint, p256dh, auth FROM ${PUSH_SUBSCRIPTIONS_TABLE}
       WHERE id IN (${this.params(1, ids.length)})`,
      [...ids],
    )) as Row[];
    return new Map(rows.map((row) => [Number(row.id), toSubscription(row)]));
  }

  /** The push service answered 404 or 410: the browser unsubscribed or the subscription expired. */
  async removeGone(ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `DELETE FROM ${PUSH_SUBSCRIPTIONS_TABLE} WHERE id IN (${this.params(1, ids.length)})`,
      [...ids],
    );
  }

  async markDelivered(ids: readonly number[], at: number): Promise<void> {
    if (ids.length === 0) return;
    await this.dataSource.query(
      `UPDATE ${PUSH_SUBSCRIPTIONS_TABLE} SET last_success_at = ${this.p(1)} WHERE id IN (${this.params(2, ids.length)})`,
      [at, ...ids],
    );
  }

  private p(index: number): string {
    return this.postgres ? `$${index}` : '?';
  }

  private params(from: number, count: number): string {
    return Array.from({ length: count }, (_, i) => this.p(from + i)).join(', ');
  }

  private async consumeWrite(uid: string): Promise<void> {
    await this.rateLimiter.consume(
      `push:write:${uid}`,
      SUBSCRIPTION_WRITE_LIMIT,
      SUBSCRIPTION_WRITE_WINDOW_MS,
    );
  }
}
