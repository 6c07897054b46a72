import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { AppError, createRedisClient } from '../common';
import { TEST_REDIS_URL } from '../testing';
import { RateLimiterService } from './rate-limiter.service';

async function refusal(promise: Promise<void>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected the limit to be exceeded');
}

async function consumeMany(limiter: RateLimiterService, key: string, times: number, windowMs = 60_000) {
  for (let i = 0; i < times; i += 1) await limiter.consume(key, times, windowMs);
}

describe('RateLimiterService in memory', () => {
  afterEach(() => jest.useRealTimers());

  it('allows `limit` hits per window, then answers 429 with Retry-After in seconds', async () => {
    const limiter = new RateLimiterService(null);
    await consumeMany(limiter, 'user-1', 3, 30_000);
    const error = await refusal(limiter.consume('user-1', 3, 30_000));
    expect(error.code).toBe('rate_limit/exceeded');
    expect(error.status).toBe(429);
    expect(Number(error.headers['Retry-After'])).toBeGreaterThanOrEqual(29);
    expect(Number(error.headers['Retry-After'])).toBeLessThanOrEqual(30);
  });

  it('counts keys separately', async () => {
    const limiter = new RateLimiterService(null);
    await consumeMany(limiter, 'user-a', 2);
    await expect(limiter.consume('user-b', 2, 60_000)).resolves.toBeUndefined();
  });

  it('opens a new window once the old one has passed', async () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const limiter = new RateLimiterService(null);
    await consumeMany(limiter, 'user-1', 2, 1000);
    await expect(limiter.consume('user-1', 2, 1000)).rejects.toBeInstanceOf(AppError);
    jest.setSystemTime(1_001_001);
    await expect(limiter.consume('user-1', 2, 1000)).resolves.toBeUndefined();
  });

  it('keeps limiting recent keys while a flood of distinct keys is evicted', async () => {
    const limiter = new RateLimiterService(null);
    await consumeMany(limiter, 'steady', 1);
    for (let i = 0; i < 20_000; i += 1) {
      await limiter.consume(`flood-${i}`, 5, 60_000);
      // Touch the steady key now and then, as an active user would.
      if (i % 1000 === 0) await refusal(limiter.consume('steady', 1, 60_000));
    }
    await expect(refusal(limiter.consume('steady', 1, 60_000))).resolves.toBeInstanceOf(AppError);
  });
});

describe('RateLimiterService on Redis', () => {
  const clients: Redis[] = [];
  const newClient = () => {
    const client = createRedisClient(TEST_REDIS_URL);
    clients.push(client);
    return client;
  };

  afterAll(async () => {
    await Promise.all(
      clients.map(async (client) => {
        if (client.status === 'ready') await client.quit();
        else client.disconnect();
      }),
    );
  });

  it('holds one limit across two instances sharing Redis', async () => {
    const key = `spec-${randomUUID()}`;
    const first = new RateLimiterService(newClient());
    const second = new RateLimiterService(newClient());
    await first.consume(key, 4, 60_000);
    await second.consume(key, 4, 60_000);
    await first.consume(key, 4, 60_000);
    await second.consume(key, 4, 60_000);
    const error = await refusal(first.consume(key, 4, 60_000));
    expect(error.code).toBe('rate_limit/exceeded');
    expect(Number(error.headers['Retry-After'])).toBeGreaterThanOrEqual(59);
    await expect(second.consume(key, 4, 60_000)).rejects.toBeInstanceOf(AppError);
  });

  it('counts concurrent hits atomically', async () => {
    const key = `spec-${randomUUID()}`;
    const limiters = [new RateLimiterService(newClient()), new RateLimiterService(newClient())];
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) => limiters[i % 2]!.consume(key, 20, 60_000)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(20);
  });

  it('still limits, per instance, while Redis is unreachable', async () => {
    const unreachable = createRedisClient(
      'redis://127.0.0.1:1',
      { warn: () => undefined },
      { disconnectTimeout: 0 },
    );
    clients.push(unreachable);
    const limiter = new RateLimiterService(unreachable);
    await limiter.consume('user-1', 1, 60_000);
    await expect(refusal(limiter.consume('user-1', 1, 60_000))).resolves.toMatchObject({
      code: 'rate_limit/exceeded',
    });
  });

  it('answers while an unreachable Redis keeps its commands queued, as the app configures it', async () => {
    // lazyConnect with the offline queue: ioredis holds a command while it reconnects; nothing waits on it.
    const unreachable = createRedisClient('redis://127.0.0.1:1', { warn: () => undefined });
    clients.push(unreachable);
    const limiter = new RateLimiterService(unreachable);
    for (let hit = 0; hit < 3; hit += 1) await limiter.consume('user-2', 3, 60_000);
    await expect(refusal(limiter.consume('user-2', 3, 60_000))).resolves.toMatchObject({
      code: 'rate_limit/exceeded',
    });
  });

  it('lets the window expire in Redis', async () => {
    const key = `spec-${randomUUID()}`;
    const limiter = new RateLimiterService(newClient());
    await limiter.consume(key, 1, 200);
    await expect(limiter.consume(key, 1, 200)).rejects.toBeInstanceOf(AppError);
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(limiter.consume(key, 1, 200)).resolves.toBeUndefined();
  });
});
