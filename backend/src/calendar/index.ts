// What other backend modules use of the calendar feed: the module and the migration the database
// module orders.
export { CalendarModule } from './calendar.module';
export { CreateCalendarFeeds1795292150833 } from './create-calendar-feeds.migration';
