// Character ids as integers on both drivers: a database as the previous version left it (keys as text,
// some of them not a character id) is migrated by the real app at start; the API then answers every
// id as a number, the rows it cannot key are kept aside unchanged, and `down` restores the text keys.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { CommentView, FavoriteView } from '@anifan/contract';
import { CreateCharacterComments1795292150810 } from '../comments';
import { CreateFavorites1795292150811 } from '../favorites';
import {
  callApi,
  createEmulatorUser,
  createTestApp,
  databaseTargets,
  migrationTarget,
  type EmulatorUser,
  type TestApp,
} from '../testing';
import { migrations } from './migrations';
import { RekeyCuratedCharacters1795292150812 } from './rekey-curated-characters.migration';
import {
  CharacterIdsAsIntegers1795292150813,
  UNMAPPED_COMMENTS_TABLE,
  UNMAPPED_FAVORITES_TABLE,
} from './character-ids-as-integers.migration';

/** Keys earlier clients could store that are not a character id in its one decimal form. */
const UNMAPPED_KEYS = ['五条悟', '012', '0', '-0', '+12', '1e3', ' 12', '2147483648', '-2147483649'];

describe.each(databaseTargets())('character ids as integers on $name', ({ name, env }) => {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-integer-ids-'));
  const { options, at } = migrationTarget({ name, env }, sqliteDir);

  let server: TestApp;
  let serverClosed = false;
  let alice: EmulatorUser;
  /** The id of a comment deleted before the migration: never to be given again. */
  let deletedId: number;

  beforeAll(async () => {
    alice = await createEmulatorUser({ email: `int-ids-${randomUUID()}@example.com`, name: 'Alice' });
    const before = await new DataSource(
      options([
        CreateCharacterComments1795292150810,
        CreateFavorites1795292150811,
        RekeyCuratedCharacters1795292150812,
      ]),
    ).initialize();
    try {
      await before.runMigrations();
      const param = (index: number) => (name === 'postgres' ? `$${index}` : '?');
      const comment = (characterId: string, text: string, iso: string) =>
        before.query(
          `INSERT INTO character_comments (character_id, author_uid, author_name, text, created_at, updated_at)
           VALUES (${param(1)}, '${alice.uid}', 'n', ${param(2)}, ${at(iso)}, ${at(iso)})`,
          [characterId, text],
        );
      await comment('127691', 'gojo 1', '2026-01-01T00:00:00.000Z');
      await comment('-296356092', 'conan', '2026-01-02T00:00:00.000Z');
      for (const key of UNMAPPED_KEYS)
        await comment(key, `under ${JSON.stringify(key)}`, '2026-01-03T00:00:00.000Z');
      await comment('127691', 'gojo 2', '2026-01-04T00:00:00.000Z');
      await comment('2147483647', 'largest', '2026-01-05T00:00:00.000Z');
      await comment('127691', 'deleted', '2026-01-06T00:00:00.000Z');
      const [last] = (await before.query('SELECT MAX(id) AS id FROM character_comments')) as Array<{
        id: number;
      }>;
      deletedId = Number(last?.id);
      await before.query(`DELETE FROM character_comments WHERE id = ${deletedId}`);

      const favorite = (characterId: string, iso: string) =>
        before.query(
          `INSERT INTO favorites (uid, character_id, character_name, created_at)
           VALUES ('${alice.uid}', '${characterId}', 'n', ${at(iso)})`,
        );
      await favorite('127691', '2026-02-01T00:00:00.000Z');
      await favorite('五条悟', '2026-02-02T00:00:00.000Z');
      await favorite('-296356092', '2026-02-03T00:00:00.000Z');
      await favorite('012', '2026-02-04T00:00:00.000Z');
    } finally {
      await before.destroy();
    }
    server = await createTestApp(name === 'postgres' ? env : { DATA_DIR: sqliteDir });
  });

  afterAll(async () => {
    if (!serverClosed) await server?.close();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  const comments = async (characterId: number) => {
    const answer = await callApi(server.url, 'GET', `/api/characterComment/all/${characterId}`);
    expect(answer.status).toBe(200);
    return (answer.json as CommentView[]).map((c) => [c.characterId, c.commentText]);
  };

  it('lists every comment filed under a character id, the id a number', async () => {
    expect(await comments(127691)).toEqual([
      [127691, 'gojo 1'],
      [127691, 'gojo 2'],
    ]);
    expect(await comments(-296356092)).toEqual([[-296356092, 'conan']]);
    expect(await comments(2147483647)).toEqual([[2147483647, 'largest']]);
    expect(await comments(12)).toEqual([]);
  });

  it('lists the favorites filed under a character id, the id a number', async () => {
    const answer = await callApi(server.url, 'GET', '/api/favorites', { token: alice.idToken });
    expect((answer.json as FavoriteView[]).map((f) => [f.characterId, f.createdAt])).toEqual([
      [-296356092, '2026-02-03T00:00:00.000Z'],
      [127691, '2026-02-01T00:00:00.000Z'],
    ]);
  });

  it('keeps every row it cannot key aside, unchanged, with its original key', async () => {
    const dataSource = server.app.get(DataSource);
    const unmappedComments = (await dataSource.query(
      `SELECT character_id, text, author_uid FROM ${UNMAPPED_COMMENTS_TABLE} ORDER BY id`,
    )) as Array<{ character_id: string; text: string; author_uid: string }>;
    expect(unmappedComments).toEqual(
      UNMAPPED_KEYS.map((key) => ({
        character_id: key,
        text: `under ${JSON.stringify(key)}`,
        author_uid: alice.uid,
      })),
    );
    const unmappedFavorites = (await dataSource.query(
      `SELECT character_id FROM ${UNMAPPED_FAVORITES_TABLE} ORDER BY id`,
    )) as Array<{ character_id: string }>;
    expect(unmappedFavorites.map((row) => row.character_id)).toEqual(['五条悟', '012']);
  });

  it('never gives a new comment the id of one deleted before the migration', async () => {
    const posted = await callApi(server.url, 'POST', '/api/characterComment/process', {
      token: alice.idToken,
      body: { commentId: 0, characterId: 127691, commentText: 'after' },
    });
    expect(posted.status).toBe(201);
    expect((posted.json as CommentView).commentId).toBeGreaterThan(deletedId);
    expect(await comments(127691)).toEqual([
      [127691, 'gojo 1'],
      [127691, 'gojo 2'],
      [127691, 'after'],
    ]);
  });

  it('keeps one favorite per user and character after the migration', async () => {
    const again = await callApi(server.url, 'PUT', '/api/favorites/127691', {
      token: alice.idToken,
      body: { name: '五条悟' },
    });
    expect(again.status).toBe(200);
  });

  it('is reverted by its down migration (keys as text, the rows kept aside back), and applied again', async () => {
    await server.close();
    serverClosed = true;
    const dataSource = await new DataSource(options(migrations)).initialize();
    const keys = async (table: string) =>
      (
        (await dataSource.query(`SELECT character_id FROM ${table} ORDER BY id`)) as Array<{
          character_id: string | number;
        }>
      ).map((row) => row.character_id);
    try {
      expect(await dataSource.showMigrations()).toBe(false);
      // The migrations after this one first (each reverts what it changed of its tables), then this one.
      const later = migrations.length - migrations.indexOf(CharacterIdsAsIntegers1795292150813) - 1;
      for (let undone = 0; undone <= later; undone += 1) await dataSource.undoLastMigration();
      expect(await keys('character_comments')).toEqual([
        '127691',
        '-296356092',
        ...UNMAPPED_KEYS,
        '127691',
        '2147483647',
        '127691',
      ]);
      expect(await keys('favorites')).toEqual(['127691', '五条悟', '-296356092', '012']);
      await expect(dataSource.query(`SELECT 1 FROM ${UNMAPPED_COMMENTS_TABLE}`)).rejects.toThrow();

      await dataSource.runMigrations();
      // Comments are keyed by thread (`character:<id>`) since the discussions migration.
      const threads = (await dataSource.query('SELECT thread FROM character_comments ORDER BY id')) as Array<{
        thread: string;
      }>;
      expect(threads.map((row) => row.thread)).toEqual([
        'character:127691',
        'character:-296356092',
        'character:127691',
        'character:2147483647',
        'character:127691',
      ]);
      expect(await keys('favorites')).toEqual([127691, -296356092]);
      expect(await keys(UNMAPPED_COMMENTS_TABLE)).toEqual(UNMAPPED_KEYS);
    } finally {
      await dataSource.destroy();
    }
  });
});
