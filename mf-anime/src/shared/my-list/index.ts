// The fan's list (マイリスト) for every mf-anime feature: hooks, types, statuses and the list controls.
export { useListEntry, useMyList, type ListEntryState, type MyList } from './hooks/use-my-list';
export {
  LIST_STATUSES,
  PICKABLE_STATUSES,
  STATUS_LABELS,
  pickableStatus,
  statusLabel,
  type PickableStatus,
} from './lib/status';
export {
  MAX_NOTES_LENGTH,
  UNDO_MS,
  type EntryPatch,
  type ListEntry,
  type ListSource,
  type ListStatus,
  type MyListActions,
  type MyListSnapshot,
  type Undo,
  type UndoOffer,
} from './types';
