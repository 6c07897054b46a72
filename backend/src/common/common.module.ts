// Shared infrastructure every feature may inject: the Redis client (or null), the rate limiter, the shutdown state.
import { Global, Module } from '@nestjs/common';
import { RateLimiterService } from './rate-limit/rate-limiter.service';
import { REDIS_CLIENT, RedisShutdown, redisProvider } from './redis.provider';
import { ShutdownLogger, ShutdownState } from './shutdown';

@Global()
@Module({
  providers: [redisProvider, RedisShutdown, RateLimiterService, ShutdownState, ShutdownLogger],
  exports: [REDIS_CLIENT, RateLimiterService, ShutdownState],
})
export class CommonModule {}
