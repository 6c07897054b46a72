// The moderators' audit log: who did what to which comment or user, when and why. Append-only; read a
// page at a time, newest first, by id (keyset: a page costs the same however deep).
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type Repository } from 'typeorm';
import { type AuditAction, MAX_THREAD_PAGE_SIZE, THREAD_PAGE_SIZE } from '@anifan/contract';
import { AuditEntryRow } from './audit-entry.entity';

/** What an action writes; uids, never emails (answers carry public user ids instead). */
export interface AuditAppend {
  action: AuditAction;
  /** Null for the server's own action (auto_hide). */
  moderatorUid: string | null;
  /** The moderator's display name when they acted (their token's `name`), if any. */
  moderatorName?: string | null;
  commentId: number | null;
  /** The user acted on: the suspended one, or the hidden or restored comment's author. */
  targetUid: string | null;
  reason: string;
}

export interface AuditRecord {
  id: number;
  action: AuditAction;
  moderatorUid: string | null;
  moderatorName: string | null;
  commentId: number | null;
  targetUid: string | null;
  reason: string;
  createdAt: Date;
}

export interface AuditRecordPage {
  entries: AuditRecord[];
  /** The `before` of the next, older page; null when this one reaches the first entry. */
  nextBefore: number | null;
}

/** The largest id the `integer` column holds (PostgreSQL's int4). */
const MAX_STORED_ID = 2_147_483_647;

const toRecord = (row: AuditEntryRow): AuditRecord => ({
  id: row.id,
  action: row.action,
  moderatorUid: row.moderatorUid,
  moderatorName: row.moderatorName,
  commentId: row.commentId,
  targetUid: row.targetUid,
  reason: row.reason,
  createdAt: row.createdAt,
});

@Injectable()
export class AuditLog {
  constructor(@InjectRepository(AuditEntryRow) private readonly rows: Repository<AuditEntryRow>) {}

  /** Writes one entry (one statement, durable when it returns). */
  async append(entry: AuditAppend, now: Date = new Date()): Promise<AuditRecord> {
    const row = this.rows.create({
      action: entry.action,
      moderatorUid: entry.moderatorUid,
      moderatorName: entry.moderatorName ?? null,
      commentId: entry.commentId,
      targetUid: entry.targetUid,
      reason: entry.reason,
      createdAt: now,
    });
    await this.rows.insert(row);
    return toRecord(row);
  }

  /** Entries with ids below `before` (all when absent), newest first, at most `limit` (1…100, default 30). */
  async page({
    before,
    limit = THREAD_PAGE_SIZE,
  }: { before?: number; limit?: number } = {}): Promise<AuditRecordPage> {
    const size = Math.min(Math.max(1, Math.trunc(limit)), MAX_THREAD_PAGE_SIZE);
    // Every id is below a `before` beyond the column's range, which PostgreSQL would refuse to compare.
    const bounded = before !== undefined && before <= MAX_STORED_ID;
    // One more than asked tells whether an older page exists without a second query.
    const rows = await this.rows.find({
      where: bounded ? { id: LessThan(before) } : {},
      order: { id: 'DESC' },
      take: size + 1,
    });
    const entries = rows.slice(0, size).map(toRecord);
    return { entries, nextBefore: rows.length > size ? entries[entries.length - 1]!.id : null };
  }
}
