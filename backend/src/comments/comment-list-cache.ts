// Keeps each character's public comment list in memory, ready to send, invalidated by the comment event stream.
import { createHash } from 'node:crypto';
import { Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { boundedCache } from '../common';
import type { CharacterId, PublicComment } from '@anifan/contract';
import { CommentEventsService } from './comment-events.service';

/** Characters kept; the least recently read is dropped first. */
export const COMMENT_LIST_CACHE_SIZE = 1000;
/**
 * And at most about this much memory: a list of 500 long comments serialises to over a megabyte, so
 * the count alone would not bound it.
 */
export const COMMENT_LIST_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Redis pub/sub delivers at most once, so a lost event from another instance would otherwise leave a
 * list stale forever; this bounds it. Writes through this instance never wait for it.
 */
export const COMMENT_LIST_CACHE_TTL_MS = 30_000;

/** A stored comment as it is answered, plus the one private fact needed to tell each viewer `mine`. */
export interface ListedComment {
  comment: PublicComment;
  /** Server-side only: never part of a response. */
  authorUid: string;
}

/** One character's list, serialised once: the guest body whole, and per comment for signed-in viewers. */
export interface CachedCommentList {
  /** The answer for a viewer who wrote none of the comments (every guest). */
  readonly guestBody: Buffer;
  /** Express's weak ETag of `guestBody`, computed once instead of per request. */
  readonly guestEtag: string;
  /** Whether any comment has this author. */
  hasAuthor(uid: string): boolean;
  /** The answer for a signed-in viewer, without the comments of authors they muted. */
  bodyFor(uid: string, muted?: ReadonlySet<string>): string;
  /** Roughly what the list holds in memory: the guest body and the per-comment fragments. */
  readonly bytes: number;
}

/** Each comment's JSON without its closing brace, so `mine` can be appended per viewer. */
function openFragments(comments: readonly ListedComment[]): string[] {
  return comments.map(({ comment }) => JSON.stringify(comment).slice(0, -1));
}

export function buildCommentList(comments: readonly ListedComment[]): CachedCommentList {
  const fragments = openFragments(comments);
  const uids = comments.map(({ authorUid }) => authorUid);
  const authors = new Set(uids);
  const join = (uid: string | null, muted?: ReadonlySet<string>): string =>
    `[${fragments
      .flatMap((fragment, i) =>
        muted?.has(uids[i] as string) ? [] : [`${fragment},"mine":${uids[i] === uid}}`],
      )
      .join(',')}]`;
  const guestBody = Buffer.from(join(null), 'utf8');
  const hash = createHash('sha1').update(guestBody).digest('base64').slice(0, 27);
  return {
    guestBody,
    guestEtag: `W/"${guestBody.length.toString(16)}-${hash}"`,
    hasAuthor: (uid) => authors.has(uid),
    bodyFor: (uid, muted) => join(uid, muted),
    bytes: guestBody.length * 2,
  };
}

interface Entry {
  list: CachedCommentList;
  expiresAt: number;
  epoch: number;
}

@Injectable()
export class CommentListCache implements OnModuleInit, OnModuleDestroy {
  private readonly entries = boundedCache<CharacterId, Entry>({
    maxEntries: COMMENT_LIST_CACHE_SIZE,
    bytes: { max: COMMENT_LIST_CACHE_MAX_BYTES, sizeOf: (entry) => entry.list.bytes },
  });
  /**
   * Bumped by every invalidation. A load that started before a write may finish after it; it is kept
   * only if nothing was invalidated meanwhile, so a stale read can never be stored over a fresh one.
   */
  private generation = 0;
  private readonly inFlight = new Map<
    CharacterId,
    { generation: number; list: Promise<CachedCommentList> }
  >();
  private subscription: Subscription | null = null;
  /** Replaceable so tests can move time past the TTL. */
  now: () => number = Date.now;

  constructor(private readonly events: CommentEventsService) {}

  onModuleInit(): void {
    // Events from other instances (through Redis) and this one's own echo both land here.
    this.subscription = this.events.all.subscribe((event) => this.invalidate(event.comment.characterId));
  }

  onModuleDestroy(): void {
    this.subscription?.unsubscribe();
    this.entries.clear();
    this.inFlight.clear();
  }

  /** The cached list of `characterId`, or one built from `load` (and cached when it is still current). */
  get(characterId: CharacterId, load: () => Promise<ListedComment[]>): Promise<CachedCommentList> {
    const cached = this.lookup(characterId);
    if (cached) return Promise.resolve(cached);
    // Requests missing together share one database read, unless a write came after it started.
    const flight = this.inFlight.get(characterId);
    if (flight && flight.generation === this.generation) return flight.list;
    const generation = this.generation;
    const list = this.fill(characterId, load, generation).finally(() => {
      if (this.inFlight.get(characterId)?.list === list) this.inFlight.delete(characterId);
    });
    this.inFlight.set(characterId, { generation, list });
    return list;
  }

  private async fill(
    characterId: CharacterId,
    load: () => Promise<ListedComment[]>,
    generation: number,
  ): Promise<CachedCommentList> {
    const epoch = this.events.coherenceEpoch;
    const list = buildCommentList(await load());
    if (generation === this.generation && this.events.coherent && epoch === this.events.coherenceEpoch) {
      // The least recently read lists go first past either bound; a single oversized list is not kept.
      this.entries.set(characterId, { list, epoch, expiresAt: this.now() + COMMENT_LIST_CACHE_TTL_MS });
    }
    return list;
  }

  /** Called synchronously after every write on this instance, before it is answered (read-your-writes). */
  invalidate(characterId: CharacterId): void {
    this.generation += 1;
    this.entries.delete(characterId);
  }

  /** Characters currently cached. */
  get size(): number {
    return this.entries.size;
  }

  /** Memory the cached lists hold, roughly. */
  get sizeInBytes(): number {
    return this.entries.calculatedSize;
  }

  private lookup(characterId: CharacterId): CachedCommentList | null {
    const entry = this.entries.get(characterId);
    if (!entry) return null;
    if (
      entry.expiresAt <= this.now() ||
      entry.epoch !== this.events.coherenceEpoch ||
      !this.events.coherent
    ) {
      this.entries.delete(characterId);
      return null;
    }
    return entry.list;
  }
}
