// Each user's entries as last read, so a collection of thousands or a page's mediaListEntry fields are
// answered without reading the database again: dropped on every change of the user's list, made here
// or heard from another instance (MediaListEvents), and kept only while every change is heard. The same
// record of changes gives each user's list a revision, which the list API's kept answers are checked
// against (graphql/list-answers.ts).
import { Injectable } from '@nestjs/common';
import { boundedCache, type BoundedCache } from '../common';
import { MediaListEvents } from './media-list-events';
import type { MediaListEntry } from './media-list.types';

/** An entry's share of the memory bound: its object, two dates and a short memo. */
const ENTRY_BYTES = 600;
const BOUNDS = { lists: 2000, bytes: 64 * 1024 * 1024 };
/** Users whose changes are counted before the counts start over (and every kept list is dropped). */
const MAX_COUNTED_USERS = 100_000;

function frozen(entry: MediaListEntry): MediaListEntry {
  Object.freeze(entry.startedAt);
  Object.freeze(entry.completedAt);
  return Object.freeze(entry);
}

/** A point in the record of changes (MediaListCache.mark). */
export interface ChangeMark {
  readonly round: number;
  readonly changes: number;
}

@Injectable()
export class MediaListCache {
  private readonly kept: BoundedCache<number, readonly MediaListEntry[]> = boundedCache({
    maxEntries: BOUNDS.lists,
    bytes: {
      max: BOUNDS.bytes,
      sizeOf: (entries: readonly MediaListEntry[]) => 64 + entries.length * ENTRY_BYTES,
    },
  });
  /**
   * Each user's last change heard, numbered in the order heard since the counts started over: a read
   * that saw a change happen while it ran is not kept.
   */
  private readonly lastChange = new Map<number, number>();
  private changes = 0;
  private round = 0;
  private epoch: number;

  constructor(private readonly events: MediaListEvents) {
    this.epoch = events.coherenceEpoch;
    events.all.subscribe(({ userId }) => this.drop(userId));
  }

  /** The user's entries, frozen, in no particular order: kept ones, or `load`ed (and kept when nothing changed meanwhile). */
  async entries(userId: number, load: () => Promise<MediaListEntry[]>): Promise<readonly MediaListEntry[]> {
    this.noteLapse();
    const kept = this.kept.get(userId);
    if (kept) return kept;
    const before = this.stamp(userId);
    const loaded = (await load()).map(frozen);
    if (this.events.coherent && this.stamp(userId) === before) this.kept.set(userId, loaded);
    return loaded;
  }

  /** The user's list changed: called by the writer before it answers, so its next read sees the change. */
  drop(userId: number): void {
    this.kept.delete(userId);
    this.changes += 1;
    this.lastChange.set(userId, this.changes);
    if (this.lastChange.size > MAX_COUNTED_USERS) this.startOver();
  }

  /** Where the record of changes stands now, to ask later which users changed since; null while changes may go unheard. */
  mark(): ChangeMark | null {
    this.noteLapse();
    return this.events.coherent ? { round: this.round, changes: this.changes } : null;
  }

  /**
   * The user's list revision on this instance (their entries and their settings), null while changes
   * may go unheard; with `since`, also null when the user changed after that mark.
   */
  revision(userId: number, since?: ChangeMark): string | null {
    const mark = this.mark();
    if (!mark) return null;
    if (since && (since.round !== mark.round || (this.lastChange.get(userId) ?? 0) > since.changes))
      return null;
    return this.stamp(userId);
  }

  private noteLapse(): void {
    if (this.events.coherenceEpoch === this.epoch) return;
    this.epoch = this.events.coherenceEpoch;
    this.startOver();
  }

  private startOver(): void {
    this.kept.clear();
    this.lastChange.clear();
    this.changes = 0;
    this.round += 1;
  }

  private stamp(userId: number): string {
    return `${this.round}:${this.lastChange.get(userId) ?? 0}`;
  }
}
