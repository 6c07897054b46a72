// Discussions (contract 2.3.0): the character comments become threads — a thread key instead of the
// character id (`character:<id>` for every existing row), replies one level deep, the ネタバレ mark and
// hiding — and reactions, reports, mutes and the authors behind pseudonymous ids get their tables.
// `down` puts the character comments back as they were; episode threads have no place there and go.
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { COMMENTS_TABLE } from './comment.entity';
import { AUTHORS_TABLE, MUTES_TABLE, REACTIONS_TABLE, REPORTS_TABLE } from './discussion.entities';

type Driver = 'postgres' | 'sqlite';

/** The columns both shapes of the table share, in order. */
const KEPT = ['id', 'author_uid', 'author_name', 'author_photo_url', 'text', 'created_at', 'updated_at'];

const THREAD_INDEXES = [
  // A page of a thread: an index range scan over its top-level comments, newest first.
  `CREATE INDEX "idx_comments_thread_top_id" ON "${COMMENTS_TABLE}" ("thread", "id") WHERE "parent_id" IS NULL`,
  // The replies of a page's comments, oldest first.
  `CREATE INDEX "idx_comments_parent_id" ON "${COMMENTS_TABLE}" ("parent_id", "id") WHERE "parent_id" IS NOT NULL`,
  // The moderation queue's hidden comments.
  `CREATE INDEX "idx_comments_hidden_id" ON "${COMMENTS_TABLE}" ("id") WHERE "hidden_reason" IS NOT NULL`,
];

export class Discussions1795292150815 implements MigrationInterface {
  name = 'Discussions1795292150815';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = driverOf(queryRunner);
    if (driver === 'postgres') {
      await queryRunner.query(
        `ALTER TABLE ${COMMENTS_TABLE} ADD COLUMN thread varchar(40), ADD COLUMN parent_id integer,
           ADD COLUMN spoiler boolean NOT NULL DEFAULT false, ADD COLUMN hidden_reason varchar(20),
           ADD COLUMN hidden_at timestamptz`,
      );
      await queryRunner.query(`UPDATE ${COMMENTS_TABLE} SET thread = 'character:' || character_id`);
      // Dropping the column drops its index (idx_character_comments_character_id_id) with it.
      await queryRunner.query(
        `ALTER TABLE ${COMMENTS_TABLE} ALTER COLUMN thread SET NOT NULL, DROP COLUMN character_id`,
      );
    } else {
      await rebuildSqlite(
        queryRunner,
        `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "thread" varchar(40) NOT NULL,
         "parent_id" integer, "author_uid" varchar(128) NOT NULL, "author_name" varchar(200) NOT NULL,
         "author_photo_url" varchar(2000), "text" text NOT NULL,
         "spoiler" boolean NOT NULL DEFAULT (0), "hidden_reason" varchar(20), "hidden_at" datetime,
         "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL`,
        ['thread', ...KEPT],
        [`'character:' || character_id`, ...KEPT],
      );
    }
    for (const statement of THREAD_INDEXES) await queryRunner.query(statement);
    for (const table of newTables(driver)) await queryRunner.createTable(table);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const driver = driverOf(queryRunner);
    for (const table of newTables(driver).reverse()) await queryRunner.dropTable(table.name);
    await queryRunner.query(`DELETE FROM ${COMMENTS_TABLE} WHERE thread NOT LIKE 'character:%'`);
    const characterId = `CAST(substr(thread, 11) AS integer)`;
    if (driver === 'postgres') {
      await queryRunner.query(
        `ALTER TABLE ${COMMENTS_TABLE} ADD COLUMN character_id integer,
           DROP COLUMN parent_id, DROP COLUMN spoiler, DROP COLUMN hidden_reason, DROP COLUMN hidden_at`,
      );
      await queryRunner.query(`UPDATE ${COMMENTS_TABLE} SET character_id = ${characterId}`);
      await queryRunner.query(
        `ALTER TABLE ${COMMENTS_TABLE} ALTER COLUMN character_id SET NOT NULL, DROP COLUMN thread`,
      );
    } else {
      await rebuildSqlite(
        queryRunner,
        `"id" integer PRIMARY KEY AUTOINCREMENT NOT NULL, "character_id" integer NOT NULL,
         "author_uid" varchar(128) NOT NULL, "author_name" varchar(200) NOT NULL,
         "author_photo_url" varchar(2000), "text" text NOT NULL,
         "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL`,
        ['character_id', ...KEPT],
        [characterId, ...KEPT],
      );
    }
    await queryRunner.query(
      `CREATE INDEX "idx_character_comments_character_id_id" ON "${COMMENTS_TABLE}" ("character_id", "id")`,
    );
  }
}

function driverOf(queryRunner: QueryRunner): Driver {
  return queryRunner.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
}

/**
 * SQLite cannot add a NOT NULL column without a default or drop one in place, so the table is rebuilt
 * the way SQLite documents (new table, copy, drop, rename), its AUTOINCREMENT counter carried over so
 * no id of a deleted comment is ever given again.
 */
async function rebuildSqlite(
  queryRunner: QueryRunner,
  columnsDdl: string,
  columns: string[],
  values: string[],
): Promise<void> {
  const rebuilt = `${COMMENTS_TABLE}_rebuilt`;
  const sequence = (await queryRunner.query(`SELECT seq FROM sqlite_sequence WHERE name = ?`, [
    COMMENTS_TABLE,
  ])) as Array<{ seq: number }>;
  await queryRunner.query(`CREATE TABLE "${rebuilt}" (${columnsDdl})`);
  await queryRunner.query(
    `INSERT INTO ${rebuilt} (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ${COMMENTS_TABLE}`,
  );
  await queryRunner.query(`DROP TABLE ${COMMENTS_TABLE}`);
  await queryRunner.query(`ALTER TABLE ${rebuilt} RENAME TO ${COMMENTS_TABLE}`);
  await queryRunner.query(`DELETE FROM sqlite_sequence WHERE name = ?`, [COMMENTS_TABLE]);
  if (sequence[0] !== undefined) {
    await queryRunner.query(`INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)`, [
      COMMENTS_TABLE,
      sequence[0].seq,
    ]);
  }
}

function newTables(driver: Driver): Table[] {
  const time: Partial<TableColumnOptions> = { type: driver === 'postgres' ? 'timestamptz' : 'datetime' };
  const text = (length: string, isNullable = false): Partial<TableColumnOptions> => ({
    type: 'varchar',
    length,
    isNullable,
  });
  const column = (name: string, options: Partial<TableColumnOptions>, isPrimary = false) =>
    ({ name, type: 'text', ...options, isPrimary }) as TableColumnOptions;
  // Reactions and reports go with their comment (and a deleted comment's replies with it).
  const byComment = {
    columnNames: ['comment_id'],
    referencedTableName: COMMENTS_TABLE,
    referencedColumnNames: ['id'],
    onDelete: 'CASCADE',
  };
  return [
    new Table({
      name: REACTIONS_TABLE,
      columns: [
        column('comment_id', { type: 'integer' }, true),
        column('user_uid', text('128'), true),
        column('reaction', text('16'), true),
        column('created_at', time),
      ],
      foreignKeys: [{ name: 'fk_comment_reactions_comment', ...byComment }],
    }),
    new Table({
      name: REPORTS_TABLE,
      columns: [
        column('comment_id', { type: 'integer' }, true),
        column('reporter_uid', text('128'), true),
        column('reason', text('16')),
        column('text', { type: 'text', isNullable: true }),
        column('created_at', time),
      ],
      foreignKeys: [{ name: 'fk_comment_reports_comment', ...byComment }],
    }),
    new Table({
      name: MUTES_TABLE,
      columns: [
        column('muter_uid', text('128'), true),
        column('muted_uid', text('128'), true),
        column('created_at', time),
      ],
    }),
    new Table({
      name: AUTHORS_TABLE,
      columns: [
        column('public_id', text('64'), true),
        { ...column('uid', text('128')), isUnique: true },
        column('author_name', text('200')),
        column('author_photo_url', text('2000', true)),
        column('updated_at', time),
      ],
    }),
  ];
}
