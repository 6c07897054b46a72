// HTTP routes of お知らせ (docs/api.md#notifications): the caller's notifications a page at a time, their
// live stream, read and read-all, and the per-kind settings. Signed-in fans only; each sees only their
// own notifications.
import { Body, Controller, HttpCode, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import type {
  NotificationPage,
  NotificationPageQuery,
  NotificationSettings,
  UnreadCount,
} from '@anifan/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUser, FirebaseAuthGuard, type AuthenticatedUser } from '../auth';
import { ApiEndpoint, bodyPipe, EventStreams, paramPipe, queryPipe } from '../http';
import { NotificationStreams } from './notification-streams';
import { NotificationsService } from './notifications.service';

@Controller()
@UseGuards(FirebaseAuthGuard)
export class NotificationsController {
  constructor(
    private readonly notifications: NotificationsService,
    private readonly live: NotificationStreams,
    private readonly streams: EventStreams,
  ) {}

  /** Newest first; `before` pages back, `unread=true` leaves read ones out. */
  @ApiEndpoint('listNotifications')
  list(
    @Query(queryPipe('listNotifications')) query: NotificationPageQuery,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NotificationPage> {
    return this.notifications.list(user.uid, {
      before: query.before,
      limit: query.limit,
      unreadOnly: query.unread === 'true',
    });
  }

  /**
   * The signed-in caller's own notifications: `created`, `updated` and `read` events, each with an id;
   * a reconnect sending `Last-Event-ID` gets what it missed, or a `reset`. The token comes in the
   * Authorization header (read with fetch), never in the address, which access logs keep.
   */
  @ApiEndpoint('notificationEvents')
  liveEvents(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): void {
    this.streams.replay(request, reply, (lastEventId) => this.live.open(user.uid, lastEventId));
  }

  @ApiEndpoint('readNotification')
  async read(
    @Param('notificationId', paramPipe('readNotification', 'notificationId')) notificationId: number,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<UnreadCount> {
    return { unread: await this.notifications.read(user.uid, notificationId) };
  }

  /** すべて既読. */
  @ApiEndpoint('readAllNotifications')
  @HttpCode(200)
  async readAll(@CurrentUser() user: AuthenticatedUser): Promise<UnreadCount> {
    return { unread: await this.notifications.readAll(user.uid) };
  }

  @ApiEndpoint('getNotificationSettings')
  settings(@CurrentUser() user: AuthenticatedUser): Promise<NotificationSettings> {
    return this.notifications.settingsFor(user.uid);
  }

  @ApiEndpoint('putNotificationSettings')
  updateSettings(
    @Body(bodyPipe('putNotificationSettings')) body: NotificationSettings,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<NotificationSettings> {
    return this.notifications.putSettings(user.uid, body);
  }
}
