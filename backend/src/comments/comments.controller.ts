// HTTP routes of SPEC §7's comments under /api/characterComment, plus the live event stream.
import { Body, Controller, Delete, Get, Param, Post, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map } from 'rxjs';
import { CurrentUser, FirebaseAuthGuard, OptionalFirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { COMPRESSES_ITSELF, sendCachedJson } from '../common/cached-answer';
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
import { streamServerSentEvents } from './server-sent-events';

@Controller('characterComment')
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly events: CommentEventsService,
  ) {}

  @Get('all/:characterId')
  @RouteConfig({ ...COMPRESSES_ITSELF, decompress: false })
  @UseGuards(OptionalFirebaseAuthGuard)
  async list(
    @Param('characterId', new ZodParamPipe(characterIdSchema)) characterId: string,
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The body is already JSON (CommentView[]); sending it as is skips serialising 50 comments per
    // request, and a guest's list is compressed once per ETag.
    const { body, etag } = await this.comments.list(characterId, viewer);
    await sendCachedJson(request, reply, body, etag);
  }

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

  /** Public, like the list: `created`, `updated` and `deleted` events whose data is the comment without `mine`. */
  @Get('events/:characterId')
  liveEvents(
    @Param('characterId', new ZodParamPipe(characterIdSchema)) characterId: string,
    @Res() reply: FastifyReply,
  ): void {
    streamServerSentEvents(
      reply,
      this.events.stream(characterId).pipe(map(({ type, comment }) => ({ event: type, data: comment }))),
    );
  }
}
