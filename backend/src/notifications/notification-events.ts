// Fans notification changes out to every instance's streams (common's RedisFanout: Redis pub/sub when
// REDIS_URL is set, since a fan's devices may be connected to different instances; in-process without
// Redis), on a channel of its own.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { NotificationEventName, NotificationView } from '@anifan/contract';
import type { Observable } from 'rxjs';
import { REDIS_CLIENT, RedisFanout, type RedisClient } from '../common';

/** One channel for every user: each instance hands events to the streams it holds. */
export const NOTIFICATION_EVENTS_CHANNEL = 'anifan:notification-events';

/** An event of `GET /api/notifications/events`, as its data says it. */
export type NotificationEventData =
  | { type: 'created' | 'updated'; notification: NotificationView; unread: number }
  | { type: 'read'; ids: number[] | null; unread: number };

/** A change of `uid`'s notifications. */
export interface NotificationChange {
  uid: string;
  event: NotificationEventData;
}

const EVENT_TYPES: ReadonlySet<string> = new Set<NotificationEventName>(['created', 'updated', 'read']);

function parseChange(message: unknown): NotificationChange | null {
  const value = message as Partial<NotificationChange> | null;
  return value &&
    typeof value.uid === 'string' &&
    typeof value.event?.type === 'string' &&
    EVENT_TYPES.has(value.event.type) &&
    Number.isInteger(value.event.unread)
    ? (value as NotificationChange)
    : null;
}

@Injectable()
export class NotificationEvents implements OnModuleInit, OnModuleDestroy {
  private readonly fanout: RedisFanout<NotificationChange>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient) {
    this.fanout = new RedisFanout(redis, {
      channel: NOTIFICATION_EVENTS_CHANNEL,
      name: 'notification',
      logger: new Logger('NotificationEvents'),
      parse: parseChange,
    });
  }

  onModuleInit(): Promise<void> {
    return this.fanout.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.fanout.stop();
  }

  /** Never throws: the change is already committed, so a lost live event must not fail the write. */
  publish(uid: string, event: NotificationEventData): Promise<void> {
    return this.fanout.publish({ uid, event });
  }

  /** Every change of every fan's notifications from now on; completes when the application shuts down. */
  get all(): Observable<NotificationChange> {
    return this.fanout.all;
  }

  /** Whether this instance hears every change, its own and other instances' alike. */
  get coherent(): boolean {
    return this.fanout.coherent;
  }

  /** Changes whenever changes may have been missed, so streams reset clients that were behind. */
  get coherenceEpoch(): number {
    return this.fanout.coherenceEpoch;
  }
}
