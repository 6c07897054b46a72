// HTTP routes of the list store (docs/api.md#my-list): the caller's list settings, a guest's list merged
// on sign-in, and the live stream of the caller's list changes. The list itself is read and written through the AniList-compatible
// /graphql.
import { Body, Controller, HttpCode, Query, Req, Res, UseGuards } from '@nestjs/common';
import type {
  MediaListMergeQuery,
  MediaListMergeRequest,
  MediaListMergeResult,
  MediaListSettings,
  MediaListSettingsUpdate,
} from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, bodyPipe, EventStreams, queryPipe } from '../http';
import { MediaListService } from './media-list.service';
import { MediaListStreams } from './media-list-streams';
import type { ListUser } from './media-list.types';

function settingsOf({ id, name, scoreFormat, listPublic }: ListUser): MediaListSettings {
  return { id, name, scoreFormat, listPublic };
}

@Controller()
export class MediaListController {
  constructor(
    private readonly lists: MediaListService,
    private readonly live: MediaListStreams,
    private readonly streams: EventStreams,
  ) {}

  @ApiEndpoint('getMediaListSettings')
  @UseGuards(FirebaseAuthGuard)
  async settings(@CurrentUser() user: AuthenticatedUser): Promise<MediaListSettings> {
    return settingsOf(await this.lists.viewer(user.uid, user.name));
  }

  @ApiEndpoint('putMediaListSettings')
  @UseGuards(FirebaseAuthGuard)
  async updateSettings(
    @Body(bodyPipe('putMediaListSettings')) body: MediaListSettingsUpdate,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MediaListSettings> {
    await this.lists.viewer(user.uid, user.name);
    return settingsOf(await this.lists.updateSettings(user.uid, body));
  }

  /** The merge rules per work (docs/rules.md); `dryRun=true` answers the same counts and changes nothing. */
  @ApiEndpoint('mergeMediaList')
  @UseGuards(FirebaseAuthGuard)
  @HttpCode(200)
  async merge(
    @Query(queryPipe('mergeMediaList')) query: MediaListMergeQuery,
    @Body(bodyPipe('mergeMediaList')) body: MediaListMergeRequest,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<MediaListMergeResult> {
    await this.lists.viewer(user.uid, user.name);
    const dryRun = query.dryRun === 'true';
    const { added, updated, unchanged, unknownMediaIds } = await this.lists.merge(user.uid, body.entries, {
      dryRun,
    });
    return { dryRun, added, updated, unchanged, unknownMediaIds };
  }

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
    this.streams.replay(request, reply, (lastEventId) => this.live.open(id, lastEventId));
  }
}
