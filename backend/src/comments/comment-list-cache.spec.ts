import type { CharacterId, CommentView, PublicComment } from '@anifan/contract';
import { CommentEventsService } from './comment-events.service';
import {
  buildCommentList,
  COMMENT_LIST_CACHE_MAX_BYTES,
  COMMENT_LIST_CACHE_SIZE,
  COMMENT_LIST_CACHE_TTL_MS,
  CommentListCache,
  type ListedComment,
} from './comment-list-cache';

const C = 127691;
const OTHER = 126635;

function listed(characterId: CharacterId, commentId: number, authorUid: string): ListedComment {
  const at = new Date(Date.UTC(2026, 0, 1, 0, 0, commentId)).toISOString();
  const comment: PublicComment = {
    commentId,
    characterId,
    userId: `public-${authorUid}`,
    authorName: `名前 "${commentId}"`,
    authorPhotoURL: commentId % 2 === 0 ? null : 'https://example.com/a.png',
    commentText: `コメント ${commentId} \\ </script> 😀`,
    createdAt: at,
    updatedAt: at,
  };
  return { comment, authorUid };
}

/** An events service whose Redis subscription can be switched off and on, as a dropped connection would. */
class SwitchableEvents extends CommentEventsService {
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

describe('buildCommentList', () => {
  const comments = [listed(C, 1, 'uid-a'), listed(C, 2, 'uid-b'), listed(C, 3, 'uid-a')];
  const list = buildCommentList(comments);
  const views = (mineFor: string | null): CommentView[] =>
    comments.map(({ comment, authorUid }) => ({ ...comment, mine: authorUid === mineFor }));

  it.each([
    ['a guest', null, views(null)],
    ['an author of two', 'uid-a', views('uid-a')],
    ['an author of one', 'uid-b', views('uid-b')],
  ])('answers %s with each comment flagged mine for that viewer only', (_label, uid, expected) => {
    const body = uid === null ? list.guestBody.toString('utf8') : list.bodyFor(uid);
    expect(JSON.parse(body)).toEqual(expected);
  });

  it('never puts an author uid in any body', () => {
    for (const body of [list.guestBody.toString('utf8'), list.bodyFor('uid-a'), list.bodyFor('uid-b')]) {
      expect(body).not.toContain('"uid-a"');
      expect(body).not.toContain('"uid-b"');
    }
  });

  it.each([
    ['uid-a', true],
    ['uid-b', true],
    ['uid-c', false],
  ])('knows whether %s wrote any comment (%s)', (uid, expected) => {
    expect(list.hasAuthor(uid)).toBe(expected);
  });

  it('answers an empty array for a character without comments', () => {
    const empty = buildCommentList([]);
    expect(JSON.parse(empty.guestBody.toString('utf8'))).toEqual([]);
    expect(empty.guestEtag).toMatch(/^W\/"2-[A-Za-z0-9+/]{27}"$/);
  });
});

describe('CommentListCache', () => {
  let events: SwitchableEvents;
  let cache: CommentListCache;
  let loads: number;
  let stored: ListedComment[];
  const load = (): Promise<ListedComment[]> => {
    loads += 1;
    return Promise.resolve(stored);
  };
  const guestView = async (characterId: CharacterId): Promise<unknown> =>
    JSON.parse((await cache.get(characterId, load)).guestBody.toString('utf8'));

  beforeEach(async () => {
    events = new SwitchableEvents();
    await events.onModuleInit();
    cache = new CommentListCache(events);
    cache.onModuleInit();
    loads = 0;
    stored = [listed(C, 1, 'uid-a')];
  });

  afterEach(async () => {
    cache.onModuleDestroy();
    await events.onModuleDestroy();
  });

  it('reads the database once, then answers from memory', async () => {
    await cache.get(C, load);
    await cache.get(C, load);
    expect(loads).toBe(1);
  });

  it('answers the new list right after an invalidation', async () => {
    await cache.get(C, load);
    stored = [...stored, listed(C, 2, 'uid-b')];
    cache.invalidate(C);
    expect(await guestView(C)).toHaveLength(2);
  });

  it.each(['created', 'updated', 'deleted'] as const)(
    'drops only the list of the character a %s event is about',
    async (type) => {
      await cache.get(C, load);
      await cache.get(OTHER, load);
      await events.publish({ type, comment: listed(C, 1, 'uid-a').comment });
      await cache.get(C, load);
      await cache.get(OTHER, load);
      expect(loads).toBe(3);
    },
  );

  it('does not keep a list read before a write that finished while it was being read', async () => {
    let release: (rows: ListedComment[]) => void = () => undefined;
    const slow = cache.get(
      C,
      () =>
        new Promise<ListedComment[]>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate(C);
    release([listed(C, 1, 'uid-a')]);
    await slow;
    stored = [];
    expect(await guestView(C)).toEqual([]);
  });

  it('shares one database read between requests that miss together', async () => {
    const lists = await Promise.all([cache.get(C, load), cache.get(C, load), cache.get(C, load)]);
    expect(loads).toBe(1);
    expect(new Set(lists).size).toBe(1);
  });

  it('does not let a request made after a write join a read that started before it', async () => {
    let release: (rows: ListedComment[]) => void = () => undefined;
    const slow = cache.get(
      C,
      () =>
        new Promise<ListedComment[]>((resolve) => {
          release = resolve;
        }),
    );
    cache.invalidate(C);
    stored = [];
    const fresh = await guestView(C);
    release([listed(C, 1, 'uid-a')]);
    await slow;
    expect(fresh).toEqual([]);
    expect(await guestView(C)).toEqual([]);
  });

  it('reads again once an entry is older than the TTL', async () => {
    let now = 1_000;
    cache.now = () => now;
    await cache.get(C, load);
    now += COMMENT_LIST_CACHE_TTL_MS - 1;
    await cache.get(C, load);
    expect(loads).toBe(1);
    now += 1;
    await cache.get(C, load);
    expect(loads).toBe(2);
  });

  it('keeps at most COMMENT_LIST_CACHE_SIZE characters, dropping the least recently read', async () => {
    for (let i = 0; i < COMMENT_LIST_CACHE_SIZE; i += 1) await cache.get(1000 + i, load);
    await cache.get(1000, load);
    await cache.get(999, load);
    expect(cache.size).toBe(COMMENT_LIST_CACHE_SIZE);
    const before = loads;
    await cache.get(1000, load);
    expect(loads).toBe(before);
    await cache.get(1001, load);
    expect(loads).toBe(before + 1);
  });

  it('keeps the memory of long lists bounded, dropping the least recently read', async () => {
    stored = Array.from({ length: 500 }, (_, i) => {
      const row = listed(2000, i + 1, `uid-${i}`);
      return { ...row, comment: { ...row.comment, commentText: 'あ'.repeat(1000) } };
    });
    const characters = Array.from({ length: 40 }, (_, i) => 2000 + i);
    for (const characterId of characters) await cache.get(characterId, load);
    expect(cache.sizeInBytes).toBeLessThanOrEqual(COMMENT_LIST_CACHE_MAX_BYTES);
    expect(cache.size).toBeLessThan(characters.length);
    const before = loads;
    await cache.get(characters[characters.length - 1] ?? 0, load);
    expect(loads).toBe(before);
    await cache.get(characters[0] ?? 0, load);
    expect(loads).toBe(before + 1);
  });

  it('caches nothing while other instances’ writes cannot be heard', async () => {
    events.up = false;
    await cache.get(C, load);
    await cache.get(C, load);
    expect(loads).toBe(2);
  });

  it('forgets what it cached before the subscription lapsed, since events may have been missed', async () => {
    await cache.get(C, load);
    events.lapses += 1;
    await cache.get(C, load);
    await cache.get(C, load);
    expect(loads).toBe(2);
  });
});
