// One line of the moderators' audit log, stored in `moderation_audit_log` (create-audit-log.migration.ts).
import type { AuditAction } from '@anifan/contract';
import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

export const AUDIT_LOG_TABLE = 'moderation_audit_log';

@Entity(AUDIT_LOG_TABLE)
export class AuditEntryRow {
  // Never reused (identity / AUTOINCREMENT): pages are read by id, newest first.
  @PrimaryGeneratedColumn({ name: 'id' })
  id: number;

  @Column({ name: 'action', type: 'varchar', length: 20 })
  action: AuditAction;

  /** Null: the server acted by itself (auto_hide after enough reports). */
  @Column({ name: 'moderator_uid', type: 'varchar', length: 128, nullable: true })
  moderatorUid: string | null;

  /** The moderator's display name when they acted, as comments keep their author's. */
  @Column({ name: 'moderator_name', type: 'varchar', length: 200, nullable: true })
  moderatorName: string | null;

  @Column({ name: 'comment_id', type: 'integer', nullable: true })
  commentId: number | null;

  @Column({ name: 'target_uid', type: 'varchar', length: 128, nullable: true })
  targetUid: string | null;

  @Column({ name: 'reason', type: 'text' })
  reason: string;

  // Set by the service rather than by database defaults, so both drivers store the same precision.
  @Column({ name: 'created_at' })
  createdAt: Date;
}
