import { THREAD_PAGE_SIZE, type ThreadComment, type ThreadKey, type ThreadPage } from '@anifan/contract';
import { ThreadEventsService, type ThreadEvent } from './thread-events.service';
import {
  buildThreadPage,
  THREAD_PAGE_CACHE_MAX_BYTES,
  THREAD_PAGE_CACHE_SIZE,
  THREAD_PAGE_CACHE_TTL_MS,
  threadPageKey,
  ThreadPageCache,
} from './thread-page-cache';
import { noReactions } from './thread-views';

const T: ThreadKey = 'episode:113415:1';
const OTHER: ThreadKey = 'character:127691';

function comment(
  thread: ThreadKey,
  commentId: number,
  text = `コメント ${commentId} </script> 😀`,
): ThreadComment {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, commentId)).toISOString();
  return {
    commentId,
    thread,
    parentId: null,
    userId: `public-${commentId}`,
    authorName: `名前 "${commentId}"`,
    authorPhotoURL: null,
    commentText: text,
    spoiler: false,
    createdAt: at,
    updatedAt: at,
    reactions: noReactions(),
    myReactions: [],
    mine: false,
    hidden: null,
    replies: [],
  };
}

/** An events service whose Redis subscription can be switched off and on, as a dropped connection would. */
class SwitchableEvents extends ThreadEventsService {
  up = true;
  lapses = 0;

  constructor() {
    super(null);
  }

  override get coherent(): boolean {
    return this.up;
  }

  override get coherenceEpoch(): number {
    return this.lapses;
  }
}

describe('buildThreadPage', () => {
  it('serialises the page once, with a weak ETag of its bytes', () => {
    const page: ThreadPage = { thread: T, comments: [comment(T, 1)], nextBefore: null };
    const built = buildThreadPage(page);
    expect(JSON.parse(built.body.toString('utf8'))).toEqual(page);
    expect(built.etag).toMatch(new RegExp(`^W/"${built.body.length.toString(16)}-[A-Za-z0-9+/]{27}"$`));
    expect(buildThreadPage({ ...page, comments: [comment(T, 1, 'edited')] }).etag).not.toBe(built.etag);
  });

  it('keys each (thread, before, limit) apart, the default limit as the page size', () => {
    expect(threadPageKey({ thread: T })).toBe(threadPageKey({ thread: T, limit: THREAD_PAGE_SIZE }));
    expect(threadPageKey({ thread: T })).not.toBe(threadPageKey({ thread: T, before: 5 }));
    expect(threadPageKey({ thread: T, limit: 5 })).not.toBe(threadPageKey({ thread: T, limit: 6 }));
  });
});

describe('ThreadPageCache', () => {
  let events: SwitchableEvents;
  let cache: ThreadPageCache;
  let loads: number;
  let stored: ThreadComment[];
  const load =
    (thread: ThreadKey = T) =>
    (): Promise<ThreadPage> => {
      loads += 1;
      return Promise.resolve({ thread, comments: stored, nextBefore: null });
    };
  const guestView = async (thread: ThreadKey = T, before?: number): Promise<ThreadPage> =>
    JSON.parse((await cache.get({ thread, before }, load(thread))).body.toString('utf8')) as ThreadPage;

  beforeEach(async () => {
    events = new SwitchableEvents();
    await events.onModuleInit();
    cache = new ThreadPageCache(events);
    cache.onModuleInit();
    loads = 0;
    stored = [comment(T, 1)];
  });

  afterEach(async () => {
    cache.onModuleDestroy();
    await events.onModuleDestroy();
  });

  it('reads the database once, then answers from memory, also without a promise (peek)', async () => {
    expect(cache.peek({ thread: T })).toBeNull();
    const first = await cache.get({ thread: T }, load());
    await cache.get({ thread: T }, load());
    expect(loads).toBe(1);
    expect(cache.peek({ thread: T })).toBe(first);
  });

  it('answers the new page right after an invalidation', async () => {
    await guestView();
    stored = [comment(T, 2), ...stored];
    cache.invalidate(T);
    expect(cache.peek({ thread: T })).toBeNull();
    expect((await guestView()).comments).toHaveLength(2);
  });

  it.each(['created', 'updated', 'deleted', 'hidden', 'restored', 'reactions'] as const)(
    'drops every page of the thread a %s event is about, and only those',
    async (type) => {
      await cache.get({ thread: T }, load());
      await cache.get({ thread: T, before: 100 }, load());
      await cache.get({ thread: T, limit: 5 }, load());
      await cache.get({ thread: OTHER }, load(OTHER));
      const event: ThreadEvent = { thread: T, type, data: { commentId: 1 } };
      await events.publish(event);
      for (const query of [{}, { before: 100 }, { limit: 5 }])
        expect(cache.peek({ thread: T, ...query })).toBeNull();
      expect(cache.peek({ thread: OTHER })).not.toBeNull();
      expect(cache.size).toBe(1);
    },
  );

  it('does not keep a page read before a write that finished while it was being read', async () => {
    let release: (page: ThreadPage) => void = () => undefined;
    const slow = cache.get(
      { thread: T },
      () =>
        new Promise<ThreadPage>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate(T);
    release({ thread: T, comments: [comment(T, 1)], nextBefore: null });
    await slow;
    stored = [];
    expect((await guestView()).comments).toEqual([]);
  });

  it('shares one database read between requests that miss together', async () => {
    const pages = await Promise.all([1, 2, 3].map(() => cache.get({ thread: T }, load())));
    expect(loads).toBe(1);
    expect(new Set(pages).size).toBe(1);
  });

  it('does not let a request made after a write join a read that started before it', async () => {
    let release: (page: ThreadPage) => void = () => undefined;
    const slow = cache.get(
      { thread: T },
      () =>
        new Promise<ThreadPage>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate(T);
    stored = [];
    const fresh = await guestView();
    release({ thread: T, comments: [comment(T, 1)], nextBefore: null });
    await slow;
    expect(fresh.comments).toEqual([]);
    expect((await guestView()).comments).toEqual([]);
  });

  it('reads again once an entry is older than the TTL', async () => {
    let now = 1_000;
    cache.now = () => now;
    await guestView();
    now += THREAD_PAGE_CACHE_TTL_MS - 1;
    await guestView();
    expect(loads).toBe(1);
    now += 1;
    expect(cache.peek({ thread: T })).toBeNull();
    await guestView();
    expect(loads).toBe(2);
  });

  it('keeps at most THREAD_PAGE_CACHE_SIZE pages, dropping the least recently read', async () => {
    for (let i = 0; i < THREAD_PAGE_CACHE_SIZE; i += 1) await guestView(T, 1000 + i);
    await guestView(T, 1000);
    await guestView(T, 999);
    expect(cache.size).toBe(THREAD_PAGE_CACHE_SIZE);
    const before = loads;
    await guestView(T, 1000);
    expect(loads).toBe(before);
    await guestView(T, 1001);
    expect(loads).toBe(before + 1);
    // The pages dropped by the bound are forgotten with them: one invalidation still drops the rest.
    cache.invalidate(T);
    expect(cache.size).toBe(0);
  });

  it('keeps the memory of long pages bounded, dropping the least recently read', async () => {
    stored = Array.from({ length: 100 }, (_, i) => comment(T, i + 1, 'あ'.repeat(2000)));
    const befores = Array.from({ length: 200 }, (_, i) => 10_000 + i);
    for (const before of befores) await guestView(T, before);
    expect(cache.sizeInBytes).toBeLessThanOrEqual(THREAD_PAGE_CACHE_MAX_BYTES);
    expect(cache.size).toBeLessThan(befores.length);
    const before = loads;
    await guestView(T, befores.at(-1));
    expect(loads).toBe(before);
    await guestView(T, befores[0]);
    expect(loads).toBe(before + 1);
  });

  it('caches nothing while other instances’ writes cannot be heard', async () => {
    events.up = false;
    await guestView();
    await guestView();
    expect(loads).toBe(2);
  });

  it('forgets what it cached before the subscription lapsed, since events may have been missed', async () => {
    await guestView();
    events.lapses += 1;
    expect(cache.peek({ thread: T })).toBeNull();
    await guestView();
    await guestView();
    expect(loads).toBe(2);
  });
});
