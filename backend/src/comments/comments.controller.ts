// HTTP routes of the comments (docs/api.md#comments): the contract's processComment, deleteComment and
// the live event stream commentEvents; the list itself is a plain Fastify route (comment-list.routes.ts).
import { Body, Controller, Param, Req, Res, UseGuards } from '@nestjs/common';
import type { CharacterId, CommentView, DeleteCommentResult, ProcessCommentRequest } from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, bodyPipe, EventStreams, paramPipe } from '../http';
import { CommentStreams } from './comment-streams';
import { CommentsService } from './comments.service';

@Controller()
export class CommentsController {
  constructor(
    private readonly comments: CommentsService,
    private readonly live: CommentStreams,
    private readonly streams: EventStreams,
  ) {}

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
    this.streams.replay(request, reply, (lastEventId) => this.live.open(characterId, lastEventId));
  }
}
