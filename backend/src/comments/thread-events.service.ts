// Fans thread changes out to live listeners on every instance (common's RedisFanout: Redis pub/sub, or
// in-process without Redis), beside the character comment API's events (comment-events.service.ts).
import { Inject, Injectable, Logger, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Observable } from 'rxjs';
import { parseThreadKey, type ThreadEventName, type ThreadKey } from '@anifan/contract';
import { REDIS_CLIENT, RedisFanout, type RedisClient } from '../common';

/**
 * One change of a thread as every listener may receive it: never a hidden comment's content (a hidden
 * comment's events are `hidden` and `deleted`, data `{ commentId }`).
 */
export interface ThreadEvent {
  thread: ThreadKey;
  type: Exclude<ThreadEventName, 'reset'>;
  data: unknown;
}

/** One channel for every thread: each instance files the events per thread itself. */
export const THREAD_EVENTS_CHANNEL = 'anifan:thread-events';

const EVENT_TYPES: ReadonlySet<string> = new Set<ThreadEvent['type']>([
  'created',
  'updated',
  'deleted',
  'hidden',
  'restored',
  'reactions',
]);

function parseEvent(message: unknown): ThreadEvent | null {
  const value = message as Partial<ThreadEvent> | null;
  return value &&
    typeof value.type === 'string' &&
    EVENT_TYPES.has(value.type) &&
    typeof value.thread === 'string' &&
    parseThreadKey(value.thread) !== null &&
    typeof value.data === 'object' &&
    value.data !== null
    ? (value as ThreadEvent)
    : null;
}

@Injectable()
export class ThreadEventsService implements OnModuleInit, OnModuleDestroy {
  private readonly fanout: RedisFanout<ThreadEvent>;

  constructor(@Inject(REDIS_CLIENT) redis: RedisClient) {
    this.fanout = new RedisFanout(redis, {
      channel: THREAD_EVENTS_CHANNEL,
      name: 'thread',
      logger: new Logger('ThreadEvents'),
      parse: parseEvent,
    });
  }

  onModuleInit(): Promise<void> {
    return this.fanout.start();
  }

  onModuleDestroy(): Promise<void> {
    return this.fanout.stop();
  }

  /** Never throws: the change is already saved, so a lost live event must not fail the request. */
  publish(event: ThreadEvent): Promise<void> {
    return this.fanout.publish(event);
  }

  /** Every event of every thread from now on; completes when the application shuts down. */
  get all(): Observable<ThreadEvent> {
    return this.fanout.all;
  }

  /** Whether this instance currently hears every event, its own and other instances' alike. */
  get coherent(): boolean {
    return this.fanout.coherent;
  }

  /** Changes whenever `coherent` may have lapsed, so anything learnt before a lapse can be dropped. */
  get coherenceEpoch(): number {
    return this.fanout.coherenceEpoch;
  }
}
