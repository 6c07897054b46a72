// The fan's list for a component: the whole list, or one work's entry, with the actions that change it.
import { useCallback, useSyncExternalStore } from 'react';
import { usePlatform } from '../../../lib/platform-context';
import { myListStoreFor } from '../lib/store-for-platform';
import type { EntryPatch, ListEntry, MyListActions, MyListSnapshot, Undo } from '../types';

export type MyList = MyListSnapshot & MyListActions;

export function useMyList(): MyList {
  const store = myListStoreFor(usePlatform());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  return {
    ...snapshot,
    saveEntry: store.saveEntry,
    removeEntry: store.removeEntry,
    dismissError: store.dismissError,
    dismissNotice: store.dismissNotice,
    offerUndo: store.offerUndo,
    runUndo: store.runUndo,
    dismissUndo: store.dismissUndo,
  };
}

export interface ListEntryState {
  /** The work's entry; null when it is not on the list. */
  entry: ListEntry | null;
  /** False until the list is first known (the control waits instead of offering a wrong state). */
  ready: boolean;
  save(patch: EntryPatch): Promise<Undo>;
  remove(): Promise<Undo>;
}

export function useListEntry(mediaId: number): ListEntryState {
  const store = myListStoreFor(usePlatform());
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const save = useCallback((patch: EntryPatch) => store.saveEntry(mediaId, patch), [store, mediaId]);
  const remove = useCallback(() => store.removeEntry(mediaId), [store, mediaId]);
  return { entry: snapshot.entries.get(mediaId) ?? null, ready: snapshot.status === 'ready', save, remove };
}
