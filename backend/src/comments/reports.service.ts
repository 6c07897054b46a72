// 通報: a signed-in user reports someone else's comment, once; when REPORT_HIDE_THRESHOLD different
// users have, the comment is hidden (reason 'reports') until a moderator restores it.
import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ReportRequest, ReportResult } from '@anifan/contract';
import type { Repository } from 'typeorm';
import type { AuthenticatedUser } from '../auth';
import { AppError } from '../common';
import { APP_CONFIG, type AppConfig } from '../config';
import { CommentModeration } from './comment-moderation';
import { CommentReport } from './discussion.entities';
import { MutesService } from './mutes.service';
import { ThreadsService } from './threads.service';
import { WriteGate } from './write-gate';

@Injectable()
export class ReportsService {
  constructor(
    @InjectRepository(CommentReport) private readonly reports: Repository<CommentReport>,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'discussions'>,
    private readonly threads: ThreadsService,
    private readonly mutes: MutesService,
    private readonly moderation: CommentModeration,
    private readonly gate: WriteGate,
  ) {}

  async report(input: ReportRequest, user: AuthenticatedUser): Promise<ReportResult> {
    await this.gate.report(user);
    const comment = await this.threads.find(input.commentId, await this.mutes.viewerOf(user));
    if (comment.authorUid === user.uid) {
      throw new AppError('report/own_comment', '自分のコメントは通報できません。');
    }
    if (await this.reports.existsBy({ commentId: comment.id, reporterUid: user.uid })) {
      throw new AppError('report/duplicate', 'このコメントはすでに通報済みです。');
    }
    const createdAt = new Date();
    await this.threads.whileExists(comment.id, () =>
      this.reports
        .createQueryBuilder()
        .insert()
        .values({
          commentId: comment.id,
          reporterUid: user.uid,
          reason: input.reason,
          text: input.text === undefined || input.text === '' ? null : input.text,
          createdAt,
        })
        .orIgnore()
        .execute(),
    );
    const reporters = await this.reports.countBy({ commentId: comment.id });
    if (reporters >= this.config.discussions.reportHideThreshold && comment.hiddenReason === null) {
      await this.moderation.hideForReports(comment.id, reporters);
    }
    return { commentId: comment.id, reason: input.reason, createdAt: createdAt.toISOString() };
  }
}
