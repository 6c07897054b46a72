// What other backend modules use of the list store (issue #29): the module, its service (the only way to
// the lists), its types and rules' limits, and the migration the database module orders.
export {
  CreateMediaList1795292150814,
  LIST_USERS_TABLE,
  MEDIA_LIST_ENTRIES_TABLE,
} from './create-media-list.migration';
export {
  mergeEntry,
  MAX_NOTES_LENGTH,
  MAX_PROGRESS,
  MAX_REPEAT,
  type EntryContent,
  type MergeVersion,
} from './media-list-rules';
export { type ListChange, MediaListEvents } from './media-list-events';
export { MediaListModule } from './media-list.module';
export { MalTransferModule } from './mal/mal-transfer.module';
export {
  MAX_BULK_IDS,
  MAX_MERGE_ENTRIES,
  MAX_USER_NAME_LENGTH,
  MEDIA_LIST_WRITE_LIMIT,
  MediaListService,
} from './media-list.service';
export * from './media-list.types';
