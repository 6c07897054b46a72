// The hand-written HTTP infrastructure every feature may inject: the rate limiter, the answers kept per
// ETag and the event-stream cap. Global, as CommonModule is, whose Redis client the rate limiter uses.
import { Global, Module } from '@nestjs/common';
import { CachedAnswers } from './cached-answers';
import { RateLimiterService } from './rate-limiter.service';
import { APP_CONFIG, type AppConfig } from '../config';
import { EVENT_STREAM_LIMITS, EventStreams, eventStreamLimits } from './server-sent-events/event-streams';

@Global()
@Module({
  providers: [
    RateLimiterService,
    CachedAnswers,
    // A fresh copy per application, so a test that tightens the caps leaves other apps alone.
    {
      provide: EVENT_STREAM_LIMITS,
      useFactory: (config: AppConfig) => eventStreamLimits(config),
      inject: [APP_CONFIG],
    },
    EventStreams,
  ],
  exports: [RateLimiterService, CachedAnswers, EventStreams],
})
export class HttpModule {}
