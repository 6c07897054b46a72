// Creates the list store's tables (issue #29) on SQLite and PostgreSQL through TypeORM's portable Table
// API: `list_users` (a fan as the list knows them) and `media_list_entries` (their works).
import {
  Table,
  TableForeignKey,
  TableIndex,
  TableUnique,
  type MigrationInterface,
  type QueryRunner,
} from 'typeorm';

export const LIST_USERS_TABLE = 'list_users';
export const MEDIA_LIST_ENTRIES_TABLE = 'media_list_entries';

/** Epoch milliseconds: the same precision on both drivers. */
const EPOCH_MS = 'bigint';

function fuzzyDateColumns(prefix: string) {
  return ['year', 'month', 'day'].map((part) => ({
    name: `${prefix}_${part}`,
    type: 'integer',
    isNullable: true,
  }));
}

export class CreateMediaList1795292150814 implements MigrationInterface {
  name = 'CreateMediaList1795292150814';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const id = {
      name: 'id',
      type: 'integer',
      isPrimary: true,
      isGenerated: true,
      generationStrategy: postgres ? ('identity' as const) : ('increment' as const),
    };
    await queryRunner.createTable(
      new Table({
        name: LIST_USERS_TABLE,
        columns: [
          id,
          { name: 'uid', type: 'varchar', length: '128' },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'score_format', type: 'varchar', length: '20' },
          { name: 'list_public', type: 'boolean' },
          { name: 'created_at', type: EPOCH_MS },
          { name: 'updated_at', type: EPOCH_MS },
        ],
        uniques: [
          new TableUnique({ name: 'uq_list_users_uid', columnNames: ['uid'] }),
          new TableUnique({ name: 'uq_list_users_name', columnNames: ['name'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: MEDIA_LIST_ENTRIES_TABLE,
        columns: [
          id,
          { name: 'user_id', type: 'integer' },
          { name: 'media_id', type: 'integer' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'progress', type: 'integer' },
          { name: 'repeat_count', type: 'integer' },
          { name: 'score_raw', type: 'integer' },
          { name: 'notes', type: 'text', isNullable: true },
          { name: 'is_private', type: 'boolean' },
          ...fuzzyDateColumns('started'),
          ...fuzzyDateColumns('completed'),
          { name: 'created_at', type: EPOCH_MS },
          { name: 'updated_at', type: EPOCH_MS },
          { name: 'revision', type: 'integer' },
        ],
        // One entry per user and work; the index also serves "this user's list".
        uniques: [
          new TableUnique({ name: 'uq_media_list_entries_user_media', columnNames: ['user_id', 'media_id'] }),
        ],
        indices: [
          new TableIndex({
            name: 'ix_media_list_entries_user_updated',
            columnNames: ['user_id', 'updated_at'],
          }),
        ],
        foreignKeys: [
          new TableForeignKey({
            name: 'fk_media_list_entries_user',
            columnNames: ['user_id'],
            referencedTableName: LIST_USERS_TABLE,
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(MEDIA_LIST_ENTRIES_TABLE);
    await queryRunner.dropTable(LIST_USERS_TABLE);
  }
}
