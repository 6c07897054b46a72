// One list store per platform, so the home, the detail and the timetable (separate roots) share it.
import { apiFor, MAX_LIST_MERGE_ENTRIES, type ApiClient, type Platform } from '@anifan/contract';
import { catalogClientFor } from '../../catalog/components/catalog-provider';
import type { ListEntry } from '../types';
import { createAccountBackend } from './account-backend';
import { clearGuestEntries, createGuestBackend } from './guest-backend';
import { MyListStore, type MergeOutcome } from './my-list-store';

/** Sends the guest's entries to POST /api/list/merge, MAX_LIST_MERGE_ENTRIES a request. */
export async function mergeGuestEntries(
  api: Pick<ApiClient, 'call'>,
  entries: ListEntry[],
): Promise<MergeOutcome> {
  const outcome: MergeOutcome = { added: 0, updated: 0 };
  for (let start = 0; start < entries.length; start += MAX_LIST_MERGE_ENTRIES) {
    const result = await api.call('mergeMediaList', {
      query: { dryRun: 'false' },
      body: { entries: entries.slice(start, start + MAX_LIST_MERGE_ENTRIES) },
    });
    outcome.added += result.added;
    outcome.updated += result.updated;
  }
  return outcome;
}

const stores = new WeakMap<Platform, MyListStore>();

export function myListStoreFor(platform: Platform): MyListStore {
  let store = stores.get(platform);
  if (!store) {
    // Under a shell built before POST /list/merge, a client of this remote's own (apiFor).
    const api = apiFor(platform);
    store = new MyListStore({
      auth: platform.auth,
      guest: createGuestBackend(),
      account: () =>
        createAccountBackend({
          apollo: catalogClientFor(platform).apollo,
          auth: platform.auth,
          api,
        }),
      mergeIntoAccount: (entries) => mergeGuestEntries(api, entries),
      clearGuest: () => clearGuestEntries(localStorage),
    });
    stores.set(platform, store);
  }
  return store;
}

/** Starts loading the fan's list now, before the first control that shows it mounts. */
export function preloadMyList(platform: Platform): void {
  myListStoreFor(platform);
}
