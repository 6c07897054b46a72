// The one bounded cache of the backend: lru-cache, bounded by entries and optionally by bytes and age.
// Each cache belongs to the injectable instance that creates it, so it ends with its application.
import { LRUCache } from 'lru-cache';

export type BoundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>> = LRUCache<K, V>;

export interface ByteBound<K, V> {
  /** Bytes kept at most, as counted by `sizeOf`; the least recently used entries go first. */
  max: number;
  /** The bytes an entry holds, its key included. */
  sizeOf: (value: V, key: K) => number;
  /** An entry larger than this is not kept, so one huge value cannot empty the cache (default `max`). */
  maxEntry?: number;
}

export interface CacheBounds<K, V> {
  /** Entries kept; the least recently used goes first. */
  maxEntries: number;
  bytes?: ByteBound<K, V>;
  /** An entry older than this is not answered. */
  ttlMs?: number;
  /** Where age is read from (tests move it past `ttlMs`); default `performance`. */
  clock?: { now(): number };
  /** Called when an entry leaves the cache other than by being set again (evicted, expired, deleted). */
  onDrop?: (value: V, key: K) => void;
}

export function boundedCache<K extends NonNullable<unknown>, V extends NonNullable<unknown>>(
  bounds: CacheBounds<K, V>,
): BoundedCache<K, V> {
  const { maxEntries, bytes, ttlMs, clock, onDrop } = bounds;
  return new LRUCache<K, V>({
    max: maxEntries,
    ...(bytes
      ? {
          maxSize: bytes.max,
          maxEntrySize: bytes.maxEntry ?? bytes.max,
          // lru-cache takes positive integers only.
          sizeCalculation: (value: V, key: K) => Math.max(1, Math.ceil(bytes.sizeOf(value, key))),
        }
      : {}),
    ...(ttlMs !== undefined ? { ttl: ttlMs } : {}),
    // A given clock is read on every lookup: lru-cache otherwise keeps a reading for a millisecond.
    ...(clock ? { perf: clock, ttlResolution: 0 } : {}),
    ...(onDrop
      ? {
          dispose: (value: V, key: K, reason: LRUCache.DisposeReason) => {
            if (reason !== 'set') onDrop(value, key);
          },
        }
      : {}),
  });
}

/** Bytes of a JavaScript string's text, at most two per UTF-16 unit (V8 keeps Latin-1 text in one). */
export const stringBytes = (text: string): number => text.length * 2;
