// The hand-written HTTP infrastructure every feature may inject: the rate limiter, the answers kept per
// ETag and the event-stream cap. Global, as CommonModule is, whose Redis client the rate limiter uses.
import { Global, Module } from '@nestjs/common';
import { CachedAnswers } from './cached-answers';
import { RateLimiterService } from './rate-limiter.service';
import {
  DEFAULT_EVENT_STREAM_LIMITS,
  EVENT_STREAM_LIMITS,
  EventStreams,
} from './server-sent-events/event-streams';

@Global()
@Module({
  providers: [
    RateLimiterService,
    CachedAnswers,
    // A fresh copy per application, so a test that tightens the caps leaves other apps alone.
    { provide: EVENT_STREAM_LIMITS, useFactory: () => ({ ...DEFAULT_EVENT_STREAM_LIMITS }) },
    EventStreams,
  ],
  exports: [RateLimiterService, CachedAnswers, EventStreams],
})
export class HttpModule {}
