// お知らせ (issue #31): each fan's notifications, stored and streamed live to their devices, and their
// settings per kind; other modules tell fans things through NotificationsService.
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { Notification, NotificationSettingsRow } from './notification.entities';
import { NotificationEvents } from './notification-events';
import { NotificationStreams } from './notification-streams';
import { NotificationsController } from './notifications.controller';
import { NotificationsService } from './notifications.service';

@Module({
  imports: [AuthModule, TypeOrmModule.forFeature([Notification, NotificationSettingsRow])],
  controllers: [NotificationsController],
  providers: [NotificationEvents, NotificationStreams, NotificationsService],
  exports: [NotificationsService, TypeOrmModule],
})
export class NotificationsModule {}
