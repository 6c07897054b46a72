// The AniList list API on /graphql against the real app and store (SQLite, and PostgreSQL when it is
// reachable), callers signed in on the Auth emulator: the conformance documents in conformance/ (the
// kinds AniList clients send) answer without errors, and refusals come as AniList's GraphQL errors.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Module } from '@nestjs/common';
import {
  DELETE_MEDIA_LIST_ENTRY,
  GET_MEDIA_LIST_ENTRY,
  GET_MY_MEDIA_LIST,
  GET_VIEWER,
  SAVE_MEDIA_LIST_ENTRY,
} from '@anifan/contract';
import { print } from 'graphql';
import { CatalogModule } from '../../catalog';
import {
  createEmulatorUser,
  createPasswordUser,
  createTestApp,
  databaseTargets,
  type EmulatorUser,
  type TestApp,
} from '../../testing';
import { MediaListModule } from '../media-list.module';
import { listGraphqlProviders } from './list-graphql.providers';

/** Mounts the list API as MediaListModule will (see the report: its providers list listGraphqlProviders). */
@Module({ imports: [MediaListModule, CatalogModule], providers: listGraphqlProviders })
class ListGraphqlTestModule {}

const document = (name: string): string =>
  readFileSync(path.join(__dirname, 'conformance', `${name}.graphql`), 'utf8');

/** What `path` ("a.0.b") names in an answer's data. */
const at = (value: unknown, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>((v, key) => (v as Record<string, unknown> | null | undefined)?.[key], value);
const idAt = (value: unknown, path: string): number => at(value, path) as number;

const JUJUTSU_KAISEN = 113415;
const FRIEREN = 154587;
const SPY_FAMILY = 140960;

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; status?: number; validation?: Record<string, string[]> }[];
  };
  headers: Headers;
}

describe.each(databaseTargets())('the AniList list API on /graphql on %s', (target) => {
  let app: TestApp;
  let aoi: EmulatorUser;
  let ren: EmulatorUser;
  const unique = `${Date.now()}-${target.name}`;

  const gql = async (
    query: string,
    variables: Record<string, unknown> = {},
    token?: string,
  ): Promise<Answer> => {
    const response = await fetch(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return {
      status: response.status,
      body: (await response.json()) as Answer['body'],
      headers: response.headers,
    };
  };

  const ok = async (query: string, variables: Record<string, unknown>, token?: string) => {
    const answer = await gql(query, variables, token);
    expect(answer.body.errors).toBeUndefined();
    expect(answer.status).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    app = await createTestApp(target.env, { imports: [ListGraphqlTestModule] });
    aoi = await createEmulatorUser({ email: `aoi-${unique}@example.com`, name: 'Aoi' });
    ren = await createEmulatorUser({ email: `ren-${unique}@example.com`, name: 'Ren' });
  });

  afterAll(async () => {
    await app?.close();
  });

  describe('conformance: the documents AniList clients send answer without errors', () => {
    let viewerId: number;
    let viewerName: string;
    let entryId: number;
    let frierenId: number;

    it('the viewer', async () => {
      const data = await ok(document('viewer'), {}, aoi.idToken);
      expect(at(data, 'Viewer')).toMatchObject({
        name: expect.any(String),
        mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' },
      });
      expect(JSON.stringify(data)).not.toContain('@example.com');
      viewerId = idAt(data, 'Viewer.id');
      viewerName = at(data, 'Viewer.name') as string;
    });

    it('save with status, progress, score and dates', async () => {
      const data = await ok(
        document('save-entry'),
        {
          mediaId: JUJUTSU_KAISEN,
          status: 'CURRENT',
          progress: 3,
          score: 8.5,
          notes: '五条先生が最高',
          startedAt: { year: 2026, month: 11, day: 20 },
          completedAt: { year: null, month: null, day: null },
          // What clients send when they fill every variable: the empty values of fields AniFan does not keep.
          hiddenFromStatusLists: false,
          customLists: [],
          advancedScores: [0, 0],
        },
        aoi.idToken,
      );
      expect(at(data, 'SaveMediaListEntry')).toMatchObject({
        mediaId: JUJUTSU_KAISEN,
        status: 'CURRENT',
        score: 8.5,
        progress: 3,
        notes: '五条先生が最高',
        startedAt: { year: 2026, month: 11, day: 20 },
        completedAt: { year: null, month: null, day: null },
        media: { id: JUJUTSU_KAISEN, title: { userPreferred: expect.any(String) } },
      });
      entryId = idAt(data, 'SaveMediaListEntry.id');
      const frieren = await ok(
        document('save-entry'),
        { mediaId: FRIEREN, status: 'PLANNING', scoreRaw: 90 },
        aoi.idToken,
      );
      frierenId = idAt(frieren, 'SaveMediaListEntry.id');
      expect(at(frieren, 'SaveMediaListEntry')).toMatchObject({ status: 'PLANNING', score: 9 });
    });

    it('a whole collection by user id, grouped by status, with the works from the catalogue', async () => {
      const data = await ok(
        document('collection-by-user-id'),
        { userId: viewerId, type: 'ANIME' },
        aoi.idToken,
      );
      const lists = at(data, 'MediaListCollection.lists') as { name: string; status: string }[];
      expect(lists.map((list) => [list.name, list.status])).toEqual([
        ['Watching', 'CURRENT'],
        ['Planning', 'PLANNING'],
      ]);
      expect(lists[0]).toMatchObject({ isCustomList: false, isSplitCompletedList: false });
      expect(at(lists, '0.entries.0')).toMatchObject({
        id: entryId,
        progress: 3,
        score: 8.5,
        media: { id: JUJUTSU_KAISEN, idMal: 40748, title: { native: '呪術廻戦' }, format: 'TV' },
      });
      expect(at(data, 'MediaListCollection.user')).toEqual({
        id: viewerId,
        name: viewerName,
        mediaListOptions: { scoreFormat: 'POINT_10_DECIMAL' },
      });
      expect(at(data, 'MediaListCollection.hasNextChunk')).toBe(false);
    });

    it('a collection by user name, in chunks, some statuses, sorted', async () => {
      const variables = {
        userName: viewerName,
        status_in: ['CURRENT', 'PLANNING'],
        sort: ['MEDIA_ID'],
        chunk: 1,
        perChunk: 1,
      };
      const first = await ok(document('collection-by-user-name'), variables, aoi.idToken);
      expect(at(first, 'MediaListCollection.hasNextChunk')).toBe(true);
      expect(at(first, 'MediaListCollection.lists')).toEqual([
        {
          name: 'Watching',
          status: 'CURRENT',
          entries: [
            {
              id: entryId,
              mediaId: JUJUTSU_KAISEN,
              status: 'CURRENT',
              progress: 3,
              score: 85,
              media: { id: JUJUTSU_KAISEN, title: { native: '呪術廻戦' } },
            },
          ],
        },
      ]);
      const second = await ok(document('collection-by-user-name'), { ...variables, chunk: 2 }, aoi.idToken);
      expect(at(second, 'MediaListCollection.hasNextChunk')).toBe(false);
      expect(at(second, 'MediaListCollection.lists.0.entries.0.mediaId')).toBe(FRIEREN);
    });

    it('a page of entries with page info', async () => {
      const data = await ok(
        document('page-of-entries'),
        { userId: viewerId, page: 1, perPage: 1 },
        aoi.idToken,
      );
      expect(at(data, 'Page.pageInfo')).toEqual({
        total: 2,
        perPage: 1,
        currentPage: 1,
        lastPage: 2,
        hasNextPage: true,
      });
      expect(at(data, 'Page.mediaList')).toHaveLength(1);
      const planning = await ok(
        document('page-of-entries'),
        { userId: viewerId, status: 'PLANNING' },
        aoi.idToken,
      );
      expect(at(planning, 'Page.mediaList')).toEqual([
        {
          id: frierenId,
          status: 'PLANNING',
          progress: 0,
          score: 9,
          media: { id: FRIEREN, title: { userPreferred: expect.any(String) } },
        },
      ]);
    });

    it('one entry, its score in other formats', async () => {
      const data = await ok(
        document('one-entry'),
        { userId: viewerId, mediaId: JUJUTSU_KAISEN },
        aoi.idToken,
      );
      expect(at(data, 'MediaList')).toMatchObject({
        id: entryId,
        userId: viewerId,
        score: 8.5,
        raw: 85,
        stars: 4,
        user: { id: viewerId, name: viewerName },
      });
    });

    it('a work with the viewer’s entry (and null for a guest)', async () => {
      const data = await ok(document('media-list-entry'), { id: JUJUTSU_KAISEN }, aoi.idToken);
      expect(at(data, 'Media')).toMatchObject({
        id: JUJUTSU_KAISEN,
        idMal: 40748,
        mediaListEntry: { id: entryId, status: 'CURRENT', progress: 3, score: 8.5 },
      });
      const guest = await ok(document('media-list-entry'), { id: JUJUTSU_KAISEN });
      expect(at(guest, 'Media.mediaListEntry')).toBeNull();
      const other = await ok(document('media-list-entry'), { id: JUJUTSU_KAISEN }, ren.idToken);
      expect(at(other, 'Media.mediaListEntry')).toBeNull();
    });

    it('a page of works, each with the viewer’s entry through a fragment', async () => {
      const data = await ok(
        `query ($ids: [Int]) { Page(perPage: 5) { media(id_in: $ids, sort: ID) { id ...Mine } } }
         fragment Mine on Media { mediaListEntry { ...Entry } }
         fragment Entry on MediaList { status progress }`,
        { ids: [FRIEREN, JUJUTSU_KAISEN] },
        aoi.idToken,
      );
      expect(at(data, 'Page.media')).toEqual([
        { id: JUJUTSU_KAISEN, mediaListEntry: { status: 'CURRENT', progress: 3 } },
        { id: FRIEREN, mediaListEntry: { status: 'PLANNING', progress: 0 } },
      ]);
    });

    it('an entry’s work with the viewer’s own entry inside it', async () => {
      const data = await ok(
        'query ($userId: Int) { MediaListCollection(userId: $userId, type: ANIME, status: CURRENT) { lists { entries { id media { id mine: mediaListEntry { id progress } } } } } }',
        { userId: viewerId },
        aoi.idToken,
      );
      expect(at(data, 'MediaListCollection.lists.0.entries.0')).toEqual({
        id: entryId,
        media: { id: JUJUTSU_KAISEN, mine: { id: entryId, progress: 3 } },
      });
    });

    it('a bulk update', async () => {
      const data = await ok(
        document('bulk-update'),
        { ids: [entryId, frierenId], status: 'PAUSED', progress: 2 },
        aoi.idToken,
      );
      expect(at(data, 'UpdateMediaListEntries')).toEqual([
        { id: entryId, status: 'PAUSED', progress: 2 },
        { id: frierenId, status: 'PAUSED', progress: 2 },
      ]);
    });

    it('a delete', async () => {
      const data = await ok(document('delete-entry'), { id: frierenId }, aoi.idToken);
      expect(at(data, 'DeleteMediaListEntry')).toEqual({ deleted: true });
      const gone = await gql(document('one-entry'), { userId: viewerId, mediaId: FRIEREN }, aoi.idToken);
      expect(gone.status).toBe(404);
      expect(gone.body.errors?.[0]).toMatchObject({ message: 'Not Found.', status: 404 });
    });
  });

  it('the web app’s list documents (@anifan/contract) answer without errors', async () => {
    const viewer = await ok(print(GET_VIEWER), {}, ren.idToken);
    const userId = idAt(viewer, 'Viewer.id');
    const saved = await ok(
      print(SAVE_MEDIA_LIST_ENTRY),
      {
        mediaId: FRIEREN,
        status: 'CURRENT',
        progress: 1,
        scoreRaw: 75,
        startedAt: { year: 2026, month: 11, day: 1 },
      },
      ren.idToken,
    );
    expect(at(saved, 'SaveMediaListEntry')).toMatchObject({
      mediaId: FRIEREN,
      status: 'CURRENT',
      scoreRaw: 75,
      progress: 1,
      startedAt: { year: 2026, month: 11, day: 1 },
      completedAt: { year: null, month: null, day: null },
    });
    const entry = await ok(print(GET_MEDIA_LIST_ENTRY), { mediaId: FRIEREN }, ren.idToken);
    expect(at(entry, 'Media.mediaListEntry.id')).toBe(at(saved, 'SaveMediaListEntry.id'));
    const list = await ok(print(GET_MY_MEDIA_LIST), { userId }, ren.idToken);
    expect(at(list, 'MediaListCollection.lists.0')).toMatchObject({
      status: 'CURRENT',
      entries: [{ mediaId: FRIEREN, media: { id: FRIEREN, title: { native: '葬送のフリーレン' } } }],
    });
    const removed = await ok(
      print(DELETE_MEDIA_LIST_ENTRY),
      { id: at(saved, 'SaveMediaListEntry.id') },
      ren.idToken,
    );
    expect(at(removed, 'DeleteMediaListEntry.deleted')).toBe(true);
  });

  describe('refusals, as AniList answers them', () => {
    it('a mutation or Viewer without a token: 401 Unauthorized.', async () => {
      const viewer = await gql(document('viewer'));
      expect(viewer.status).toBe(401);
      expect(viewer.body).toMatchObject({
        errors: [{ message: 'Unauthorized.', status: 401 }],
        data: { Viewer: null },
      });
      const save = await gql(document('save-entry'), { mediaId: JUJUTSU_KAISEN, status: 'CURRENT' });
      expect(save.status).toBe(401);
      expect(save.body).toMatchObject({
        errors: [{ message: 'Unauthorized.', status: 401 }],
        data: { SaveMediaListEntry: null },
      });
    });

    it.each([
      ['a token that is not one', 'not-a-token'],
      ['a tampered token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
    ])('%s: 400 Invalid token, for lists and a work’s mediaListEntry alike', async (_label, token) => {
      for (const query of [document('viewer'), document('media-list-entry')]) {
        const answer = await gql(query, { id: JUJUTSU_KAISEN }, token);
        expect(answer.status).toBe(400);
        expect(answer.body.errors).toMatchObject([{ message: 'Invalid token', status: 400 }]);
        // As AniList answers it: each root field null.
        expect(Object.values(answer.body.data ?? {})).toEqual([null]);
      }
    });

    it('a valid token of a sign-in other than Google is refused, never a 500', async () => {
      const password = await createPasswordUser({ email: `pw-${unique}@example.com` });
      const answer = await gql(document('viewer'), {}, password.idToken);
      expect(answer.status).toBe(403);
      expect(answer.body.errors?.[0]?.status).toBe(403);
    });

    it('another user’s private list and entry: 404 Private User and Not Found.', async () => {
      const owner = await ok(document('viewer'), {}, aoi.idToken);
      const entry = await ok(document('save-entry'), { mediaId: SPY_FAMILY, status: 'CURRENT' }, aoi.idToken);
      const list = await gql(
        document('collection-by-user-id'),
        { userId: at(owner, 'Viewer.id'), type: 'ANIME' },
        ren.idToken,
      );
      expect(list.status).toBe(404);
      expect(list.body).toMatchObject({
        errors: [{ message: 'Private User', status: 404 }],
        data: { MediaListCollection: null },
      });
      const asGuest = await gql(document('page-of-entries'), { userId: at(owner, 'Viewer.id') });
      expect(asGuest.body.errors?.[0]).toMatchObject({ message: 'Private User', status: 404 });
      const byId = await gql(
        'query ($id: Int) { MediaList(id: $id) { id notes } }',
        { id: at(entry, 'SaveMediaListEntry.id') },
        ren.idToken,
      );
      expect(byId.status).toBe(404);
      expect(byId.body.errors?.[0]).toMatchObject({ message: 'Not Found.', status: 404 });
      const change = await gql(
        document('delete-entry'),
        { id: at(entry, 'SaveMediaListEntry.id') },
        ren.idToken,
      );
      expect(change.status).toBeGreaterThanOrEqual(400);
      expect(change.status).toBeLessThan(500);
      expect(change.body.data).toEqual({ DeleteMediaListEntry: null });
    });

    it('an unknown user: 404 Not Found.', async () => {
      const answer = await gql(document('collection-by-user-name'), { userName: `nobody-${unique}` });
      expect(answer.status).toBe(404);
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'Not Found.', status: 404 });
    });

    it('an unknown work: 400 validation naming mediaId', async () => {
      const answer = await gql(
        document('save-entry'),
        { mediaId: 999_999_999, status: 'CURRENT' },
        aoi.idToken,
      );
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        errors: [{ message: 'validation', status: 400, validation: { mediaId: [expect.any(String)] } }],
        data: { SaveMediaListEntry: null },
      });
    });

    it.each([
      ['a score outside the user’s format', { score: 11 }, 'score'],
      ['a score between the format’s steps', { score: 7.25 }, 'score'],
      ['a raw score above 100', { scoreRaw: 101 }, 'scoreRaw'],
      ['negative progress', { progress: -1 }, 'progress'],
      ['a memo over 1,000 characters', { notes: 'あ'.repeat(1001) }, 'notes'],
      ['a date that does not exist', { startedAt: { year: 2025, month: 2, day: 30 } }, 'startedAt'],
      ['a field AniFan does not keep', { priority: 3 }, 'priority'],
    ])('%s: 400 validation naming it', async (_label, variables, argument) => {
      const answer = await gql(
        document('save-entry'),
        { mediaId: JUJUTSU_KAISEN, ...variables },
        aoi.idToken,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]).toMatchObject({ message: 'validation', status: 400 });
      expect(Object.keys(answer.body.errors?.[0]?.validation ?? {})).toEqual([argument]);
    });

    it('a memo of 1,000 characters is kept whole, emoji included', async () => {
      const notes = `${'😀'.repeat(500)}${'あ'.repeat(500)}`;
      const data = await ok(document('save-entry'), { mediaId: JUJUTSU_KAISEN, notes }, aoi.idToken);
      expect(at(data, 'SaveMediaListEntry.notes')).toBe(notes);
    });

    it('a list operation that also asks the catalogue is refused with 400', async () => {
      const answer = await gql('{ Viewer { id } Media(id: 113415) { id } }', {}, aoi.idToken);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/cannot mix list fields/);
    });

    it('the query limits hold for list operations: too many aliases', async () => {
      const aliases = Array.from({ length: 11 }, (_, i) => `a${i}: id`).join(' ');
      const answer = await gql(`{ Viewer { ${aliases} } }`, {}, aoi.idToken);
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toMatch(/aliases/);
    });
  });

  it('list answers are never kept by shared caches', async () => {
    const answer = await gql(document('viewer'), {}, aoi.idToken);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
  });

  describe('answers kept for their caller (list-answers.ts)', () => {
    let kai: EmulatorUser;
    let kaiId: number;
    const collection = (token?: string) =>
      gql(document('collection-by-user-id'), { userId: kaiId, type: 'ANIME' }, token);
    const notesOf = (answer: Answer) =>
      ((at(answer.body.data, 'MediaListCollection.lists') ?? []) as { entries: { notes: string | null }[] }[])
        .flatMap((list) => list.entries.map((entry) => entry.notes))
        .sort();
    const settings = async (body: Record<string, unknown>) => {
      const response = await fetch(`${app.url}/api/list/settings`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${kai.idToken}` },
        body: JSON.stringify(body),
      });
      expect(response.status).toBe(200);
    };

    beforeAll(async () => {
      kai = await createEmulatorUser({ email: `kai-${unique}@example.com`, name: 'Kai' });
      kaiId = idAt(await ok(document('viewer'), {}, kai.idToken), 'Viewer.id');
      await ok(
        document('save-entry'),
        { mediaId: FRIEREN, status: 'CURRENT', notes: '公開メモ' },
        kai.idToken,
      );
      await ok(
        document('save-entry'),
        { mediaId: SPY_FAMILY, status: 'PLANNING', notes: '非公開メモ', private: true },
        kai.idToken,
      );
    });

    it('a write shows in the owner’s next read', async () => {
      expect(notesOf(await collection(kai.idToken))).toEqual(['公開メモ', '非公開メモ']);
      expect(notesOf(await collection(kai.idToken))).toEqual(['公開メモ', '非公開メモ']);
      await ok(document('save-entry'), { mediaId: FRIEREN, notes: '書き換えたメモ' }, kai.idToken);
      expect(notesOf(await collection(kai.idToken))).toEqual(['書き換えたメモ', '非公開メモ']);
    });

    it('a kept answer is never given for a token that does not verify', async () => {
      expect(notesOf(await collection(kai.idToken))).toContain('非公開メモ');
      const forged = await collection(`${kai.idToken.slice(0, -4)}AAAA`);
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({
        errors: [{ message: 'Invalid token', status: 400 }],
        data: { MediaListCollection: null },
      });
    });

    it('another viewer or a guest never gets the owner’s kept answer, and sees a change of the settings at once', async () => {
      const own = await collection(kai.idToken);
      expect(notesOf(own)).toContain('非公開メモ');
      const etag = own.headers.get('etag');
      expect(etag).toEqual(expect.any(String));
      expect((await collection(ren.idToken)).body.errors?.[0]).toMatchObject({ message: 'Private User' });
      await settings({ listPublic: true });
      for (const token of [ren.idToken, undefined]) {
        const response = await fetch(`${app.url}/graphql`, {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'If-None-Match': etag as string,
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
          },
          body: JSON.stringify({
            query: document('collection-by-user-id'),
            variables: { userId: kaiId, type: 'ANIME' },
          }),
        });
        expect(response.status).toBe(200);
        const body = (await response.json()) as Answer['body'];
        expect(notesOf({ status: 200, body, headers: response.headers })).toEqual(['書き換えたメモ']);
      }
      expect(notesOf(await collection(kai.idToken))).toEqual(['書き換えたメモ', '非公開メモ']);
      await settings({ listPublic: false });
      expect((await collection(ren.idToken)).body.errors?.[0]).toMatchObject({ message: 'Private User' });
      expect((await collection()).body.errors?.[0]).toMatchObject({ message: 'Private User' });
    });
  });
});
