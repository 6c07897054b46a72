// The moderation tables' migrations (user_suspensions, moderation_audit_log) on both drivers: a clean
// create and a clean revert (neither depends on another table).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DataSource } from 'typeorm';
import { CreateUserSuspensions1795292150820, USER_SUSPENSIONS_TABLE } from '../auth';
import { databaseTargets, migrationTarget } from '../testing';
import { AUDIT_LOG_TABLE } from './audit-entry.entity';
import { CreateAuditLog1795292150821 } from './create-audit-log.migration';

describe.each(databaseTargets())('moderation tables migrations on $name', (target) => {
  let dataSource: DataSource;
  const sqliteDir = mkdtempSync(path.join(tmpdir(), 'anifan-moderation-migration-'));
  const tables = [USER_SUSPENSIONS_TABLE, AUDIT_LOG_TABLE];

  beforeAll(async () => {
    dataSource = await new DataSource(
      migrationTarget(target, sqliteDir).options([
        CreateUserSuspensions1795292150820,
        CreateAuditLog1795292150821,
      ]),
    ).initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    rmSync(sqliteDir, { recursive: true, force: true });
  });

  const present = async () => {
    const runner = dataSource.createQueryRunner();
    try {
      return await Promise.all(tables.map((table) => runner.hasTable(table)));
    } finally {
      await runner.release();
    }
  };

  it('creates both tables, and reverts them', async () => {
    await dataSource.runMigrations({ transaction: 'all' });
    expect(await present()).toEqual([true, true]);
    const at = migrationTarget(target, sqliteDir).at('2026-11-26T12:00:00.000Z');
    await dataSource.query(
      `INSERT INTO ${AUDIT_LOG_TABLE} (action, moderator_uid, comment_id, target_uid, reason, created_at) VALUES ('auto_hide', NULL, 1, 'u', 'r', ${at})`,
    );
    await dataSource.query(
      `INSERT INTO ${USER_SUSPENSIONS_TABLE} (uid, until, reason, moderator_uid, created_at) VALUES ('u', NULL, 'r', 'm', ${at})`,
    );
    await dataSource.undoLastMigration({ transaction: 'all' });
    await dataSource.undoLastMigration({ transaction: 'all' });
    expect(await present()).toEqual([false, false]);
  });
});
