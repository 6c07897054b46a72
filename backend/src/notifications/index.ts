// What other backend modules use of お知らせ: the module, its service (how anything tells a fan
// something), the entities the push dispatcher reads and updates, and the migration the database
// module orders.
export {
  CreateNotifications1795292150830,
  NOTIFICATION_SETTINGS_TABLE,
  NOTIFICATIONS_TABLE,
} from './create-notifications.migration';
export { Notification, NotificationSettingsRow, type PushState } from './notification.entities';
export {
  NOTIFICATION_EVENTS_CHANNEL,
  type NotificationChange,
  type NotificationEventData,
  NotificationEvents,
} from './notification-events';
export { NotificationStreams } from './notification-streams';
export { NotificationsModule } from './notifications.module';
export {
  AIRING_STATUSES,
  airingDedupeKey,
  type Airing,
  NotificationsService,
  type ReactedComment,
  type ReactionTally,
  type StoredNotifications,
} from './notifications.service';
