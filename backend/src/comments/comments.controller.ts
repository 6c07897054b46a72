// HTTP routes of the comments (docs/api.md#comments) under /api/characterComment, plus the live event stream (the list
// itself is a plain Fastify route: comment-list.routes.ts).
import { Body, Controller, Delete, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map } from 'rxjs';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { EventStreams } from '../http/server-sent-events/event-streams';
import { streamServerSentEvents } from '../http/server-sent-events/server-sent-events';
import { ZodParamPipe, ZodValidationPipe } from '../common/zod-validation.pipe';
import { CommentEventsService } from './comment-events.service';
import {
  characterIdSchema,
  commentIdParamSchema,
  processCommentSchema,
  type CommentView,
  type DeleteCommentResult,
  type ProcessCommentInput,
} from './comment.dto';
import { CommentsService } from './comments.service';

@Controller('characterComment')
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly events: CommentEventsService,
    private readonly streams: EventStreams,
  ) {}

  /** 201 with the new comment when `commentId` is 0, else 200 with the updated one. */
  @Post('process')
  @UseGuards(FirebaseAuthGuard)
  async process(
    @Body(new ZodValidationPipe(processCommentSchema)) input: ProcessCommentInput,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CommentView> {
    const { comment, created } = await this.comments.save(input, user);
    response.status(created ? 201 : 200);
    return comment;
  }

  @Delete('delete/:commentId')
  @UseGuards(FirebaseAuthGuard)
  remove(
    @Param('commentId', new ZodValidationPipe(commentIdParamSchema)) commentId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DeleteCommentResult> {
    return this.comments.remove(commentId, user);
  }

  /**
   * Public, like the list: `created`, `updated` and `deleted` events whose data is the comment without
   * `mine`. A client over its share of open streams gets a 429 instead (EventStreams).
   */
  @Get('events/:characterId')
  liveEvents(
    @Param('characterId', new ZodParamPipe(characterIdSchema)) characterId: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const response = this.streams.open(request, reply);
    if (response === null) return;
    streamServerSentEvents(
      response,
      this.events.stream(characterId).pipe(map(({ type, comment }) => ({ event: type, data: comment }))),
    );
  }
}
