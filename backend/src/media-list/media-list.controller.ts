// HTTP routes of the list store: the live stream of the caller's list changes (docs/api.md#my-list).
// The list itself is read and written through the AniList-compatible /graphql.
import { Controller, Req, Res, UseGuards } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, EventStreams, streamServerSentEvents } from '../http';
import { MediaListService } from './media-list.service';
import { MediaListStreams } from './media-list-streams';

@Controller()
export class MediaListController {
  constructor(
    private readonly lists: MediaListService,
    private readonly live: MediaListStreams,
    private readonly streams: EventStreams,
  ) {}

  /**
   * The signed-in caller's own list only: `saved`, `deleted` and `user` events, each with an id; a
   * reconnect sending `Last-Event-ID` gets what it missed, or a `reset`. The token comes in the
   * Authorization header (read with fetch, like the chat's stream), never in the address, which
   * access logs keep.
   */
  @ApiEndpoint('mediaListEvents')
  @UseGuards(FirebaseAuthGuard)
  async liveEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const { id } = await this.lists.viewer(user.uid, user.name);
    const response = this.streams.open(request, reply);
    if (response === null) return;
    const lastEventId = request.headers['last-event-id'];
    streamServerSentEvents(
      response,
      this.live.open(id, typeof lastEventId === 'string' ? lastEventId : undefined),
    );
  }
}
