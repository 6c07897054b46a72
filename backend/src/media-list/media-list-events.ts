// Fans list changes out to every instance's streams (common's RedisFanout: Redis pub/sub when REDIS_URL
// is set, since a fan's devices may be connected to different instances; in-process without Redis), on
// a channel of its own.
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { REDIS_CLIENT, RedisFanout, type RedisClient } from '../common';
import type { MediaListEvent } from './media-list.types';

/** One channel for every user: each instance hands events to the streams it holds. */
export const MEDIA_LIST_EVENTS_CHANNEL = 'anifan:media-list-events';

/** A change of `userId`'s list. */
export interface ListChange {
  userId: number;
  event: MediaListEvent;
}

const EVENT_TYPES: ReadonlySet<string> = new Set<MediaListEvent['type']>(['saved', 'deleted', 'user']);

function parseChange(message: unknown): ListChange | null {
  const value = message as Partial<ListChange> | null;
  return value &&
    Number.isInteger(value.userId) &&
    typeof value.event?.type === 'string' &&
    EVENT_TYPES.has(value.event.type)
    ? (value as ListChange)
    : null;
}

@Injectable()
export class MediaListEvents implements OnModuleInit, OnModuleDestroy {
  private readonly fanout: RedisFanout<ListChange>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient) {
    this.fanout = new RedisFanout(redis, {
      channel: MEDIA_LIST_EVENTS_CHANNEL,
      name: 'list',
      logger: new Logger('MediaListEvents'),
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
  publish(userId: number, event: MediaListEvent): Promise<void> {
    return this.fanout.publish({ userId, event });
  }

  /** Every change of every list from now on; completes when the application shuts down. */
  get all(): Observable<ListChange> {
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
