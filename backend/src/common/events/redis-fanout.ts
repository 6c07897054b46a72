// Fans events out to every instance of the app: through Redis pub/sub on one channel when REDIS_URL is
// set (a fan's devices may be connected to different instances), in-process without Redis. Comments and
// マイリスト each keep one, on a channel of their own.
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { Subject, type Observable } from 'rxjs';
import type { RedisClient } from '../redis.provider';

export interface RedisFanoutOptions<T> {
  /** The Redis channel: one for every listener of this kind, each instance filtering locally. */
  channel: string;
  /** What the events are, for the log ("comment", "list"). */
  name: string;
  logger: Logger;
  /** The event a message carries, or null for a message that is not one. */
  parse(value: unknown): T | null;
}

export class RedisFanout<T> {
  private readonly events = new Subject<T>();
  private subscriber: Redis | null = null;
  private subscribed = false;
  /** Bumped whenever the Redis subscription drops or comes back: events may have been missed in between. */
  private epoch = 0;

  constructor(
    private readonly redis: RedisClient,
    private readonly options: RedisFanoutOptions<T>,
  ) {}

  async start(): Promise<void> {
    if (!this.redis) return;
    const { channel, name, logger } = this.options;
    // A connection in subscriber mode cannot run other commands, hence a dedicated one.
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    let lastError = '';
    subscriber.on('error', (error: Error) => {
      if (error.message !== lastError) logger.warn(`Redis subscriber: ${error.message}`);
      lastError = error.message;
    });
    subscriber.on('message', (from: string, message: string) => {
      if (from !== channel) return;
      const event = this.read(message);
      if (event) this.events.next(event);
      else logger.warn(`Dropped a malformed ${name} event from Redis`);
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

  async stop(): Promise<void> {
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

  /** Never throws: what the event reports is already stored, so a lost live event must not fail the write. */
  async publish(event: T): Promise<void> {
    if (!this.redis) {
      this.events.next(event);
      return;
    }
    try {
      await this.redis.publish(this.options.channel, JSON.stringify(event));
    } catch (error) {
      this.options.logger.warn(
        `${this.options.name} event not published through Redis: ${(error as Error).message}`,
      );
      // Listeners on this instance still hear about it.
      this.events.next(event);
    }
  }

  /** Every event from now on; completes at `stop`. */
  get all(): Observable<T> {
    return this.events.asObservable();
  }

  /**
   * Whether this instance currently hears every event, its own and other instances' alike: always
   * without Redis; with Redis only while the subscription is up.
   */
  get coherent(): boolean {
    return !this.redis || (this.subscribed && this.subscriber?.status === 'ready');
  }

  /** Changes whenever `coherent` may have lapsed, so anything learnt before a lapse can be dropped. */
  get coherenceEpoch(): number {
    return this.epoch;
  }

  private read(message: string): T | null {
    try {
      return this.options.parse(JSON.parse(message));
    } catch {
      return null;
    }
  }

  private async subscribe(subscriber: Redis): Promise<void> {
    try {
      await subscriber.subscribe(this.options.channel);
      this.subscribed = true;
    } catch (error) {
      this.options.logger.warn(
        `Live ${this.options.name} events not subscribed yet: ${(error as Error).message}`,
      );
    }
  }
}
