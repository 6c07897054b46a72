// The discussions migration on both drivers: character comments as the previous version left them
// become `character:<id>` threads with their ids (and SQLite's id counter) kept, the new tables come and
// go with it, and on PostgreSQL a page of a thread is a range scan of the partial (thread, id) index.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { migrations } from '../database';
import { databaseTargets, migrationTarget } from '../testing';
import { Discussions1795292150815 } from './discussions.migration';

const BEFORE = migrations.slice(0, migrations.indexOf(Discussions1795292150815));
const NEW_TABLES = ['comment_reactions', 'comment_reports', 'comment_mutes', 'comment_authors'];

describe.each(databaseTargets())('discussions migration on $name', ({ name, env }) => {
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-discussions-'));
  const { options, at } = migrationTarget({ name, env }, sqliteDir);
  let dataSource: DataSource;

  beforeAll(async () => {
    const before = await new DataSource(options(BEFORE)).initialize();
    try {
      await before.runMigrations();
      const insert = (characterId: number, text: string) =>
        before.query(
          `INSERT INTO character_comments (character_id, author_uid, author_name, text, created_at, updated_at)
           VALUES (${characterId}, 'uid-a', 'A', '${text}', ${at('2026-01-01T00:00:00.000Z')}, ${at('2026-01-02T00:00:00.000Z')})`,
        );
      await insert(127691, 'gojo');
      await insert(-296356092, 'curated');
      await insert(127691, 'deleted');
      await before.query(`DELETE FROM character_comments WHERE text = 'deleted'`);
    } finally {
      await before.destroy();
    }
    dataSource = await new DataSource(options([...BEFORE, Discussions1795292150815])).initialize();
    await dataSource.runMigrations();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  const rows = () =>
    dataSource.query(
      `SELECT id, thread, parent_id, text, spoiler, hidden_reason, hidden_at FROM character_comments ORDER BY id`,
    ) as Promise<Array<Record<string, unknown>>>;
  const hasTable = async (table: string) => {
    const runner = dataSource.createQueryRunner();
    try {
      return await runner.hasTable(table);
    } finally {
      await runner.release();
    }
  };

  it('files every existing comment under its character’s thread, top-level, shown and not ネタバレ', async () => {
    const migrated = await rows();
    expect(
      migrated.map((row) => [row.id, row.thread, row.parent_id, row.text, Boolean(row.spoiler)]),
    ).toEqual([
      [1, 'character:127691', null, 'gojo', false],
      [2, 'character:-296356092', null, 'curated', false],
    ]);
    expect(migrated.every((row) => row.hidden_reason === null && row.hidden_at === null)).toBe(true);
    for (const table of NEW_TABLES) expect(await hasTable(table)).toBe(true);
  });

  it('never gives the id of a comment deleted before it again', async () => {
    await dataSource.query(
      `INSERT INTO character_comments (thread, author_uid, author_name, text, created_at, updated_at)
       VALUES ('episode:1:1', 'uid-b', 'B', 'new', ${at('2026-02-01T00:00:00.000Z')}, ${at('2026-02-01T00:00:00.000Z')})`,
    );
    expect((await rows()).at(-1)).toMatchObject({ id: 4, thread: 'episode:1:1' });
  });

  if (name === 'postgres') {
    it('reads a page of a thread by a backward range scan of its (thread, id) index, without sorting', async () => {
      await dataSource.query(
        `INSERT INTO character_comments (thread, parent_id, author_uid, author_name, text, created_at, updated_at)
         SELECT CASE WHEN n % 10 = 0 THEN 'episode:3:1' ELSE 'episode:' || (n % 2000 + 10) || ':1' END, NULL, 'uid-' || (n % 97), 'n', 'text ' || n, now(), now()
         FROM generate_series(1, 100000) AS n`,
      );
      await dataSource.query('ANALYZE character_comments');
      // The page query as ThreadsService sends it on PostgreSQL: the thread as a (thread, id) range.
      const plan = async (thread: string) =>
        (
          (await dataSource.query(
            `EXPLAIN SELECT * FROM character_comments c
             WHERE c.parent_id IS NULL AND (c.thread, c.id) > ($1, 0) AND (c.thread, c.id) < ($1, 80000)
               AND c.hidden_reason IS NULL
             ORDER BY c.thread DESC, c.id DESC LIMIT 31`,
            [thread],
          )) as Array<{ 'QUERY PLAN': string }>
        )
          .map((line) => line['QUERY PLAN'])
          .join('\n');
      // A tenth of the table, and a small thread among many: both walk the thread's own index backwards
      // from `before` and stop after the page.
      for (const thread of ['episode:3:1', 'episode:15:1']) {
        const text = await plan(thread);
        expect(text).toMatch(/^Limit[\s\S]*Index Scan Backward using idx_comments_thread_top_id/);
        expect(text).not.toMatch(/Seq Scan|Sort/);
      }
    });
  }

  it('is reverted by its down migration (character ids back, episode threads gone), and applied again', async () => {
    await dataSource.undoLastMigration();
    for (const table of NEW_TABLES) expect(await hasTable(table)).toBe(false);
    const back = (await dataSource.query(
      `SELECT id, character_id, text FROM character_comments WHERE text IN ('gojo', 'curated') ORDER BY id`,
    )) as Array<{ id: number; character_id: number; text: string }>;
    expect(back).toEqual([
      { id: 1, character_id: 127691, text: 'gojo' },
      { id: 2, character_id: -296356092, text: 'curated' },
    ]);
    const episodes = (await dataSource.query(
      `SELECT COUNT(*) AS count FROM character_comments WHERE text = 'new'`,
    )) as Array<{ count: number | string }>;
    expect(Number(episodes[0]?.count)).toBe(0);
    await dataSource.runMigrations();
    expect((await rows()).slice(0, 2).map((row) => row.thread)).toEqual([
      'character:127691',
      'character:-296356092',
    ]);
  });
});
