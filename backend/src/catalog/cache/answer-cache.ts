// Cached upstream answers: in-process LRU by default, Redis (shared by instances) when configured.
import { Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { boundedCache, stringBytes, type BoundedCache } from '../../common';
import type { GraphQLAnswer } from '../catalog-types';

export interface CachedAnswer {
  answer: GraphQLAnswer;
  /** Epoch ms: served as is until then, then served stale while a refresh runs. */
  freshUntil: number;
}

export interface AnswerStore {
  get(key: string): Promise<CachedAnswer | null>;
  /** Keeps the entry `retainMs` (its fresh time plus the stale window). */
  set(key: string, value: CachedAnswer, retainMs: number): Promise<void>;
}

/** What the in-process store may hold: upstream answers differ in size by a thousand times. */
const MEMORY_STORE_BYTES = 32 * 1024 * 1024;

interface StoredAnswer {
  value: CachedAnswer;
  expiresAt: number;
  /** The answer's JSON length, measured once as it is stored. */
  bytes: number;
}

export class MemoryAnswerStore implements AnswerStore {
  private readonly kept: BoundedCache<string, StoredAnswer>;

  constructor(maxEntries: number, maxBytes = MEMORY_STORE_BYTES) {
    this.kept = boundedCache({
      maxEntries,
      bytes: { max: maxBytes, sizeOf: (entry, key) => stringBytes(key) + entry.bytes },
    });
  }

  async get(key: string): Promise<CachedAnswer | null> {
    const entry = this.kept.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : null;
  }

  async set(key: string, value: CachedAnswer, retainMs: number): Promise<void> {
    const bytes = stringBytes(JSON.stringify(value.answer));
    this.kept.set(key, { value, expiresAt: Date.now() + retainMs, bytes });
  }
}

/** A Redis that is down must not hold a request longer than this (the auto fallback promises < 1 s). */
const REDIS_READ_TIMEOUT_MS = 150;

/** JSON values with a TTL; a Redis failure or a slow read is a cache miss, never a failed request. */
export class RedisAnswerStore implements AnswerStore {
  private readonly logger = new Logger('CatalogCache');

  constructor(
    private readonly redis: Redis,
    private readonly prefix = 'anifan:catalog:',
  ) {}

  async get(key: string): Promise<CachedAnswer | null> {
    try {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('read timed out')), REDIS_READ_TIMEOUT_MS);
      });
      const raw = await Promise.race([this.redis.get(this.prefix + key), timeout]).finally(() =>
        clearTimeout(timer),
      );
      return raw ? (JSON.parse(raw) as CachedAnswer) : null;
    } catch (error) {
      this.logger.warn(`cache read failed: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
  }

  async set(key: string, value: CachedAnswer, retainMs: number): Promise<void> {
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(value), 'PX', Math.max(1, Math.round(retainMs)));
    } catch (error) {
      this.logger.warn(`cache write failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
