// What the moderators' endpoints do: comments through CommentModeration, 投稿停止 through UserSuspensions,
// and for every action one audit entry (who, what, when, why). Answers name users by their public id
// (as comments do), never by uid or email. The action is written first and its audit entry right after
// (no transaction spans them: see favorites.service.ts on SQLite's shared connection); if the entry
// fails the request answers an error and the moderator retries, which is safe for every action here.
import { Injectable } from '@nestjs/common';
import {
  type AuditEntry,
  type AuditLogPage,
  type ModerationItem,
  type ModerationPageQuery,
  type ModerationQueue,
  SUSPENSION_DURATION_LABELS,
  type SuspendRequest,
  type Suspension,
} from '@anifan/contract';
import { AuditLog, type AuditRecord } from '../audit';
import { type AuthenticatedUser, type SuspensionRecord, UserSuspensions } from '../auth';
import { AppError } from '../common';
import { CommentModeration, type ModeratedComment } from '../comments';

/** Shown for a moderator whose token had no name when they acted. */
export const UNNAMED_MODERATOR = 'モデレーター';

@Injectable()
export class ModerationService {
  constructor(
    private readonly comments: CommentModeration,
    private readonly suspensions: UserSuspensions,
    private readonly audit: AuditLog,
  ) {}

  async queue(query: ModerationPageQuery): Promise<ModerationQueue> {
    const { items, nextBefore } = await this.comments.queue(query);
    return { items: await Promise.all(items.map((item) => this.item(item))), nextBefore };
  }

  /** 非表示 (again, if it already is: the entry records the moderator's decision). */
  async hide(commentId: number, reason: string, moderator: AuthenticatedUser): Promise<ModerationItem> {
    const item = await this.comments.hide(commentId);
    await this.record(moderator, { action: 'hide', commentId, targetUid: item.authorUid, reason });
    return this.item(item);
  }

  /** 復元: shown again, its reports cleared. */
  async restore(commentId: number, reason: string, moderator: AuthenticatedUser): Promise<ModerationItem> {
    const item = await this.comments.restore(commentId);
    await this.record(moderator, { action: 'restore', commentId, targetUid: item.authorUid, reason });
    return this.item(item);
  }

  async listSuspensions(): Promise<Suspension[]> {
    return (await this.suspensions.list()).map((record) => this.suspension(record));
  }

  /** 投稿停止 of a user who has written (a public id nobody has written under is 404 user/not_found). */
  async suspend(request: SuspendRequest, moderator: AuthenticatedUser): Promise<Suspension> {
    const uid = await this.comments.authorUidOf(request.userId);
    if (uid === null) throw new AppError('user/not_found', 'このユーザーは見つかりません');
    const record = await this.suspensions.suspend(uid, request.duration, request.reason, moderator.uid);
    // The entry has no field of its own for the length: it leads the reason (「7日: …」).
    const reason = `${SUSPENSION_DURATION_LABELS[request.duration]}: ${request.reason}`;
    await this.record(moderator, { action: 'suspend', commentId: null, targetUid: uid, reason });
    return this.suspension(record);
  }

  /** Lifts a current suspension, written to the audit log; nothing to lift is done at once. */
  async lift(userId: string, reason: string, moderator: AuthenticatedUser): Promise<void> {
    const uid = await this.comments.authorUidOf(userId);
    if (uid === null) return;
    const lifted = await this.suspensions.lift(uid);
    if (lifted)
      await this.record(moderator, { action: 'unsuspend', commentId: null, targetUid: uid, reason });
  }

  async auditLog(query: ModerationPageQuery): Promise<AuditLogPage> {
    const { entries, nextBefore } = await this.audit.page(query);
    return { entries: entries.map((entry) => this.entry(entry)), nextBefore };
  }

  private record(
    moderator: AuthenticatedUser,
    entry: Pick<AuditRecord, 'action' | 'commentId' | 'targetUid' | 'reason'>,
  ): Promise<AuditRecord> {
    return this.audit.append({ ...entry, moderatorUid: moderator.uid, moderatorName: moderator.name });
  }

  private async item({ authorUid, ...item }: ModeratedComment): Promise<ModerationItem> {
    const suspension = await this.suspensions.current(authorUid);
    return { ...item, authorSuspension: suspension && this.suspension(suspension) };
  }

  private suspension(record: SuspensionRecord): Suspension {
    return {
      userId: this.comments.publicIdOf(record.uid),
      until: record.until?.toISOString() ?? null,
      reason: record.reason,
      createdAt: record.createdAt.toISOString(),
    };
  }

  private entry(record: AuditRecord): AuditEntry {
    return {
      id: record.id,
      action: record.action,
      moderator:
        record.moderatorUid === null
          ? null
          : {
              userId: this.comments.publicIdOf(record.moderatorUid),
              name: record.moderatorName ?? UNNAMED_MODERATOR,
            },
      commentId: record.commentId,
      targetUserId: record.targetUid === null ? null : this.comments.publicIdOf(record.targetUid),
      reason: record.reason,
      createdAt: record.createdAt.toISOString(),
    };
  }
}
