// Web Push (issue #31): fans' subscriptions, the VAPID key pair, and the dispatcher that sends their
// notifications through the job system to the push services (RFC 8030, 8291, 8292).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { CATALOG_CLOCK, CatalogModule } from '../catalog';
import { JobsModule } from '../jobs';
import { NotificationsModule } from '../notifications';
import { PUSH_CLOCK } from './push-clock';
import { PushController } from './push.controller';
import { PushDispatcher } from './push-dispatcher';
import { PushSender } from './push-sender';
import { PushStore } from './push-store';
import { PushSubscriptionsService } from './push-subscriptions.service';
import { VapidKeys } from './vapid-keys';

@Module({
  imports: [AuthModule, CatalogModule, JobsModule, NotificationsModule],
  controllers: [PushController],
  providers: [
    // The app's clock (CLOCK_START moves it), so quiet hours agree with the airing schedule.
    { provide: PUSH_CLOCK, useExisting: CATALOG_CLOCK },
    VapidKeys,
    PushSender,
    PushStore,
    PushSubscriptionsService,
    PushDispatcher,
  ],
  exports: [PushDispatcher, PushSubscriptionsService, VapidKeys],
})
export class PushModule {}
