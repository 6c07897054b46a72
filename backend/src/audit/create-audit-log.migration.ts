// Creates `moderation_audit_log` on SQLite and PostgreSQL through TypeORM's portable Table API.
import { Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { AUDIT_LOG_TABLE } from './audit-entry.entity';

export class CreateAuditLog1795292150821 implements MigrationInterface {
  name = 'CreateAuditLog1795292150821';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    await queryRunner.createTable(
      new Table({
        name: AUDIT_LOG_TABLE,
        // Pages walk the primary key backwards; nothing else is looked up.
        columns: [
          {
            name: 'id',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: postgres ? 'identity' : 'increment',
          },
          { name: 'action', type: 'varchar', length: '20' },
          { name: 'moderator_uid', type: 'varchar', length: '128', isNullable: true },
          { name: 'moderator_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'comment_id', type: 'integer', isNullable: true },
          { name: 'target_uid', type: 'varchar', length: '128', isNullable: true },
          { name: 'reason', type: 'text' },
          { name: 'created_at', type: postgres ? 'timestamptz' : 'datetime' },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable(AUDIT_LOG_TABLE);
  }
}
