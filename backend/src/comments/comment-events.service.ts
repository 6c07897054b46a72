// Fans comment changes out to live listeners: through Redis pub/sub across instances, or in-process without Redis.
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { Subject, type Observable } from 'rxjs';
import { REDIS_CLIENT, type RedisClient } from '../common';
import { isCharacterId, type PublicComment } from '@anifan/contract';

export type CommentEventType = 'created' | 'updated' | 'deleted';

export interface CommentEvent {
  type: CommentEventType;
  comment: PublicComment;
}

/** One channel for every character: each instance filters locally, so no per-character subscriptions churn. */
export const COMMENT_EVENTS_CHANNEL = 'anifan:comment-events';

const EVENT_TYPES: ReadonlySet<string> = new Set<CommentEventType>(['created', 'updated', 'deleted']);

function parseEvent(message: string): CommentEvent | null {
  try {
    const value = JSON.parse(message) as Partial<CommentEvent> | null;
    if (
      value &&
      typeof value.type === 'string' &&
      EVENT_TYPES.has(value.type) &&
      isCharacterId(value.comment?.characterId)
    ) {
      return value as CommentEvent;
    }
  } catch {
    // Not ours or corrupted: dropped below.
  }
  return null;
}

@Injectable()
export class CommentEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('CommentEvents');
  private readonly events = new Subject<CommentEvent>();
  private subscriber: Redis | null = null;
  private subscribed = false;
  /** Bumped whenever the Redis subscription drops or comes back: events may have been missed in between. */
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
      if (channel !== COMMENT_EVENTS_CHANNEL) return;
      const event = parseEvent(message);
      if (event) this.events.next(event);
      else this.logger.warn('Dropped a malformed comment event from Redis');
    });
    subscriber.on('close', () => {
      this.epoch += 1;
    });
    // ioredis resubscribes by itself after a reconnect, but only to channels it once subscribed to.
    subscriber.on('ready', () => {
      this.epoch += 1;
      lastError = '';
      if (!this.subscribed) void this.subscribe(subscriber);
    });
    await this.subscribe(subscriber);
  }

  async onModuleDestroy(): Promise<void> {
    // Completing ends every open event stream, so the HTTP server can close.
    this.events.complete();
    const subscriber = this.subscriber;
    this.subscriber = null;
    if (!subscriber || subscriber.status === 'end') return;
    try {
      await subscriber.quit();
    } catch {
      subscriber.disconnect();
    }
  }

  /** Never throws: the comment is already saved, so a lost live event must not fail the request. */
  async publish(event: CommentEvent): Promise<void> {
    if (!this.redis) {
      this.events.next(event);
      return;
    }
    try {
      await this.redis.publish(COMMENT_EVENTS_CHANNEL, JSON.stringify(event));
    } catch (error) {
      this.logger.warn(`Comment event not published through Redis: ${(error as Error).message}`);
      // Listeners on this instance still hear about it.
      this.events.next(event);
    }
  }

  /**
   * Every event for every character, from now on (the list cache and the live streams, which keep one
   * channel per character); completes when the application shuts down.
   */
  get all(): Observable<CommentEvent> {
    return this.events.asObservable();
  }

  /**
   * Whether this instance currently hears every write, its own and other instances' alike: always
   * without Redis; with Redis only while the subscription is up.
   */
  get coherent(): boolean {
    if (!this.redis) return true;
    return this.subscribed && this.subscriber?.status === 'ready';
  }

  /** Changes whenever `coherent` may have lapsed, so anything learnt before a lapse can be dropped. */
  get coherenceEpoch(): number {
    return this.epoch;
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(COMMENT_EVENTS_CHANNEL);
      this.subscribed = true;
    } catch (error) {
      this.logger.warn(`Live comments not subscribed yet: ${(error as Error).message}`);
    }
  }
}
