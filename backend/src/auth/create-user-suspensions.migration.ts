// Creates `user_suspensions` on SQLite and PostgreSQL through TypeORM's portable Table API.
import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';
import { USER_SUSPENSIONS_TABLE } from './user-suspension.entity';

export class CreateUserSuspensions1795292150820 implements MigrationInterface {
  name = 'CreateUserSuspensions1795292150820';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const timestamp = postgres ? 'timestamptz' : 'datetime';
    await queryRunner.createTable(
      new Table({
        name: USER_SUSPENSIONS_TABLE,
        columns: [
          { name: 'uid', type: 'varchar', length: '128', isPrimary: true },
          { name: 'until', type: timestamp, isNullable: true },
          { name: 'reason', type: 'text' },
          { name: 'moderator_uid', type: 'varchar', length: '128' },
          { name: 'created_at', type: timestamp },
        ],
        // The moderators' list is newest first.
        indices: [new TableIndex({ name: 'idx_user_suspensions_created_at', columnNames: ['created_at'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(USER_SUSPENSIONS_TABLE);
  }
}
