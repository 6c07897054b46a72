// Creates `favorites` on SQLite and PostgreSQL through TypeORM's portable Table API.
import { Table, TableUnique, type MigrationInterface, type QueryRunner } from 'typeorm';
import { FAVORITES_TABLE } from './favorite.entity';

export class CreateFavorites1795292150811 implements MigrationInterface {
  name = 'CreateFavorites1795292150811';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: FAVORITES_TABLE,
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: postgres ? 'identity' : 'increment',
          },
          { name: 'uid', type: 'varchar', length: '128' },
          { name: 'character_id', type: 'varchar', length: '200' },
          { name: 'character_name', type: 'varchar', length: '200' },
          { name: 'character_image', type: 'varchar', length: '2000', isNullable: true },
          { name: 'created_at', type: postgres ? 'timestamptz' : 'datetime' },
        ],
        uniques: [
          new TableUnique({ name: 'uq_favorites_uid_character_id', columnNames: ['uid', 'character_id'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(FAVORITES_TABLE);
  }
}
