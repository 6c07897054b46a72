// HTTP routes of the comments (docs/api.md#comments): the contract's listComments, processComment,
// deleteComment and the live event stream commentEvents.
import { Body, Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { CharacterId, CommentView, DeleteCommentResult, ProcessCommentRequest } from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, OptionalViewerGuard, type AuthenticatedUser } from '../auth';
import {
  ApiEndpoint,
  bodyPipe,
  CachedAnswers,
  COMPRESSES_ITSELF,
  EventStreams,
  paramPipe,
  SIGNED_IN_ANSWER,
  streamServerSentEvents,
} from '../http';
import { CommentStreams } from './comment-streams';
import { CommentsService } from './comments.service';

@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly live: CommentStreams,
    private readonly streams: EventStreams,
    private readonly answers: CachedAnswers,
  ) {}

  /**
   * The busiest API read (every character page, and again after each live event). The viewer is
   * checked first (a bad token is a 401 whatever the id): guards run before pipes. A guest's answer
   * stays cacheable by anyone; a signed-in viewer's is theirs alone. A Nest route, not a plain Fastify
   * one: that saved too little to keep (npm run bench, four runs: a median 1.13× the requests per
   * second, 1.24× less server CPU per request, 2026-11).
   */
  @ApiEndpoint('listComments')
  // CachedAnswers compresses every answer; a GET has no body to decompress.
  @RouteConfig({ ...COMPRESSES_ITSELF, decompress: false })
  @UseGuards(OptionalViewerGuard)
  async list(
    @Param('characterId', paramPipe('listComments', 'characterId')) characterId: CharacterId,
    @CurrentUser() viewer: AuthenticatedUser | null,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    reply.header('Vary', 'Authorization');
    if (viewer !== null) reply.header('Cache-Control', SIGNED_IN_ANSWER);
    // The body is already JSON (CommentView[]); sending it as is skips serialising 50 comments per
    // request, and a guest's list is compressed once per ETag.
    const { body, etag } = await this.comments.list(characterId, viewer);
    this.answers.send(request, reply, body, etag);
  }

  /** 201 with the new comment when `commentId` is 0, else 200 with the updated one. */
  @ApiEndpoint('processComment')
  @UseGuards(FirebaseAuthGuard)
  async process(
    @Body(bodyPipe('processComment')) input: ProcessCommentRequest,
    @CurrentUser() user: AuthenticatedUser,
    @Res({ passthrough: true }) response: FastifyReply,
  ): Promise<CommentView> {
    const { comment, created } = await this.comments.save(input, user);
    response.status(created ? 201 : 200);
    return comment;
  }

  @ApiEndpoint('deleteComment')
  @UseGuards(FirebaseAuthGuard)
  remove(
    @Param('commentId', paramPipe('deleteComment', 'commentId')) commentId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<DeleteCommentResult> {
    return this.comments.remove(commentId, user);
  }

  /**
   * Public, like the list: `created`, `updated` and `deleted` events whose data is the comment without
   * `mine`, each with an id; a reconnecting EventSource sends the last one (`Last-Event-ID`) and gets
   * what it missed, or a `reset` to refetch the list. A client over its share of open streams gets a
   * 429 instead (EventStreams).
   */
  @ApiEndpoint('commentEvents')
  liveEvents(
    @Param('characterId', paramPipe('commentEvents', 'characterId')) characterId: CharacterId,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    const response = this.streams.open(request, reply);
    if (response === null) return;
    const lastEventId = request.headers['last-event-id'];
    streamServerSentEvents(
      response,
      this.live.open(characterId, typeof lastEventId === 'string' ? lastEventId : undefined),
    );
  }
}
