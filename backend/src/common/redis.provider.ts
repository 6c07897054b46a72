// The shared ioredis client (REDIS_CLIENT), or null when REDIS_URL is unset and state stays in-process.
import { Inject, Injectable, Logger, OnApplicationShutdown, type Provider } from '@nestjs/common';
import Redis, { type RedisOptions } from 'ioredis';
import { type AppConfig, APP_CONFIG } from '../config';

export const REDIS_CLIENT = Symbol('REDIS_CLIENT');

/** `null` means "no Redis configured": callers fall back to in-process state. */
export type RedisClient = Redis | null;

export function createRedisClient(
  url: string,
  logger: Pick<Logger, 'warn'> = new Logger('Redis'),
  options: RedisOptions = {},
): Redis {
  const client = new Redis(url, {
    lazyConnect: true,
    // Fail commands fast while Redis is down instead of queueing them until it comes back.
    maxRetriesPerRequest: 2,
    enableOfflineQueue: true,
    ...options,
  });
  let lastError = '';
  client.on('error', (error: Error) => {
    // ioredis emits the same connection error on every retry; log each distinct failure once.
    if (error.message !== lastError) logger.warn(`Redis: ${error.message}`);
    lastError = error.message;
  });
  client.on('ready', () => {
    lastError = '';
  });
  return client;
}

export const redisProvider: Provider = {
  provide: REDIS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): RedisClient =>
    config.redisUrl ? createRedisClient(config.redisUrl) : null,
};

/** Closes the shared client on shutdown so the process can exit cleanly. */
@Injectable()
export class RedisShutdown implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  async onApplicationShutdown(): Promise<void> {
    if (!this.redis || this.redis.status === 'end') return;
    try {
      await this.redis.quit();
    } catch {
      this.redis.disconnect();
    }
  }
}
