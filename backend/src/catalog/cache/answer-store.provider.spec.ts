import Redis from 'ioredis';
import { MemoryAnswerStore, RedisAnswerStore } from './answer-cache';
import { createAnswerStore } from './answer-store.provider';

describe('createAnswerStore', () => {
  it('keeps answers in-process without Redis, bounded by memoryCacheEntries', async () => {
    const store = createAnswerStore({ memoryCacheEntries: 1 });
    expect(store).toBeInstanceOf(MemoryAnswerStore);
    await store.set('a', { answer: { data: { a: 1 } }, freshUntil: 0 }, 60_000);
    await store.set('b', { answer: { data: { b: 1 } }, freshUntil: 0 }, 60_000);
    expect(await store.get('a')).toBeNull();
    expect((await store.get('b'))?.answer).toEqual({ data: { b: 1 } });
  });

  it('shares answers through Redis when a client is configured', () => {
    const redis = new Redis({ lazyConnect: true });
    try {
      expect(createAnswerStore({ memoryCacheEntries: 1 }, redis)).toBeInstanceOf(RedisAnswerStore);
    } finally {
      redis.disconnect();
    }
  });
});
