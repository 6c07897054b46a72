// HTTP routes of moderation (docs/api.md#moderation): the queue, 非表示 and 復元, 投稿停止 and the audit log.
// ApiEndpoint puts ModeratorGuard on each (access 'moderator'): guests 401, everyone but moderators 403.
// Answers carry hidden comments and who was suspended: no cache keeps them (NO_STORE).
import { Body, Controller, Header, HttpCode, Param, Query } from '@nestjs/common';
import type {
  AuditLogPage,
  ModerationActionRequest,
  ModerationItem,
  ModerationPageQuery,
  ModerationQueue,
  SuspendRequest,
  Suspension,
} from '@anifan/contract';
import { type AuthenticatedUser, CurrentUser } from '../auth';
import { ApiEndpoint, bodyPipe, paramPipe, queryPipe } from '../http';
import { ModerationService } from './moderation.service';

const NO_STORE = 'private, no-store';

@Controller()
export class ModerationController {
  constructor(private readonly moderation: ModerationService) {}

  @ApiEndpoint('moderationQueue')
  @Header('Cache-Control', NO_STORE)
  @Header('Vary', 'Authorization')
  queue(@Query(queryPipe('moderationQueue')) query: ModerationPageQuery): Promise<ModerationQueue> {
    return this.moderation.queue(query);
  }

  @ApiEndpoint('hideComment')
  @Header('Cache-Control', NO_STORE)
  @Header('Vary', 'Authorization')
  @HttpCode(200)
  hide(
    @Param('commentId', paramPipe('hideComment', 'commentId')) commentId: number,
    @Body(bodyPipe('hideComment')) body: ModerationActionRequest,
    @CurrentUser() moderator: AuthenticatedUser,
  ): Promise<ModerationItem> {
    return this.moderation.hide(commentId, body.reason, moderator);
  }

  @ApiEndpoint('restoreComment')
  @Header('Cache-Control', NO_STORE)
  @Header('Vary', 'Authorization')
  @HttpCode(200)
  restore(
    @Param('commentId', paramPipe('restoreComment', 'commentId')) commentId: number,
    @Body(bodyPipe('restoreComment')) body: ModerationActionRequest,
    @CurrentUser() moderator: AuthenticatedUser,
  ): Promise<ModerationItem> {
    return this.moderation.restore(commentId, body.reason, moderator);
  }

  @ApiEndpoint('listSuspensions')
  @Header('Cache-Control', NO_STORE)
  @Header('Vary', 'Authorization')
  listSuspensions(): Promise<Suspension[]> {
    return this.moderation.listSuspensions();
  }

  @ApiEndpoint('suspendUser')
  @Header('Cache-Control', NO_STORE)
  @Header('Vary', 'Authorization')
  @HttpCode(201)
  suspend(
    @Body(bodyPipe('suspendUser')) body: SuspendRequest,
    @CurrentUser() moderator: AuthenticatedUser,
  ): Promise<Suspension> {
    return this.moderation.suspend(body, moderator);
  }

  @ApiEndpoint('liftSuspension')
  @HttpCode(204)
  async lift(
    @Param('userId', paramPipe('liftSuspension', 'userId')) userId: string,
    @Body(bodyPipe('liftSuspension')) body: ModerationActionRequest,
    @CurrentUser() moderator: AuthenticatedUser,
  ): Promise<void> {
    await this.moderation.lift(userId, body.reason, moderator);
  }

  @ApiEndpoint('auditLog')
  @Header('Cache-Control', NO_STORE)
  @Header('Vary', 'Authorization')
  auditLog(@Query(queryPipe('auditLog')) query: ModerationPageQuery): Promise<AuditLogPage> {
    return this.moderation.auditLog(query);
  }
}
