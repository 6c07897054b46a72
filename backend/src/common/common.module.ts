// Shared infrastructure every feature may inject: the Redis client (or null), the rate limiter, the
// answers kept per ETag, the event-stream cap, the shutdown state.
import { Global, Module } from '@nestjs/common';
import {
  DEFAULT_EVENT_STREAM_LIMITS,
  EVENT_STREAM_LIMITS,
  EventStreams,
} from '../http/server-sent-events/event-streams';
import { CachedAnswers } from '../http/cached-answers';
import { RateLimiterService } from '../http/rate-limiter.service';
import { REDIS_CLIENT, RedisShutdown, redisProvider } from './redis.provider';
import { ShutdownLogger, ShutdownState } from './shutdown';

@Global()
@Module({
  providers: [
    redisProvider,
    RedisShutdown,
    RateLimiterService,
    CachedAnswers,
    // A fresh copy per application, so a test that tightens the caps leaves other apps alone.
    { provide: EVENT_STREAM_LIMITS, useFactory: () => ({ ...DEFAULT_EVENT_STREAM_LIMITS }) },
    EventStreams,
    ShutdownState,
    ShutdownLogger,
  ],
  exports: [REDIS_CLIENT, RateLimiterService, CachedAnswers, EventStreams, ShutdownState],
})
export class CommonModule {}
