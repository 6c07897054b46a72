// Shared infrastructure every feature may inject: the Redis client (or null) and the shutdown state.
import { Global, Module } from '@nestjs/common';
import { REDIS_CLIENT, RedisShutdown, redisProvider } from './redis.provider';
import { ShutdownLogger, ShutdownState } from './shutdown';

@Global()
@Module({
  providers: [redisProvider, RedisShutdown, ShutdownState, ShutdownLogger],
  exports: [REDIS_CLIENT, ShutdownState],
})
export class CommonModule {}
