// Replaces @fastify/rate-limit for what its Redis store lacks, not for speed: while Redis does not answer within 150 ms each instance counts in memory, and skips Redis until it reconnects (docs/rules.md#rate-limits) (npm run bench, replacements.rate_limiter: 1.1× the requests per second, 20–23 vs 24–29 µs of server CPU per request, 2026-11). Recheck when @fastify/rate-limit can fall back to a local count while its store fails.
// Fixed-window rate limits per key: in Redis when configured (one limit across every instance), else in memory.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { AppError, boundedCache, REDIS_CLIENT, type RedisClient } from '../common';

/**
 * Upper bound on in-memory windows so a flood of distinct keys cannot exhaust memory; the least
 * recently counted go first, so a key in steady use keeps its window.
 */
const MAX_MEMORY_KEYS = 10_000;
const REDIS_PREFIX = 'anifan:ratelimit:';
/**
 * A Redis that does not answer must not hold the request: ioredis keeps a command queued while it
 * reconnects (an unreachable REDIS_URL held every /graphql request), so past this the count is local.
 */
const REDIS_TIMEOUT_MS = 150;

// INCR and PEXPIRE in one atomic step: the first hit of a window starts its expiry, so concurrent
// instances never leave a counter without a TTL. Returns the count and the window's remaining ms.
const CONSUME_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }
`;

interface Window {
  count: number;
  resetAt: number;
}

@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger('RateLimiter');
  private readonly windows = boundedCache<string, Window>({ maxEntries: MAX_MEMORY_KEYS });
  private redisFailing = false;

  constructor(@Inject(REDIS_CLIENT) private readonly redis: RedisClient) {}

  /**
   * Counts one hit for `key`; throws `rate_limit/exceeded` (429 with Retry-After in seconds) once
   * more than `limit` hits fall within the current `windowMs` window.
   */
  async consume(key: string, limit: number, windowMs: number): Promise<void> {
    // Once Redis failed, it is asked again only when ioredis has reconnected: no request waits for it.
    const useRedis = this.redis && !(this.redisFailing && this.redis.status !== 'ready');
    const { count, remainingMs } = useRedis
      ? await this.consumeRedis(key, windowMs).catch((error: unknown) => this.fallBack(error, key, windowMs))
      : this.consumeMemory(key, windowMs);
    if (count > limit) {
      const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
      throw new AppError('rate_limit/exceeded', 'Too many requests; try again later', {
        'Retry-After': String(seconds),
      });
    }
  }

  private async consumeRedis(key: string, windowMs: number): Promise<{ count: number; remainingMs: number }> {
    const redis = this.redis as NonNullable<RedisClient>;
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`)),
        REDIS_TIMEOUT_MS,
      );
    });
    const reply = (await Promise.race([
      redis.eval(CONSUME_SCRIPT, 1, REDIS_PREFIX + key, String(windowMs)),
      timeout,
    ]).finally(() => clearTimeout(timer))) as [number, number];
    this.redisFailing = false;
    return { count: Number(reply[0]), remainingMs: Number(reply[1]) };
  }

  /**
   * While Redis is unreachable each instance limits on its own rather than refusing every write or
   * letting everything through; the shared limit returns with Redis.
   */
  private fallBack(error: unknown, key: string, windowMs: number): { count: number; remainingMs: number } {
    if (!this.redisFailing) {
      this.logger.warn(
        `Redis unavailable, limiting in memory: ${error instanceof Error ? error.message : String(error)}`,
      );
      this.redisFailing = true;
    }
    return this.consumeMemory(key, windowMs);
  }

  private consumeMemory(key: string, windowMs: number): { count: number; remainingMs: number } {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += 1;
    return { count: window.count, remainingMs: window.resetAt - now };
  }
}
