// Web Push: the module the app composes, its migration, and what tests and the bench drive directly.
export { CreatePushSubscriptions1795292150832 } from './create-push-subscriptions.migration';
export { PUSH_CLOCK, type PushClock } from './push-clock';
export { PushDispatcher, PUSH_QUEUE, pushOptions, pushPayload } from './push-dispatcher';
export { PushModule } from './push.module';
export { PushSubscriptionsService } from './push-subscriptions.service';
export { VapidKeys } from './vapid-keys';
