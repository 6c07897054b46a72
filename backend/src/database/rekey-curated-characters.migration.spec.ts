// The re-keying migration on both drivers: a database as the previous version left it (comments and
// favorites under the curated characters' synthetic ids) is migrated by the real app at start, and
// every comment and favorite is then found under the character's canonical id (an integer since the
// migration after it, character-ids-as-integers.migration.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { catalogIndexFromPackages } from '../catalog/testing/index-from-packages';
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
import { UNMAPPED_COMMENTS_TABLE } from './character-ids-as-integers.migration';
import { migrations } from './migrations';
import {
  CURATED_CHARACTER_REKEYS,
  RekeyCuratedCharacters1795292150812,
} from './rekey-curated-characters.migration';

const GOJO_BEFORE = '848652664';
const GOJO = '127691';
const CONAN_BEFORE = '867839738';
const CONAN = '-296356092';

describe('the frozen re-keying table', () => {
  it('takes every curated character from its former id to the id the catalogue gives it today', () => {
    const index = catalogIndexFromPackages();
    const today = new Map(
      index.characters.map((c) => [`${c.works[0]?.native ?? ''}/${c.name.native}`, String(c.id)]),
    );
    expect(CURATED_CHARACTER_REKEYS.map(([, to, label]) => [label, to])).toEqual([...today.entries()]);
    const from = CURATED_CHARACTER_REKEYS.map(([before]) => before);
    expect(new Set(from).size).toBe(from.length);
    expect(from.every((id) => /^8\d{8}$/.test(id))).toBe(true);
    expect(CURATED_CHARACTER_REKEYS).toContainEqual([GOJO_BEFORE, GOJO, '呪術廻戦/五条悟']);
    expect(CURATED_CHARACTER_REKEYS).toContainEqual([CONAN_BEFORE, CONAN, '名探偵コナン/江戸川コナン']);
  });
});

describe.each(databaseTargets())('re-keying stored curated characters on $name', ({ name, env }) => {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-rekey-'));
  const { options, at } = migrationTarget({ name, env }, sqliteDir);

  let server: TestApp;
  let serverClosed = false;
  let alice: EmulatorUser;
  let bob: EmulatorUser;

  beforeAll(async () => {
    alice = await createEmulatorUser({ email: `rekey-alice-${randomUUID()}@example.com`, name: 'Alice' });
    bob = await createEmulatorUser({ email: `rekey-bob-${randomUUID()}@example.com`, name: 'Bob' });
    // The database as the previous version left it: its two migrations, rows under the old ids, and
    // rows live mode had already stored under AniList's id.
    const before = await new DataSource(
      options([CreateCharacterComments1795292150810, CreateFavorites1795292150811]),
    ).initialize();
    try {
      await before.runMigrations();
      const comment = (characterId: string, uid: string, text: string, iso: string) =>
        before.query(
          `INSERT INTO character_comments (character_id, author_uid, author_name, text, created_at, updated_at)
           VALUES ('${characterId}', '${uid}', 'n', '${text}', ${at(iso)}, ${at(iso)})`,
        );
      await comment(GOJO_BEFORE, alice.uid, 'embedded gojo 1', '2026-01-01T00:00:00.000Z');
      await comment(GOJO, bob.uid, 'live gojo', '2026-01-02T00:00:00.000Z');
      await comment(GOJO_BEFORE, bob.uid, 'embedded gojo 2', '2026-01-03T00:00:00.000Z');
      await comment(CONAN_BEFORE, alice.uid, 'embedded conan', '2026-01-04T00:00:00.000Z');
      await comment('五条悟', alice.uid, 'by name', '2026-01-05T00:00:00.000Z');
      await comment('999999999', alice.uid, 'not curated', '2026-01-06T00:00:00.000Z');
      const favorite = (uid: string, characterId: string, iso: string) =>
        before.query(
          `INSERT INTO favorites (uid, character_id, character_name, created_at)
           VALUES ('${uid}', '${characterId}', 'n', ${at(iso)})`,
        );
      await favorite(alice.uid, GOJO_BEFORE, '2026-02-01T00:00:00.000Z');
      await favorite(alice.uid, GOJO, '2026-02-02T00:00:00.000Z');
      await favorite(alice.uid, CONAN_BEFORE, '2026-02-03T00:00:00.000Z');
      await favorite(alice.uid, '999999999', '2026-02-04T00:00:00.000Z');
      await favorite(bob.uid, GOJO, '2026-02-05T00:00:00.000Z');
      await favorite(bob.uid, GOJO_BEFORE, '2026-02-06T00:00:00.000Z');
    } finally {
      await before.destroy();
    }
    server = await createTestApp(name === 'postgres' ? env : { DATA_DIR: sqliteDir });
  });

  afterAll(async () => {
    if (!serverClosed) await server?.close();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  const comments = async (characterId: string) => {
    const answer = await callApi(server.url, 'GET', `/api/characterComment/all/${characterId}`);
    expect(answer.status).toBe(200);
    return (answer.json as CommentView[]).map((c) => [String(c.characterId), c.commentText]);
  };

  const favorites = async (user: EmulatorUser) => {
    const answer = await callApi(server.url, 'GET', '/api/favorites', { token: user.idToken });
    expect(answer.status).toBe(200);
    return (answer.json as FavoriteView[]).map((f) => [String(f.characterId), f.createdAt]);
  };

  it('lists every comment under the canonical id, oldest first, and none under the old ids', async () => {
    expect(await comments(GOJO)).toEqual([
      [GOJO, 'embedded gojo 1'],
      [GOJO, 'live gojo'],
      [GOJO, 'embedded gojo 2'],
    ]);
    expect(await comments(CONAN)).toEqual([[CONAN, 'embedded conan']]);
    expect(await comments(GOJO_BEFORE)).toEqual([]);
    expect(await comments(CONAN_BEFORE)).toEqual([]);
  });

  it('leaves comments on characters it does not re-key alone', async () => {
    expect(await comments('999999999')).toEqual([['999999999', 'not curated']]);
    // Not a character id: kept aside by the migration after this one.
    const byName = (await server.app
      .get(DataSource)
      .query(`SELECT character_id, text FROM ${UNMAPPED_COMMENTS_TABLE}`)) as unknown[];
    expect(byName).toEqual([{ character_id: '五条悟', text: 'by name' }]);
  });

  it('keeps every favorite, one per character, dated from when it was first added', async () => {
    expect(await favorites(alice)).toEqual([
      ['999999999', '2026-02-04T00:00:00.000Z'],
      [CONAN, '2026-02-03T00:00:00.000Z'],
      [GOJO, '2026-02-01T00:00:00.000Z'],
    ]);
    expect(await favorites(bob)).toEqual([[GOJO, '2026-02-05T00:00:00.000Z']]);
  });

  it('is reverted by its down migration, and applied again', async () => {
    await server.close();
    serverClosed = true;
    const dataSource = await new DataSource(options(migrations)).initialize();
    // Comments are keyed by thread (`character:<id>`) since the discussions migration.
    const keys = async (column: 'character_id' | 'thread' = 'character_id') =>
      (
        (await dataSource.query(`SELECT ${column} AS key FROM character_comments ORDER BY id`)) as Array<{
          key: string | number;
        }>
      ).map((row) => String(row.key).replace(/^character:/, ''));
    try {
      // The migrations after it first (back to keys as text), then it.
      const after = migrations.length - 1 - migrations.indexOf(RekeyCuratedCharacters1795292150812);
      for (let undone = 0; undone < after; undone += 1) await dataSource.undoLastMigration();
      await dataSource.undoLastMigration();
      expect(await keys()).toEqual([
        GOJO_BEFORE,
        GOJO_BEFORE,
        GOJO_BEFORE,
        CONAN_BEFORE,
        '五条悟',
        '999999999',
      ]);
      await dataSource.runMigrations();
      expect(await keys('thread')).toEqual([GOJO, GOJO, GOJO, CONAN, '999999999']);
    } finally {
      await dataSource.destroy();
    }
  });
});
