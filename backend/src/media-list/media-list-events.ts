// Fans list changes out to every instance's streams: through Redis pub/sub when REDIS_URL is set (a fan's
// devices may be connected to different instances), in-process without Redis. As comments do
// (comments/comment-events.service.ts), on a channel of its own.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { Subject, type Observable } from 'rxjs';
import { REDIS_CLIENT, type RedisClient } from '../common';
import type { MediaListEvent } from './media-list.types';

/** One channel for every user: each instance hands events to the streams it holds. */
export const MEDIA_LIST_EVENTS_CHANNEL = 'anifan:media-list-events';

/** A change of `userId`'s list. */
export interface ListChange {
  userId: number;
  event: MediaListEvent;
}

const EVENT_TYPES: ReadonlySet<string> = new Set<MediaListEvent['type']>(['saved', 'deleted', 'user']);

function parseChange(message: string): ListChange | null {
  try {
    const value = JSON.parse(message) as Partial<ListChange> | null;
    if (
      value &&
      Number.isInteger(value.userId) &&
      typeof value.event?.type === 'string' &&
      EVENT_TYPES.has(value.event.type)
    ) {
      return value as ListChange;
    }
  } catch {
    // Not ours or corrupted: dropped below.
  }
  return null;
}

@Injectable()
export class MediaListEvents implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('MediaListEvents');
  private readonly changes = new Subject<ListChange>();
  private subscriber: Redis | null = null;
  private subscribed = false;
  /** Bumped whenever the Redis subscription drops or comes back: changes may have been missed in between. */
  private epoch = 0;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    // A connection in subscriber mode cannot run other commands, hence a dedicated one.
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    let lastError = '';
    subscriber.on('error', (error: Error) => {
      if (error.message !== lastError) this.logger.warn(`Redis subscriber: ${error.message}`);
      lastError = error.message;
    });
    subscriber.on('message', (channel: string, message: string) => {
      if (channel !== MEDIA_LIST_EVENTS_CHANNEL) return;
      const change = parseChange(message);
      if (change) this.changes.next(change);
      else this.logger.warn('Dropped a malformed list event from Redis');
    });
    subscriber.on('close', () => {
      this.epoch += 1;
    });
    subscriber.on('ready', () => {
      this.epoch += 1;
      lastError = '';
    });
    try {
      // ioredis subscribes again by itself after a reconnect.
      await subscriber.subscribe(MEDIA_LIST_EVENTS_CHANNEL);
      this.subscribed = true;
    } catch (error) {
      this.logger.warn(`Live list events not subscribed yet: ${(error as Error).message}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    // Completing ends every open list stream, so the HTTP server can close.
    this.changes.complete();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (!subscriber || subscriber.status === 'end') return;
    try {
      await subscriber.quit();
    } catch {
      subscriber.disconnect();
    }
  }

  /** Never throws: the change is already committed, so a lost live event must not fail the write. */
  async publish(userId: number, event: MediaListEvent): Promise<void> {
    const change = { userId, event };
    if (!this.redis) {
      this.changes.next(change);
      return;
    }
    try {
      await this.redis.publish(MEDIA_LIST_EVENTS_CHANNEL, JSON.stringify(change));
    } catch (error) {
      this.logger.warn(`List event not published through Redis: ${(error as Error).message}`);
      // Streams on this instance still hear about it.
      this.changes.next(change);
    }
  }

  /** Every change of every list from now on; completes when the application shuts down. */
  get all(): Observable<ListChange> {
    return this.changes.asObservable();
  }

  /**
   * Whether this instance hears every change, its own and other instances' alike: always without Redis;
   * with Redis only while the subscription is up.
   */
  get coherent(): boolean {
    return !this.redis || (this.subscribed && this.subscriber?.status === 'ready');
  }

  /** Changes whenever changes may have been missed, so streams reset clients that were behind. */
  get coherenceEpoch(): number {
    return this.epoch;
  }
}
