// Comments and favorites store the character's id as an integer (docs/entities.md#identifiers), as
// every client sends it. A row filed under anything else (a character's name, which earlier clients
// sent for a character without an id, or text that only looks like an id, such as `012`) is moved,
// unchanged, to a side table beside its own: nothing is deleted, and `down` puts it back.
import { Table, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { COMMENTS_TABLE } from '../comments';
import { FAVORITES_TABLE } from '../favorites';

/** Where rows whose key is not a character id are kept, with their original key. */
export const UNMAPPED_COMMENTS_TABLE = 'character_comments_unmapped';
export const UNMAPPED_FAVORITES_TABLE = 'favorites_unmapped';

type Driver = 'postgres' | 'sqlite';

/** Each table's columns, in order; `character_id` is the one whose type changes. */
const COLUMNS = {
  [COMMENTS_TABLE]: [
    'id',
    'character_id',
    'author_uid',
    'author_name',
    'author_photo_url',
    'text',
    'created_at',
    'updated_at',
  ],
  [FAVORITES_TABLE]: ['id', 'uid', 'character_id', 'character_name', 'character_image', 'created_at'],
} as const;

type Keyed = keyof typeof COLUMNS;

/**
 * Whether `character_id` holds a character id in its one decimal form (no sign but a minus, no leading
 * zero, not 0, within 32 bits), written out in SQL so the migration means the same forever.
 */
function isCanonical(driver: Driver): string {
  return driver === 'postgres'
    ? `CASE WHEN character_id ~ '^-?[1-9][0-9]{0,9}$'
         THEN character_id::bigint BETWEEN -2147483648 AND 2147483647 ELSE false END`
    : // SQLite has no regular expressions: the text must be what it reads as, written back.
      `(CAST(CAST(character_id AS INTEGER) AS TEXT) = character_id
        AND CAST(character_id AS INTEGER) BETWEEN -2147483648 AND 2147483647
        AND CAST(character_id AS INTEGER) <> 0)`;
}

export class CharacterIdsAsIntegers1795292150813 implements MigrationInterface {
  name = 'CharacterIdsAsIntegers1795292150813';

  async up(queryRunner: QueryRunner): Promise<void> {
    const driver = driverOf(queryRunner);
    for (const [table, unmapped] of [
      [COMMENTS_TABLE, UNMAPPED_COMMENTS_TABLE],
      [FAVORITES_TABLE, UNMAPPED_FAVORITES_TABLE],
    ] as const) {
      await queryRunner.createTable(unmappedTable(table, unmapped, driver));
      const columns = COLUMNS[table].join(', ');
      await queryRunner.query(
        `INSERT INTO ${unmapped} (${columns}) SELECT ${columns} FROM ${table} WHERE NOT (${isCanonical(driver)})`,
      );
      await queryRunner.query(`DELETE FROM ${table} WHERE NOT (${isCanonical(driver)})`);
      await retypeCharacterId(queryRunner, driver, table, 'integer');
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const driver = driverOf(queryRunner);
    for (const [table, unmapped] of [
      [COMMENTS_TABLE, UNMAPPED_COMMENTS_TABLE],
      [FAVORITES_TABLE, UNMAPPED_FAVORITES_TABLE],
    ] as const) {
      await retypeCharacterId(queryRunner, driver, table, 'varchar(200)');
      const columns = COLUMNS[table].join(', ');
      await queryRunner.query(`INSERT INTO ${table} (${columns}) SELECT ${columns} FROM ${unmapped}`);
      await queryRunner.dropTable(unmapped);
    }
  }
}

function driverOf(queryRunner: QueryRunner): Driver {
  return queryRunner.connection.options.type === 'postgres' ? 'postgres' : 'sqlite';
}

/** A copy of `table`'s columns with the original key as text, and the row's id kept as it was. */
function unmappedTable(table: Keyed, name: string, driver: Driver): Table {
  const time = driver === 'postgres' ? 'timestamptz' : 'datetime';
  const text = (length: string, isNullable = false): Partial<TableColumnOptions> => ({
    type: 'varchar',
    length,
    isNullable,
  });
  const types: Record<string, Partial<TableColumnOptions>> = {
    id: { type: 'integer', isPrimary: true },
    character_id: text('200'),
    author_uid: text('128'),
    author_name: text('200'),
    author_photo_url: text('2000', true),
    text: { type: 'text' },
    uid: text('128'),
    character_name: text('200'),
    character_image: text('2000', true),
    created_at: { type: time },
    updated_at: { type: time },
  };
  return new Table({
    name,
    columns: COLUMNS[table].map((column) => ({ name: column, type: 'text', ...types[column] })),
  });
}

/**
 * Gives `character_id` the type `type`. PostgreSQL converts in place, keeping the index and the unique
 * constraint; SQLite cannot change a column's type, so the table is rebuilt the way SQLite documents
 * (new table, copy, drop, rename), and its AUTOINCREMENT counter carried over, so that no id of a
 * deleted row is ever given again.
 */
async function retypeCharacterId(
  queryRunner: QueryRunner,
  driver: Driver,
  table: Keyed,
  type: 'integer' | 'varchar(200)',
): Promise<void> {
  if (driver === 'postgres') {
    const cast = type === 'integer' ? 'integer' : 'text';
    await queryRunner.query(
      `ALTER TABLE ${table} ALTER COLUMN character_id TYPE ${type} USING character_id::${cast}`,
    );
    return;
  }
  const rebuilt = `${table}_rebuilt`;
  const columns = COLUMNS[table].join(', ');
  const converted = COLUMNS[table]
    .map((column) =>
      column === 'character_id' ? `CAST(character_id AS ${type === 'integer' ? 'INTEGER' : 'TEXT'})` : column,
    )
    .join(', ');
  const sequence = (await queryRunner.query(`SELECT seq FROM sqlite_sequence WHERE name = ?`, [
    table,
  ])) as Array<{ seq: number }>;
  await queryRunner.query(sqliteTableDdl(table, rebuilt, type));
  await queryRunner.query(`INSERT INTO ${rebuilt} (${columns}) SELECT ${converted} FROM ${table}`);
  await queryRunner.query(`DROP TABLE ${table}`);
  await queryRunner.query(`ALTER TABLE ${rebuilt} RENAME TO ${table}`);
  if (table === COMMENTS_TABLE) {
    await queryRunner.query(
      `CREATE INDEX "idx_character_comments_character_id_id" ON "${table}" ("character_id", "id")`,
    );
  }
  await queryRunner.query(`DELETE FROM sqlite_sequence WHERE name = ?`, [table]);
  if (sequence[0] !== undefined) {
    await queryRunner.query(`INSERT INTO sqlite_sequence (name, seq) VALUES (?, ?)`, [
      table,
      sequence[0].seq,
    ]);
  }
}

/** The table as its create migration made it on SQLite, but for `character_id`'s type. */
function sqliteTableDdl(table: Keyed, name: string, type: 'integer' | 'varchar(200)'): string {
  return table === COMMENTS_TABLE
    ? `CREATE TABLE "${name}" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
         "character_id" ${type} NOT NULL, "author_uid" varchar(128) NOT NULL,
         "author_name" varchar(200) NOT NULL, "author_photo_url" varchar(2000), "text" text NOT NULL,
         "created_at" datetime NOT NULL, "updated_at" datetime NOT NULL)`
    : `CREATE TABLE "${name}" ("id" integer PRIMARY KEY AUTOINCREMENT NOT NULL,
         "uid" varchar(128) NOT NULL, "character_id" ${type} NOT NULL,
         "character_name" varchar(200) NOT NULL, "character_image" varchar(2000),
         "created_at" datetime NOT NULL,
         CONSTRAINT "uq_favorites_uid_character_id" UNIQUE ("uid", "character_id"))`;
}
