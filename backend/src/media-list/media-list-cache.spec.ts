// MediaListCache over stand-in events: a user's entries kept until their list changes (here or heard from
// another instance), a read that overlapped a change not kept, nothing kept while changes may go unheard.
import { Subject } from 'rxjs';
import type { ListChange, MediaListEvents } from './media-list-events';
import { MediaListCache } from './media-list-cache';
import type { MediaListEntry } from './media-list.types';

const DATE = { year: null, month: null, day: null };

function entry(id: number, userId: number): MediaListEntry {
  return {
    id,
    userId,
    mediaId: 100 + id,
    status: 'CURRENT',
    progress: 1,
    repeat: 0,
    scoreRaw: 0,
    notes: null,
    private: false,
    startedAt: { ...DATE },
    completedAt: { ...DATE },
    createdAt: 1,
    updatedAt: 1,
    revision: 1,
  };
}

function setUp() {
  const changes = new Subject<ListChange>();
  const events = { all: changes.asObservable(), coherent: true, coherenceEpoch: 0 };
  const cache = new MediaListCache(events as unknown as MediaListEvents);
  let reads = 0;
  const load = (userId: number) => async () => {
    reads += 1;
    return [entry(reads, userId)];
  };
  return { cache, changes, events, load, reads: () => reads };
}

describe('MediaListCache', () => {
  it('keeps a user’s entries, frozen, until their list changes here', async () => {
    const { cache, load, reads } = setUp();
    const first = await cache.entries(1, load(1));
    expect(await cache.entries(1, load(1))).toBe(first);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(Object.isFrozen(first[0]?.startedAt)).toBe(true);
    cache.drop(1);
    expect((await cache.entries(1, load(1)))[0]?.id).toBe(2);
    expect(reads()).toBe(2);
  });

  it('drops a user’s entries when another instance’s change is heard, and only theirs', async () => {
    const { cache, changes, load, reads } = setUp();
    await cache.entries(1, load(1));
    await cache.entries(2, load(2));
    changes.next({ userId: 2, event: { type: 'deleted', entry: { id: 9, mediaId: 9, revision: 2 } } });
    await cache.entries(1, load(1));
    await cache.entries(2, load(2));
    expect(reads()).toBe(3);
  });

  it('does not keep a read that a change overlapped', async () => {
    const { cache, load, reads } = setUp();
    let finish: () => void = () => undefined;
    const slow = cache.entries(1, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return load(1)();
    });
    cache.drop(1);
    finish();
    await slow;
    await cache.entries(1, load(1));
    expect(reads()).toBe(2);
  });

  it('keeps nothing while changes may go unheard, and forgets everything after a lapse', async () => {
    const { cache, events, load, reads } = setUp();
    events.coherent = false;
    await cache.entries(1, load(1));
    await cache.entries(1, load(1));
    expect(reads()).toBe(2);
    events.coherent = true;
    await cache.entries(1, load(1));
    events.coherenceEpoch = 1;
    await cache.entries(1, load(1));
    expect(reads()).toBe(4);
  });

  it('gives each user’s list a revision that changes with their changes only, none while changes may go unheard', () => {
    const { cache, changes, events } = setUp();
    const mark = cache.mark();
    const before = cache.revision(1);
    expect(cache.revision(1)).toBe(before);
    changes.next({ userId: 2, event: { type: 'deleted', entry: { id: 9, mediaId: 9, revision: 2 } } });
    expect(cache.revision(1)).toBe(before);
    expect(cache.revision(1, mark ?? undefined)).toBe(before);
    expect(cache.revision(2, mark ?? undefined)).toBeNull();
    cache.drop(1);
    expect(cache.revision(1)).not.toBe(before);
    events.coherent = false;
    expect(cache.mark()).toBeNull();
    expect(cache.revision(1)).toBeNull();
    events.coherent = true;
    const after = cache.revision(1);
    events.coherenceEpoch = 1;
    expect(cache.revision(1)).not.toBe(after);
  });
});
