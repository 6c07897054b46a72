// The calendar feed (issue #31, カレンダーに追加): a private iCalendar address per signed-in fan with the
// upcoming broadcasts of their 見てる and 見たい works, revocable and regenerable.
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { CatalogModule } from '../catalog';
import { CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { CalendarStore } from './calendar-store';
import { CatalogBroadcasts } from './catalog-broadcasts';

@Module({
  imports: [AuthModule, CatalogModule],
  controllers: [CalendarController],
  providers: [CalendarStore, CatalogBroadcasts, CalendarService],
  exports: [CalendarService],
})
export class CalendarModule {}
