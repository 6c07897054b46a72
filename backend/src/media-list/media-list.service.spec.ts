// MediaListService in the real app on SQLite and PostgreSQL: users, entries and their rules, ownership
// and privacy per role (owner, another signed-in user, guest), concurrent writes, bulk updates, merges.
import { randomUUID } from 'node:crypto';
import { AppError } from '../common';
import { CatalogService } from '../catalog';
import { createTestApp, databaseTargets, type TestApp } from '../testing';
import { japanToday } from './media-list-rules';
import { MEDIA_LIST_WRITE_LIMIT, MediaListService } from './media-list.service';
import { MEDIA_FACTS, type MediaFacts, type MediaListEntry, type Reader } from './media-list.types';

const JUJUTSU = 113415;
const FRIEREN = 154587;
/** A work the tests give a known episode count (the embedded catalogue knows none). */
const EPISODES = 12;
const NO_SUCH_WORK = 999_999_999;
const GUEST: Reader = { uid: null };

/** What the promise is refused with, as a client would see it: status, code and message. */
async function refusal(
  promise: Promise<unknown>,
): Promise<{ status: number; code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

/** The catalogue's 50 most popular works. */
async function popularWorks(catalog: CatalogService): Promise<Array<{ id: number }>> {
  const answer = await catalog.handle({
    query: '{ Page(perPage: 50) { media(sort: POPULARITY_DESC, type: ANIME) { id } } }',
  });
  const media = (JSON.parse(answer.body) as { data?: { Page: { media: Array<{ id: number }> } } }).data?.Page
    .media;
  if (media) return media;
  throw new Error(`the catalogue refused the page: ${answer.body}`);
}

describe.each(databaseTargets())('MediaListService on $name', ({ env }) => {
  let server: TestApp;
  let lists: MediaListService;
  /** Works of the catalogue beyond the two named ones, one per test that needs a fresh work. */
  let works: number[];
  let counted: number;

  const newUid = () => `uid-${randomUUID()}`;
  const nextWork = () => works.shift() as number;
  const reader = (uid: string): Reader => ({ uid });

  beforeAll(async () => {
    server = await createTestApp(env);
    lists = server.app.get(MediaListService);
    works = (await popularWorks(server.app.get(CatalogService)))
      .map((work) => work.id)
      .filter((id) => id !== JUJUTSU && id !== FRIEREN);
    counted = works.pop() as number;
    const facts = server.app.get<MediaFacts>(MEDIA_FACTS);
    const real = facts.episodeCounts.bind(facts);
    jest.spyOn(facts, 'episodeCounts').mockImplementation(async (ids) => {
      const counts = await real(ids);
      if (counts.has(counted)) counts.set(counted, EPISODES);
      return counts;
    });
  });

  afterAll(async () => {
    await server?.close();
  });

  describe('users', () => {
    it('creates a user on first use, named after the display name, with AniList’s defaults and no uid or email', async () => {
      const uid = newUid();
      const name = `ユウジ ${randomUUID().slice(0, 8)}`;
      const user = await lists.viewer(uid, name);
      expect(user).toEqual({
        id: expect.any(Number),
        name,
        scoreFormat: 'POINT_10_DECIMAL',
        listPublic: false,
        createdAt: expect.any(Number),
        updatedAt: expect.any(Number),
      });
      expect(JSON.stringify(user)).not.toContain(uid);
      expect(await lists.viewer(uid, 'Another name')).toEqual(user);
      expect(await lists.userById(user.id)).toEqual(user);
      expect(await lists.userByName(name)).toEqual(user);
      expect(await lists.userByName(name.replace('ユウジ', 'ゆうじ'))).toBeNull();
      expect(await lists.userByName('nobody by this name')).toBeNull();
      expect(await lists.userById(2_000_000_000)).toBeNull();
    });

    it('finds a name whatever its case unless two users’ names differ only in case', async () => {
      const name = `Nobara ${randomUUID().slice(0, 8)}`;
      const user = await lists.viewer(newUid(), name);
      expect(await lists.userByName(name.toLowerCase())).toEqual(user);
      const other = await lists.viewer(newUid(), name.toUpperCase());
      expect(await lists.userByName(name.toUpperCase())).toEqual(other);
      expect(await lists.userByName(name.toLowerCase())).toBeNull();
    });

    it('gives concurrent first requests of one uid a single user', async () => {
      const uid = newUid();
      const users = await Promise.all(Array.from({ length: 6 }, () => lists.viewer(uid, 'Race')));
      expect(new Set(users.map((user) => user.id)).size).toBe(1);
    });

    it('makes names unique, and calls a user without a display name fan<id>', async () => {
      const name = `同名 ${randomUUID().slice(0, 8)}`;
      const first = await lists.viewer(newUid(), name);
      const second = await lists.viewer(newUid(), name);
      expect(first.name).toBe(name);
      expect(second.name).toBe(`${name}2`);
      const nameless = await lists.viewer(newUid(), null);
      expect(nameless.name).toBe(`fan${nameless.id}`);
      expect((await lists.viewer(newUid(), '  ')).name).toMatch(/^fan\d+$/);
    });

    it('renames, refusing a taken name, a default of another user and an empty one', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const taken = await lists.viewer(newUid(), `taken ${randomUUID().slice(0, 8)}`);
      const wanted = `新しい名前 ${randomUUID().slice(0, 8)}`;
      expect(await lists.rename(uid, wanted)).toMatchObject({ id: user.id, name: wanted });
      expect(await refusal(lists.rename(uid, taken.name))).toMatchObject({
        status: 409,
        code: 'list/name_taken',
      });
      expect(await refusal(lists.rename(uid, `fan${taken.id}`))).toMatchObject({
        status: 409,
        code: 'list/name_taken',
      });
      expect(await refusal(lists.rename(uid, ' '))).toMatchObject({
        status: 400,
        code: 'list/invalid_entry',
      });
      expect((await lists.userById(user.id))?.name).toBe(wanted);
    });

    it('sets the score format and the list’s visibility, refusing unknown values', async () => {
      const uid = newUid();
      expect(await lists.setScoreFormat(uid, 'POINT_5')).toMatchObject({ scoreFormat: 'POINT_5' });
      expect(await lists.setListPublic(uid, true)).toMatchObject({
        listPublic: true,
        scoreFormat: 'POINT_5',
      });
      expect(await refusal(lists.setScoreFormat(uid, 'POINT_7' as 'POINT_5'))).toMatchObject({
        status: 400,
        code: 'list/invalid_entry',
      });
    });
  });

  describe('entries', () => {
    it('creates an entry by mediaId with AniList’s defaults and answers it whole', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const entry = await lists.save(uid, { mediaId: JUJUTSU });
      expect(entry).toEqual({
        id: expect.any(Number),
        userId: user.id,
        mediaId: JUJUTSU,
        status: 'PLANNING',
        progress: 0,
        repeat: 0,
        scoreRaw: 0,
        notes: null,
        private: false,
        startedAt: { year: null, month: null, day: null },
        completedAt: { year: null, month: null, day: null },
        createdAt: expect.any(Number),
        updatedAt: entry.createdAt,
        revision: 1,
      });
      expect(await lists.entry(reader(uid), user.id, JUJUTSU)).toEqual(entry);
      expect(await lists.entryById(reader(uid), entry.id)).toEqual(entry);
    });

    it('changes only the fields a save gives, by id or by mediaId, counting revisions', async () => {
      const uid = newUid();
      const created = await lists.save(uid, {
        mediaId: FRIEREN,
        status: 'CURRENT',
        progress: 3,
        scoreRaw: 85,
        notes: 'フリーレン',
        startedAt: { year: 2026, month: 10, day: 1 },
      });
      const scored = await lists.save(uid, { id: created.id, scoreRaw: 90 });
      expect(scored).toEqual({ ...created, scoreRaw: 90, updatedAt: expect.any(Number), revision: 2 });
      const noted = await lists.save(uid, { mediaId: FRIEREN, notes: null, private: true });
      expect(noted).toEqual({
        ...scored,
        notes: null,
        private: true,
        updatedAt: expect.any(Number),
        revision: 3,
      });
      expect(noted.updatedAt).toBeGreaterThanOrEqual(scored.updatedAt);
      expect(await lists.save(uid, { id: created.id, scoreRaw: 90 })).toEqual(noted);
    });

    it('sets CURRENT and today’s start on the first episode, COMPLETED and today’s end on the last', async () => {
      const uid = newUid();
      const today = japanToday(Date.now());
      const started = await lists.save(uid, { mediaId: counted, progress: 1 });
      expect(started).toMatchObject({ status: 'CURRENT', progress: 1, startedAt: today });
      const done = await lists.save(uid, { id: started.id, progress: EPISODES });
      expect(done).toMatchObject({
        status: 'COMPLETED',
        progress: EPISODES,
        startedAt: today,
        completedAt: today,
      });
      expect(await refusal(lists.save(uid, { id: started.id, progress: EPISODES + 1 }))).toEqual({
        status: 400,
        code: 'list/invalid_entry',
        message: `progress ${EPISODES + 1} is above the work's ${EPISODES} episodes`,
      });
    });

    it.each<[string, Record<string, unknown>, number, string]>([
      ['an unknown work', { mediaId: NO_SUCH_WORK }, 400, 'list/unknown_media'],
      ['no id and no mediaId', { progress: 1 }, 400, 'list/invalid_entry'],
      ['negative progress', { mediaId: JUJUTSU, progress: -1 }, 400, 'list/invalid_entry'],
      ['absurd progress', { mediaId: JUJUTSU, progress: 1_000_000 }, 400, 'list/invalid_entry'],
      ['a score out of range', { mediaId: JUJUTSU, scoreRaw: 101 }, 400, 'list/invalid_entry'],
      ['a memo too long', { mediaId: JUJUTSU, notes: 'x'.repeat(1001) }, 400, 'list/invalid_entry'],
      [
        'a day that does not exist',
        { mediaId: JUJUTSU, startedAt: { year: 2026, month: 2, day: 30 } },
        400,
        'list/invalid_entry',
      ],
      ['an id that is not one', { id: -3 }, 400, 'list/invalid_entry'],
      ['an entry that does not exist', { id: 2_000_000_000, progress: 1 }, 404, 'list/not_found'],
    ])('refuses %s and stores nothing', async (_case, input, status, code) => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      expect(await refusal(lists.save(uid, input))).toMatchObject({ status, code });
      expect(await lists.entries(reader(uid), user.id)).toEqual([]);
    });

    it('filters by status and sorts as asked, newest change first by default', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const [a, b, c] = [nextWork(), nextWork(), nextWork()];
      await lists.save(uid, { mediaId: a, status: 'CURRENT', scoreRaw: 50 });
      await lists.save(uid, { mediaId: b, status: 'PAUSED', scoreRaw: 90 });
      await lists.save(uid, { mediaId: c, status: 'CURRENT', scoreRaw: 70 });
      await lists.save(uid, { mediaId: a, notes: 'latest' });
      const mediaOf = (entries: MediaListEntry[]) => entries.map((entry) => entry.mediaId);
      expect(mediaOf(await lists.entries(reader(uid), user.id))[0]).toBe(a);
      expect(mediaOf(await lists.entries(reader(uid), user.id, { sort: ['SCORE_DESC'] }))).toEqual([b, c, a]);
      expect(
        mediaOf(await lists.entries(reader(uid), user.id, { statuses: ['CURRENT'], sort: ['SCORE'] })),
      ).toEqual([a, c]);
      expect(mediaOf(await lists.entries(reader(uid), user.id, { mediaIds: [c] }))).toEqual([c]);
      expect(
        await refusal(lists.entries(reader(uid), user.id, { sort: ['TITLE' as 'SCORE'] })),
      ).toMatchObject({
        code: 'list/invalid_entry',
      });
    });

    it('ends two devices’ concurrent saves of one entry with one of them whole, never a mix', async () => {
      const uid = newUid();
      const { id } = await lists.save(uid, { mediaId: FRIEREN });
      const phone = { status: 'CURRENT', progress: 4, scoreRaw: 60, notes: 'phone', private: false } as const;
      const laptop = { status: 'PAUSED', progress: 7, scoreRaw: 95, notes: 'laptop', private: true } as const;
      const answers = await Promise.all([
        lists.save(uid, { id, ...phone }),
        lists.save(uid, { id, ...laptop }),
      ]);
      const stored = (await lists.entryById(reader(uid), id)) as MediaListEntry;
      expect(stored.revision).toBe(3);
      expect([phone, laptop]).toContainEqual({
        status: stored.status,
        progress: stored.progress,
        scoreRaw: stored.scoreRaw,
        notes: stored.notes,
        private: stored.private,
      });
      expect(answers.map((answer) => answer.revision).sort()).toEqual([2, 3]);
      expect(answers.find((answer) => answer.revision === 3)).toEqual(stored);
    });

    it('makes two devices’ concurrent first saves of a work one entry', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const answers = await Promise.all([
        lists.save(uid, { mediaId: JUJUTSU, status: 'CURRENT', progress: 2 }),
        lists.save(uid, { mediaId: JUJUTSU, status: 'PAUSED', progress: 5 }),
      ]);
      const stored = await lists.entries(reader(uid), user.id);
      expect(stored).toHaveLength(1);
      expect(answers.map((answer) => answer.id)).toEqual([stored[0]?.id, stored[0]?.id]);
      expect(answers.map((answer) => answer.revision).sort()).toEqual([1, 2]);
      expect(answers.find((answer) => answer.revision === 2)).toEqual(stored[0]);
    });

    it('removes an entry and answers it; a second removal is 404', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const entry = await lists.save(uid, { mediaId: JUJUTSU, progress: 2 });
      expect(await lists.remove(uid, entry.id)).toEqual(entry);
      expect(await lists.entries(reader(uid), user.id)).toEqual([]);
      expect(await refusal(lists.remove(uid, entry.id))).toMatchObject({
        status: 404,
        code: 'list/not_found',
      });
    });
  });

  describe('ownership and privacy', () => {
    let owner: string;
    let ownerId: number;
    let shown: MediaListEntry;
    let hidden: MediaListEntry;
    const other = newUid();

    beforeAll(async () => {
      owner = newUid();
      ownerId = (await lists.viewer(owner, null)).id;
      shown = await lists.save(owner, { mediaId: JUJUTSU, status: 'CURRENT', progress: 3 });
      hidden = await lists.save(owner, {
        mediaId: FRIEREN,
        status: 'PLANNING',
        private: true,
        notes: '秘密',
      });
    });

    it('lets another user change nothing of the owner’s (403) and leaves the entries as they were', async () => {
      expect(await refusal(lists.save(other, { id: shown.id, progress: 9 }))).toMatchObject({
        status: 403,
        code: 'list/forbidden',
      });
      expect(await refusal(lists.remove(other, shown.id))).toMatchObject({
        status: 403,
        code: 'list/forbidden',
      });
      expect(await refusal(lists.updateMany(other, [shown.id], { progress: 9 }))).toMatchObject({
        status: 403,
        code: 'list/forbidden',
      });
      expect(await lists.entryById(reader(owner), shown.id)).toEqual(shown);
    });

    it('shows a private list to its owner only', async () => {
      expect(await lists.entries(reader(owner), ownerId)).toHaveLength(2);
      for (const someone of [reader(other), GUEST]) {
        expect(await lists.entries(someone, ownerId)).toEqual([]);
        expect(await lists.entry(someone, ownerId, JUJUTSU)).toBeNull();
        expect(await lists.entryById(someone, shown.id)).toBeNull();
      }
    });

    it('shows a public list to anyone, without its private entries', async () => {
      await lists.setListPublic(owner, true);
      for (const someone of [reader(other), GUEST]) {
        expect(await lists.entries(someone, ownerId)).toEqual([shown]);
        expect(await lists.entry(someone, ownerId, JUJUTSU)).toEqual(shown);
        expect(await lists.entry(someone, ownerId, FRIEREN)).toBeNull();
        expect(await lists.entryById(someone, hidden.id)).toBeNull();
      }
      expect(await lists.entryById(reader(owner), hidden.id)).toEqual(hidden);
      await lists.setListPublic(owner, false);
      expect(await lists.entries(GUEST, ownerId)).toEqual([]);
    });
  });

  describe('updateMany', () => {
    it('applies the fields to every named entry with the automatic changes, answering them in order', async () => {
      const uid = newUid();
      const first = await lists.save(uid, { mediaId: counted, status: 'PLANNING' });
      const second = await lists.save(uid, { mediaId: JUJUTSU, status: 'PAUSED', progress: 2 });
      const updated = await lists.updateMany(uid, [second.id, first.id, second.id], {
        progress: EPISODES,
        scoreRaw: 70,
      });
      expect(updated.map((entry) => [entry.id, entry.status, entry.progress, entry.scoreRaw])).toEqual([
        [second.id, 'PAUSED', EPISODES, 70],
        [first.id, 'COMPLETED', EPISODES, 70],
      ]);
    });

    it('changes nothing when one entry is refused', async () => {
      const uid = newUid();
      const first = await lists.save(uid, { mediaId: counted, progress: 1 });
      const second = await lists.save(uid, { mediaId: FRIEREN, progress: 1 });
      expect(
        await refusal(lists.updateMany(uid, [second.id, first.id], { progress: EPISODES + 5 })),
      ).toMatchObject({
        status: 400,
        code: 'list/invalid_entry',
      });
      expect(
        await refusal(lists.updateMany(uid, [second.id, 2_000_000_000], { scoreRaw: 10 })),
      ).toMatchObject({
        status: 404,
        code: 'list/not_found',
      });
      expect(await lists.entryById(reader(uid), second.id)).toEqual(second);
      expect(await lists.entryById(reader(uid), first.id)).toEqual(first);
      expect(await refusal(lists.updateMany(uid, [], { scoreRaw: 10 }))).toMatchObject({
        code: 'list/invalid_entry',
      });
    });
  });

  describe('merge', () => {
    it('previews without changing anything, then applies the merge rules', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const behind = await lists.save(uid, {
        mediaId: JUJUTSU,
        status: 'CURRENT',
        progress: 5,
        scoreRaw: 80,
      });
      const completed = await lists.save(uid, { mediaId: FRIEREN, status: 'COMPLETED', progress: 0 });
      const same = await lists.save(uid, { mediaId: counted, status: 'PLANNING' });
      const fresh = nextWork();
      const guestList = [
        { mediaId: JUJUTSU, status: 'CURRENT' as const, progress: 8, updatedAt: 1 },
        { mediaId: FRIEREN, status: 'CURRENT' as const, progress: 3, updatedAt: Date.now() + 60_000 },
        { mediaId: counted, status: 'PLANNING' as const },
        { mediaId: fresh, status: 'PLANNING' as const, notes: 'ゲスト' },
        { mediaId: NO_SUCH_WORK, status: 'CURRENT' as const, progress: 1 },
      ];
      const before = await lists.entries(reader(uid), user.id);

      const preview = await lists.merge(uid, guestList, { dryRun: true });
      expect(preview).toMatchObject({ added: 1, updated: 2, unchanged: 1, unknownMediaIds: [NO_SUCH_WORK] });
      expect(await lists.entries(reader(uid), user.id)).toEqual(before);

      const applied = await lists.merge(uid, guestList, { dryRun: false });
      expect(applied).toMatchObject({ added: 1, updated: 2, unchanged: 1, unknownMediaIds: [NO_SUCH_WORK] });
      const byMedia = new Map(
        (await lists.entries(reader(uid), user.id)).map((entry) => [entry.mediaId, entry]),
      );
      expect(byMedia.get(JUJUTSU)).toMatchObject({
        id: behind.id,
        status: 'CURRENT',
        progress: 8,
        scoreRaw: 0,
      });
      expect(byMedia.get(FRIEREN)).toMatchObject({ id: completed.id, status: 'COMPLETED', progress: 3 });
      expect(byMedia.get(counted)).toEqual(same);
      expect(byMedia.get(fresh)).toMatchObject({ status: 'PLANNING', notes: 'ゲスト', revision: 1 });
      expect(byMedia.has(NO_SUCH_WORK)).toBe(false);
      expect(await lists.merge(uid, guestList, { dryRun: false })).toMatchObject({
        added: 0,
        updated: 0,
        unchanged: 4,
      });
    });

    it('ends progress above the known episode count at the last episode', async () => {
      const uid = newUid();
      const { entries } = await lists.merge(uid, [{ mediaId: counted, status: 'COMPLETED', progress: 500 }], {
        dryRun: false,
      });
      expect(entries).toMatchObject([{ mediaId: counted, progress: EPISODES }]);
    });

    it('refuses an invalid entry naming its place, and changes nothing', async () => {
      const uid = newUid();
      const user = await lists.viewer(uid, null);
      const refused = await refusal(
        lists.merge(
          uid,
          [
            { mediaId: JUJUTSU, status: 'CURRENT' },
            { mediaId: FRIEREN, status: 'CURRENT', scoreRaw: 1000 },
          ],
          { dryRun: false },
        ),
      );
      expect(refused).toMatchObject({
        status: 400,
        code: 'list/invalid_entry',
        message: expect.stringMatching(/^entries\[1\]: scoreRaw/),
      });
      expect(await lists.entries(reader(uid), user.id)).toEqual([]);
    });
  });

  it('limits each user’s writes, answering 429 past the limit', async () => {
    const uid = newUid();
    for (let write = 0; write < MEDIA_LIST_WRITE_LIMIT; write += 1)
      await lists.setListPublic(uid, write % 2 === 0);
    expect(await refusal(lists.save(uid, { mediaId: JUJUTSU }))).toMatchObject({
      status: 429,
      code: 'rate_limit/exceeded',
    });
    expect(await lists.save(newUid(), { mediaId: JUJUTSU })).toMatchObject({ mediaId: JUJUTSU });
  });
});
