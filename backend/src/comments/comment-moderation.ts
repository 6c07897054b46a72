// What the moderators' endpoints (/api/moderation/…, another module) do to comments: the queue of
// reported and hidden comments, hiding and restoring, and the uid behind a pseudonymous id.
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  THREAD_PAGE_SIZE,
  type HiddenReason,
  type ModerationItem,
  type ModerationPageQuery,
} from '@anifan/contract';
import { In, type Repository } from 'typeorm';
import { AuditLog } from '../audit';
import { AppError } from '../common';
import { CommentAuthors } from './comment-authors';
import { CommentChanges } from './comment-changes';
import { CommentNotifications } from './comment-notifications';
import { Comment, COMMENTS_TABLE } from './comment.entity';
import { CommentReport, REPORTS_TABLE } from './discussion.entities';
import { PublicUserIds } from './public-user-id';
import { ThreadViews } from './thread-views';
import { MAX_STORED_COMMENT_ID } from './threads.service';
import type { Viewer } from './viewer';

/** A moderator sees every comment, hidden or not, whoever they muted. */
const MODERATOR: Viewer = { uid: null, moderator: true, muted: new Set() };

/** A queue item as comments know it: the author's suspension is the caller's to add. */
export type ModeratedComment = Omit<ModerationItem, 'authorSuspension'> & {
  /** Server-side only (for suspensions): never part of a response. */
  authorUid: string;
};

export interface ModeratedComments {
  items: ModeratedComment[];
  /** For the next page (`before`), or null. */
  nextBefore: number | null;
}

@Injectable()
export class CommentModeration {
  constructor(
    @InjectRepository(Comment) private readonly comments: Repository<Comment>,
    @InjectRepository(CommentReport) private readonly reports: Repository<CommentReport>,
    private readonly views: ThreadViews,
    private readonly changes: CommentChanges,
    private readonly authors: CommentAuthors,
    private readonly publicIds: PublicUserIds,
    private readonly audit: AuditLog,
    private readonly notices: CommentNotifications,
  ) {}

  /**
   * Reported or hidden comments, newest comment first (keyset on the comment id: `before` is the
   * previous page's `nextBefore`), each with its reports, newest first, and the comment it replies to.
   */
  async queue(query: ModerationPageQuery): Promise<ModeratedComments> {
    const limit = query.limit ?? THREAD_PAGE_SIZE;
    const before = query.before !== undefined && query.before <= MAX_STORED_COMMENT_ID ? query.before : null;
    const below = (column: string) => (before === null ? '' : ` AND ${column} < :before`);
    // The newest ids from the reports' primary key and the hidden comments' partial index, merged: a
    // few reported comments among millions cost no walk through the others.
    const rows = await this.comments
      .createQueryBuilder('c')
      .where(
        `c.id IN (SELECT q.id FROM (
           SELECT r.comment_id AS id FROM ${REPORTS_TABLE} r WHERE 1 = 1${below('r.comment_id')}
           UNION
           SELECT h.id FROM ${COMMENTS_TABLE} h WHERE h.hidden_reason IS NOT NULL${below('h.id')}
         ) q ORDER BY q.id DESC LIMIT :take)`,
        { before, take: limit + 1 },
      )
      .orderBy('c.id', 'DESC')
      .getMany();
    const shown = rows.slice(0, limit);
    return {
      items: await this.items(shown),
      nextBefore: rows.length > limit ? (shown.at(-1)?.id ?? null) : null,
    };
  }

  /** 非表示 by a moderator (or, through reports, automatically); answers the comment as moderators see it. */
  async hide(commentId: number, reason: HiddenReason = 'moderation'): Promise<ModeratedComment> {
    const comment = await this.load(commentId);
    const changes = { hiddenReason: reason, hiddenAt: new Date() };
    await this.comments.update({ id: comment.id }, changes);
    const wasShown = comment.hiddenReason === null;
    const hidden = this.comments.merge(comment, changes);
    // Hiding it again (say, after reports, by a moderator) changes its reason, not who receives it.
    if (wasShown) {
      await this.changes.hidden(hidden);
      await this.notices.moderated(hidden, 'hidden');
    }
    return this.item(hidden);
  }

  /** 復元: shows the comment again and clears its reports (a new round of reports starts from none). */
  async restore(commentId: number): Promise<ModeratedComment> {
    const comment = await this.load(commentId);
    await this.reports.delete({ commentId: comment.id });
    const changes = { hiddenReason: null, hiddenAt: null };
    await this.comments.update({ id: comment.id }, changes);
    const wasHidden = comment.hiddenReason !== null;
    const restored = this.comments.merge(comment, changes);
    if (wasHidden) {
      await this.changes.restored(restored);
      await this.notices.moderated(restored, 'restored');
    }
    return this.item(restored);
  }

  /**
   * Hides a comment reported by `reporters` users (REPORT_HIDE_THRESHOLD or more), unless it already is
   * hidden, and writes the `auto_hide` audit entry; true when this call hid it.
   */
  async hideForReports(commentId: number, reporters: number): Promise<boolean> {
    const { affected } = await this.comments
      .createQueryBuilder()
      .update()
      .set({ hiddenReason: 'reports', hiddenAt: new Date() })
      .where('id = :id AND hidden_reason IS NULL', { id: commentId })
      .execute();
    if (!affected) return false;
    const comment = await this.comments.findOneBy({ id: commentId });
    if (!comment) return false;
    await this.audit.append({
      action: 'auto_hide',
      moderatorUid: null,
      commentId,
      targetUid: comment.authorUid,
      reason: `${reporters}人から通報されたため自動で非表示にしました（確認待ち）`,
    });
    await this.changes.hidden(comment);
    await this.notices.moderated(comment, 'hidden');
    return true;
  }

  /** The uid behind a pseudonymous id (as comments carry it), or null when nobody with it has written. */
  authorUidOf(publicUserId: string): Promise<string | null> {
    return this.authors.uidOf(publicUserId);
  }

  /** The pseudonymous id of a uid, as comments carry it. */
  publicIdOf(uid: string): string {
    return this.publicIds.of(uid);
  }

  private async load(commentId: number): Promise<Comment> {
    const comment =
      commentId <= MAX_STORED_COMMENT_ID ? await this.comments.findOneBy({ id: commentId }) : null;
    if (!comment) throw new AppError('comment/not_found', `Comment ${commentId} does not exist`);
    return comment;
  }

  private async item(comment: Comment): Promise<ModeratedComment> {
    const [item] = await this.items([comment]);
    return item as ModeratedComment;
  }

  private async items(comments: Comment[]): Promise<ModeratedComment[]> {
    if (comments.length === 0) return [];
    const ids = comments.map((comment) => comment.id);
    const parentIds = [
      ...new Set(comments.flatMap((comment) => (comment.parentId === null ? [] : [comment.parentId]))),
    ];
    const [reports, parents] = await Promise.all([
      this.reports.find({ where: { commentId: In(ids) }, order: { createdAt: 'DESC' } }),
      parentIds.length === 0 ? [] : this.comments.findBy({ id: In(parentIds) }),
    ]);
    // The comment itself without its replies: the queue is about it alone.
    const [views, parentViews] = await Promise.all([
      this.views.build(comments, MODERATOR, false),
      this.views.build(parents, MODERATOR, false),
    ]);
    return comments.map((comment, i) => ({
      comment: views[i] as ModerationItem['comment'],
      parent: parentViews.find((parent) => parent.commentId === comment.parentId) ?? null,
      reports: reports
        .filter((report) => report.commentId === comment.id)
        .map((report) => ({
          reporterId: this.publicIds.of(report.reporterUid),
          reason: report.reason,
          text: report.text,
          createdAt: report.createdAt.toISOString(),
        })),
      authorUid: comment.authorUid,
    }));
  }
}
