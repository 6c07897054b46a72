// HTTP routes of discussions (docs/api.md#discussions): comments and replies, reactions, live thread
// events, reports and mutes. Thread pages are a plain route (thread-page.routes.ts); the moderators'
// routes live with moderation.
import { Body, Controller, HttpCode, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type {
  CreateThreadCommentRequest,
  DeleteCommentResult,
  MutedAuthor,
  Reaction,
  ReactionSummary,
  ReportRequest,
  ReportResult,
  ThreadComment,
  ThreadQuery,
  UpdateThreadCommentRequest,
} from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, bodyPipe, EventStreams, paramPipe, queryPipe } from '../http';
import { MutesService } from './mutes.service';
import { ReactionsService } from './reactions.service';
import { ReportsService } from './reports.service';
import { ThreadStreams } from './thread-streams';
import { ThreadsService } from './threads.service';

@Controller()
export class DiscussionsController {
  constructor(
    private readonly threads: ThreadsService,
    private readonly reactions: ReactionsService,
    private readonly reports: ReportsService,
    private readonly mutes: MutesService,
    private readonly live: ThreadStreams,
    private readonly streams: EventStreams,
  ) {}

  /** 201 with the new comment or reply. */
  @ApiEndpoint('createThreadComment')
  @UseGuards(FirebaseAuthGuard)
  create(
    @Body(bodyPipe('createThreadComment')) input: CreateThreadCommentRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ThreadComment> {
    return this.threads.create(input, user);
  }

  @ApiEndpoint('updateThreadComment')
  @UseGuards(FirebaseAuthGuard)
  update(
    @Param('commentId', paramPipe('updateThreadComment', 'commentId')) commentId: number,
    @Body(bodyPipe('updateThreadComment')) input: UpdateThreadCommentRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ThreadComment> {
    return this.threads.update(commentId, input, user);
  }

  @ApiEndpoint('deleteThreadComment')
  @UseGuards(FirebaseAuthGuard)
  remove(
    @Param('commentId', paramPipe('deleteThreadComment', 'commentId')) commentId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DeleteCommentResult> {
    return this.threads.remove(commentId, user);
  }

  @ApiEndpoint('putReaction')
  @UseGuards(FirebaseAuthGuard)
  react(
    @Param('commentId', paramPipe('putReaction', 'commentId')) commentId: number,
    @Param('reaction', paramPipe('putReaction', 'reaction')) reaction: Reaction,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReactionSummary> {
    return this.reactions.put(commentId, reaction, user);
  }

  @ApiEndpoint('deleteReaction')
  @UseGuards(FirebaseAuthGuard)
  unreact(
    @Param('commentId', paramPipe('deleteReaction', 'commentId')) commentId: number,
    @Param('reaction', paramPipe('deleteReaction', 'reaction')) reaction: Reaction,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReactionSummary> {
    return this.reactions.remove(commentId, reaction, user);
  }

  /**
   * Public, like the pages: `created`, `updated`, `deleted`, `hidden`, `restored` and `reactions`
   * events (discussions.ts), each with an id; a reconnect sending Last-Event-ID gets what it missed,
   * or a `reset`. Never a hidden comment's content; muted authors are left out by the client.
   */
  @ApiEndpoint('threadEvents')
  liveEvents(
    @Query(queryPipe('threadEvents')) query: ThreadQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    this.streams.replay(request, reply, (lastEventId) => this.live.open(query.thread, lastEventId));
  }

  /** 201. */
  @ApiEndpoint('reportComment')
  @UseGuards(FirebaseAuthGuard)
  report(
    @Body(bodyPipe('reportComment')) input: ReportRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<ReportResult> {
    return this.reports.report(input, user);
  }

  @ApiEndpoint('listMutes')
  @UseGuards(FirebaseAuthGuard)
  listMutes(@CurrentUser() user: AuthenticatedUser): Promise<MutedAuthor[]> {
    return this.mutes.list(user);
  }

  @ApiEndpoint('putMute')
  @UseGuards(FirebaseAuthGuard)
  mute(
    @Param('userId', paramPipe('putMute', 'userId')) userId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MutedAuthor> {
    return this.mutes.mute(user, userId);
  }

  @ApiEndpoint('deleteMute')
  @UseGuards(FirebaseAuthGuard)
  @HttpCode(204)
  async unmute(
    @Param('userId', paramPipe('deleteMute', 'userId')) userId: string,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<void> {
    await this.mutes.unmute(user, userId);
  }
}
