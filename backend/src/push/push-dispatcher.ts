// Sends the notifications to push (push_state 'pending') to their fans' subscriptions, through the job
// system (queue `push`): a batch job per group of new notifications (told by NotificationsService
// `stored` on this instance, found by a periodic sweep on any instance after a crash or quiet hours), a
// delayed retry job per delivery the push service asked to retry (429/5xx, after its Retry-After).
// Each delivery is claimed in `push_deliveries` before it is sent, so a notification goes to a
// subscription once however many jobs or instances handle it; 404/410 remove the subscription.
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  notificationRoute,
  notificationText,
  type NotificationKind,
  type PushPayload,
} from '@anifan/contract';
import type { Subscription } from 'rxjs';
import { JOB_QUEUE, type JobQueue } from '../jobs';
import { NotificationsService } from '../notifications';
import { PUSH_CLOCK, type PushClock } from './push-clock';
import { PushSender, type PushMessageOptions, type PushOutcome, type PushUrgency } from './push-sender';
import { type DeliveryKey, type PendingNotification, PushStore } from './push-store';
import { PushSubscriptionsService, type StoredSubscription } from './push-subscriptions.service';
import { quietHoursEnd } from './quiet-hours';

export const PUSH_QUEUE = 'push';
/** Notifications per batch job. */
export const PUSH_BATCH_SIZE = 100;
/** Batch jobs one instance runs at once; each sends up to SENDS_PER_BATCH at once. */
const BATCH_CONCURRENCY = 4;
const SENDS_PER_BATCH = 32;
/** How often any one instance sweeps for work left over (crashes, quiet hours ended, retries due). */
export const PUSH_SWEEP_MS = 15_000;
const SWEEP_LIMIT = 5_000;
/** A claim whose sender has not settled it in this long is taken to have died with its instance. */
const CLAIM_STALE_MS = 2 * 60_000;
/** Runs of one delivery in all before it is given up. */
export const MAX_PUSH_ATTEMPTS = 5;
const RETRY_BASE_MS = 10_000;
/** Settled deliveries are kept this long, then forgotten (their notifications are done). */
const DELIVERY_RETENTION_MS = 7 * 24 * 60 * 60_000;
/** A push the device has not received in a day is stale; an airing one after 6 hours. */
const TTL_SECONDS: Record<NotificationKind, number> = {
  airing: 6 * 60 * 60,
  reply: 24 * 60 * 60,
  reaction: 24 * 60 * 60,
  moderation: 24 * 60 * 60,
};
const URGENCY: Record<NotificationKind, PushUrgency> = {
  airing: 'high',
  reply: 'normal',
  reaction: 'low',
  moderation: 'normal',
};

type BatchJob = { ids: number[] };
type RetryJob = DeliveryKey;

/** What a fan's device shows for the notification (the service worker's showNotification). */
export function pushPayload(notification: Pick<PendingNotification, 'id' | 'subject'>): PushPayload {
  const { title, body } = notificationText(notification.subject);
  return {
    title,
    body,
    url: `/#${notificationRoute(notification.subject)}`,
    tag: `notification-${notification.id}`,
    notificationId: notification.id,
  };
}

/** TTL, Urgency and a Topic per notification: a re-sent copy replaces one still undelivered. */
export function pushOptions(notification: Pick<PendingNotification, 'id' | 'kind'>): PushMessageOptions {
  return {
    ttlSeconds: TTL_SECONDS[notification.kind],
    urgency: URGENCY[notification.kind],
    topic: `n${notification.id}`,
  };
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachLimited<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++] as T);
  });
  await Promise.all(lanes);
}

@Injectable()
export class PushDispatcher implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Push');
  private storedSubscription: Subscription | null = null;

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(PUSH_CLOCK) private readonly now: PushClock,
    private readonly notifications: NotificationsService,
    private readonly store: PushStore,
    private readonly subscriptions: PushSubscriptionsService,
    private readonly sender: PushSender,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.jobs.work<BatchJob | RetryJob | Record<string, never>>(
      PUSH_QUEUE,
      async (job) => {
        if (job.name === 'batch') await this.deliver((job.data as BatchJob).ids);
        else if (job.name === 'retry') await this.retry(job.data as RetryJob);
        else if (job.name === 'sweep') await this.sweep();
      },
      { concurrency: BATCH_CONCURRENCY },
    );
    this.storedSubscription = this.notifications.stored.subscribe(({ ids }) => {
      void this.enqueue(ids).catch((error: unknown) =>
        this.logger.warn(`Could not queue pushes (the sweep will): ${(error as Error).message}`),
      );
    });
    await this.jobs.every(PUSH_QUEUE, 'sweep', PUSH_SWEEP_MS);
    // At once too: what a crashed or stopped instance left is sent now, not a sweep interval later.
    await this.jobs.add(PUSH_QUEUE, 'sweep', {}, { jobId: 'push_sweep_start' });
  }

  onModuleDestroy(): void {
    this.storedSubscription?.unsubscribe();
  }

  /** Queues batch jobs for these notifications (ids of 'pending' ones). */
  async enqueue(ids: readonly number[], delayMs?: number): Promise<void> {
    const sorted = [...ids].sort((a, b) => a - b);
    for (let i = 0; i < sorted.length; i += PUSH_BATCH_SIZE) {
      const batch = sorted.slice(i, i + PUSH_BATCH_SIZE);
      const suffix = delayMs === undefined ? '' : `_held${Math.round(this.now() + delayMs)}`;
      await this.jobs.add<BatchJob>(
        PUSH_QUEUE,
        'batch',
        { ids: batch },
        { jobId: `push_${batch[0]}_${batch.at(-1)}_${batch.length}${suffix}`, delayMs },
      );
    }
  }

  /**
   * Sends each of these notifications still 'pending' to its fan's subscriptions, unless the fan's
   * settings no longer push that kind, or their quiet hours hold it (until they end). Re-runnable.
   */
  async deliver(ids: readonly number[]): Promise<void> {
    const now = this.now();
    const pending = (await this.store.pending(ids)).filter((n) => n.pushAfter === null || n.pushAfter <= now);
    if (pending.length === 0) return;
    const uids = [...new Set(pending.map((n) => n.userUid))];
    const settings = await this.notifications.settingsForMany(uids);
    const held = new Map<number, number[]>();
    const finished: number[] = [];
    const sendable: PendingNotification[] = [];
    for (const notification of pending) {
      const fan = settings.get(notification.userUid) ?? DEFAULT_NOTIFICATION_SETTINGS;
      const until = fan.kinds[notification.kind].push ? quietHoursEnd(now, fan) : null;
      if (!fan.kinds[notification.kind].push) finished.push(notification.id);
      else if (until !== null) held.set(until, [...(held.get(until) ?? []), notification.id]);
      else sendable.push(notification);
    }
    for (const [until, heldIds] of held) {
      await this.store.hold(heldIds, until);
      // Released at `until` by this job, or by the sweep when this instance is gone by then.
      await this.enqueue(heldIds, until - now);
    }
    const byUser = await this.subscriptions.forUsers(uids);
    const wanted = sendable.flatMap((notification) =>
      (byUser.get(notification.userUid) ?? []).map((subscription) => ({
        notificationId: notification.id,
        subscriptionId: subscription.id,
      })),
    );
    const claimed = await this.store.claim(wanted, now, now + CLAIM_STALE_MS);
    const notificationsById = new Map(sendable.map((n) => [n.id, n]));
    const subscriptionsById = new Map([...byUser.values()].flat().map((s) => [s.id, s]));
    const outcomes: Array<[DeliveryKey, PushOutcome]> = [];
    await eachLimited(claimed, SENDS_PER_BATCH, async (key) => {
      const notification = notificationsById.get(key.notificationId) as PendingNotification;
      const subscription = subscriptionsById.get(key.subscriptionId) as StoredSubscription;
      outcomes.push([key, await this.send(notification, subscription)]);
    });
    await this.settle(outcomes, 1);
    await this.store.finish([...finished, ...sendable.map((n) => n.id)]);
  }

  /** Sends a delivery again that the push service asked to retry, or whose sender died. */
  async retry(key: RetryJob): Promise<void> {
    const now = this.now();
    const attempt = await this.store.claimRetry(key, now, now + CLAIM_STALE_MS);
    if (attempt === null) return;
    const [notification, subscription] = await Promise.all([
      this.store.notification(key.notificationId),
      this.subscriptions.byIds([key.subscriptionId]).then((found) => found.get(key.subscriptionId)),
    ]);
    if (!notification || !subscription) {
      await this.store.settle([key], 'failed', now);
      return;
    }
    await this.settle([[key, await this.send(notification, subscription)]], attempt);
  }

  /** Queues what is left over: pending notifications due now, and deliveries due for a retry. */
  async sweep(): Promise<void> {
    const now = this.now();
    await this.enqueue(await this.store.duePending(now, SWEEP_LIMIT));
    for (const due of await this.store.due(now, SWEEP_LIMIT)) {
      await this.jobs.add<RetryJob>(
        PUSH_QUEUE,
        'retry',
        { notificationId: due.notificationId, subscriptionId: due.subscriptionId },
        { jobId: `push_retry_${due.notificationId}_${due.subscriptionId}_${due.attempts}` },
      );
    }
    await this.store.prune(now - DELIVERY_RETENTION_MS);
  }

  private send(notification: PendingNotification, subscription: StoredSubscription): Promise<PushOutcome> {
    return this.sender.send(
      subscription,
      JSON.stringify(pushPayload(notification)),
      pushOptions(notification),
    );
  }

  /** Records outcomes of sends that were attempt number `attempt` (the same for all in a batch). */
  private async settle(outcomes: ReadonlyArray<[DeliveryKey, PushOutcome]>, attempt: number): Promise<void> {
    const now = this.now();
    const of = (kind: PushOutcome['kind']) => outcomes.filter(([, outcome]) => outcome.kind === kind);
    const sent = of('sent').map(([key]) => key);
    const gone = of('gone').map(([key]) => key);
    await this.store.settle(sent, 'sent', now);
    await this.subscriptions.markDelivered([...new Set(sent.map((key) => key.subscriptionId))], now);
    await this.subscriptions.removeGone([...new Set(gone.map((key) => key.subscriptionId))]);
    const failed = [...gone, ...of('failed').map(([key]) => key)];
    for (const [key, outcome] of of('retry')) {
      if (outcome.kind !== 'retry') continue;
      if (attempt >= MAX_PUSH_ATTEMPTS) {
        this.logger.warn(`Push ${key.notificationId}→${key.subscriptionId} given up: ${outcome.reason}`);
        failed.push(key);
        continue;
      }
      const delayMs = outcome.afterMs ?? RETRY_BASE_MS * 2 ** (attempt - 1);
      await this.store.settle([key], 'retry', now, now + delayMs);
      await this.jobs.add<RetryJob>(PUSH_QUEUE, 'retry', key, {
        jobId: `push_retry_${key.notificationId}_${key.subscriptionId}_${attempt}`,
        delayMs,
      });
    }
    await this.store.settle(failed, 'failed', now);
  }
}
