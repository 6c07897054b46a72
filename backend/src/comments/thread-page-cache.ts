// Keeps the guest answer of each thread page in memory, ready to send, invalidated by the thread events
// (as comment-list-cache.ts keeps the character comment lists).
import { createHash } from 'node:crypto';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { THREAD_PAGE_SIZE, type ThreadKey, type ThreadPage, type ThreadPageQuery } from '@anifan/contract';
import { boundedCache } from '../common';
import { ThreadEventsService } from './thread-events.service';

/** Pages kept (each (thread, before, limit) is one); the least recently read is dropped first. */
export const THREAD_PAGE_CACHE_SIZE = 2000;
/** And at most about this much memory: a page of 100 comments with their replies can exceed 100 KB. */
export const THREAD_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Redis pub/sub delivers at most once, so a lost event from another instance would otherwise leave a
 * page stale forever; this bounds it. Writes through this instance never wait for it.
 */
export const THREAD_PAGE_CACHE_TTL_MS = 30_000;

/** A guest's page serialised once, with its ETag. */
export interface CachedThreadPage {
  readonly body: Buffer;
  /** Weak ETag of `body` (as the character comment list has), computed once instead of per request. */
  readonly etag: string;
}

export function buildThreadPage(page: ThreadPage): CachedThreadPage {
  const body = Buffer.from(JSON.stringify(page), 'utf8');
  const hash = createHash('sha1').update(body).digest('base64').slice(0, 27);
  return { body, etag: `W/"${body.length.toString(16)}-${hash}"` };
}

/** The page a query asks for, as one key; the thread comes first, so `invalidate` can find its pages. */
export function threadPageKey(query: ThreadPageQuery): string {
  return `${query.thread} ${query.before ?? ''} ${query.limit ?? THREAD_PAGE_SIZE}`;
}

interface Entry {
  thread: ThreadKey;
  page: CachedThreadPage;
  expiresAt: number;
  epoch: number;
}

@Injectable()
export class ThreadPageCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = boundedCache<string, Entry>({
    maxEntries: THREAD_PAGE_CACHE_SIZE,
    bytes: {
      max: THREAD_PAGE_CACHE_MAX_BYTES,
      sizeOf: (entry, key) => entry.page.body.length + entry.page.etag.length * 2 + key.length * 2,
    },
    onDrop: (entry, key) => this.forget(entry.thread, key),
  });
  /** The kept pages of each thread, so a change drops all of them; as bounded as `entries`. */
  private readonly pagesOf = new Map<ThreadKey, Set<string>>();
  /**
   * Bumped by every invalidation. A load that started before a write may finish after it; it is kept
   * only if nothing was invalidated meanwhile, so a stale read can never be stored over a fresh one.
   */
  private generation = 0;
  private readonly inFlight = new Map<string, { generation: number; page: Promise<CachedThreadPage> }>();
  private subscription: Subscription | null = null;
  /** Replaceable so tests can move time past the TTL. */
  now: () => number = Date.now;

  constructor(private readonly events: ThreadEventsService) {}

  onModuleInit(): void {
    // Events from other instances (through Redis) and this one's own echo both land here.
    this.subscription = this.events.all.subscribe((event) => this.invalidate(event.thread));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.entries.clear();
    this.inFlight.clear();
  }

  /** The kept guest answer of the page, if it is still current: no promise, for the route's fast path. */
  peek(query: ThreadPageQuery): CachedThreadPage | null {
    const key = threadPageKey(query);
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (
      entry.expiresAt <= this.now() ||
      entry.epoch !== this.events.coherenceEpoch ||
      !this.events.coherent
    ) {
      this.entries.delete(key);
      return null;
    }
    return entry.page;
  }

  /** The kept guest answer of the page, or one built from `load` (and kept when it is still current). */
  get(query: ThreadPageQuery, load: () => Promise<ThreadPage>): Promise<CachedThreadPage> {
    const cached = this.peek(query);
    if (cached) return Promise.resolve(cached);
    const key = threadPageKey(query);
    // Requests missing together share one database read, unless a write came after it started.
    const flight = this.inFlight.get(key);
    if (flight && flight.generation === this.generation) return flight.page;
    const generation = this.generation;
    const page = this.fill(key, query.thread, load, generation).finally(() => {
      if (this.inFlight.get(key)?.page === page) this.inFlight.delete(key);
    });
    this.inFlight.set(key, { generation, page });
    return page;
  }

  /** Called synchronously after every change on this instance, before it is answered (read-your-writes). */
  invalidate(thread: ThreadKey): void {
    this.generation += 1;
    for (const key of [...(this.pagesOf.get(thread) ?? [])]) this.entries.delete(key);
  }

  /** Pages currently kept. */
  get size(): number {
    return this.entries.size;
  }

  /** Memory the kept pages hold, roughly. */
  get sizeInBytes(): number {
    return this.entries.calculatedSize;
  }

  private async fill(
    key: string,
    thread: ThreadKey,
    load: () => Promise<ThreadPage>,
    generation: number,
  ): Promise<CachedThreadPage> {
    const epoch = this.events.coherenceEpoch;
    const page = buildThreadPage(await load());
    if (generation === this.generation && this.events.coherent && epoch === this.events.coherenceEpoch) {
      // The least recently read pages go first past either bound; a single oversized page is not kept.
      this.entries.set(key, { thread, page, epoch, expiresAt: this.now() + THREAD_PAGE_CACHE_TTL_MS });
      if (this.entries.has(key)) {
        const keys = this.pagesOf.get(thread) ?? new Set<string>();
        keys.add(key);
        this.pagesOf.set(thread, keys);
      }
    }
    return page;
  }

  private forget(thread: ThreadKey, key: string): void {
    const keys = this.pagesOf.get(thread);
    if (!keys) return;
    keys.delete(key);
    if (keys.size === 0) this.pagesOf.delete(thread);
  }
}
