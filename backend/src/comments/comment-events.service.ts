// Fans comment changes out to live listeners on every instance (common's RedisFanout: Redis pub/sub, or
// in-process without Redis).
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { REDIS_CLIENT, RedisFanout, type RedisClient } from '../common';
import { isCharacterId, type PublicComment } from '@anifan/contract';

export type CommentEventType = 'created' | 'updated' | 'deleted';

export interface CommentEvent {
  type: CommentEventType;
  comment: PublicComment;
}

/** One channel for every character: each instance filters locally, so no per-character subscriptions churn. */
export const COMMENT_EVENTS_CHANNEL = 'anifan:comment-events';

const EVENT_TYPES: ReadonlySet<string> = new Set<CommentEventType>(['created', 'updated', 'deleted']);

function parseEvent(message: unknown): CommentEvent | null {
  const value = message as Partial<CommentEvent> | null;
  return value &&
    typeof value.type === 'string' &&
    EVENT_TYPES.has(value.type) &&
    isCharacterId(value.comment?.characterId)
    ? (value as CommentEvent)
    : null;
}

@Injectable()
export class CommentEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly fanout: RedisFanout<CommentEvent>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient) {
    this.fanout = new RedisFanout(redis, {
      channel: COMMENT_EVENTS_CHANNEL,
      name: 'comment',
      logger: new Logger('CommentEvents'),
      parse: parseEvent,
    });
  }

  onModuleInit(): Promise<void> {
    return this.fanout.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.fanout.stop();
  }

  /** Never throws: the comment is already saved, so a lost live event must not fail the request. */
  publish(event: CommentEvent): Promise<void> {
    return this.fanout.publish(event);
  }

  /**
   * Every event for every character, from now on (the list cache and the live streams, which keep one
   * channel per character); completes when the application shuts down.
   */
  get all(): Observable<CommentEvent> {
    return this.fanout.all;
  }

  /** Whether this instance currently hears every write, its own and other instances' alike. */
  get coherent(): boolean {
    return this.fanout.coherent;
  }

  /** Changes whenever `coherent` may have lapsed, so anything learnt before a lapse can be dropped. */
  get coherenceEpoch(): number {
    return this.fanout.coherenceEpoch;
  }
}
