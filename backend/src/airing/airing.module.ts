// 放送開始 notifications (issue #31): the broadcasts of the works fans follow, stored as slots and
// announced once each, on the job system (JobsModule), however many instances run.
import { Module } from '@nestjs/common';
import { CatalogModule } from '../catalog';
import { JobsModule } from '../jobs';
import { MediaListModule } from '../media-list';
import { NotificationsModule } from '../notifications';
import { AiringScheduler } from './airing-scheduler';
import { AiringStore } from './airing-store';

@Module({
  imports: [CatalogModule, JobsModule, MediaListModule, NotificationsModule],
  providers: [AiringStore, AiringScheduler],
  exports: [AiringScheduler],
})
export class AiringModule {}
