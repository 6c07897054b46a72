// The fan's list (マイリスト) for every mf-anime feature: hooks, types, statuses and the list controls.
export { CompactListStatus } from './components/compact-status-control';
export { MyListMessages } from './components/my-list-messages';
export { MyListPanel } from './components/my-list-panel';
export { ListStatusControl, useRemoveWithUndo } from './components/status-control';
export { useListEntry, useMyList, type ListEntryState, type MyList } from './hooks/use-my-list';
export { preloadMyList } from './lib/store-for-platform';
export { progressPatch, scoreFromRaw, statusPatch, todayInJapan, type KnownEpisodes } from './lib/progress';
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
