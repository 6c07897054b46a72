// A guest's list, kept in this browser's localStorage; other tabs hear each change through `storage`.
import { LIST_STATUSES } from './status';
import type { ListEntry } from '../types';
import type { ListBackend, ListChange } from './list-backend';

export const GUEST_LIST_STORAGE_KEY = 'anifan:my-list:guest';

function isEntry(value: unknown): value is ListEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<ListEntry>;
  return (
    Number.isInteger(entry.mediaId) &&
    LIST_STATUSES.includes(entry.status as never) &&
    Number.isInteger(entry.progress) &&
    typeof entry.updatedAt === 'number'
  );
}

/** The stored entries; a damaged or foreign value reads as an empty list. */
export function readGuestEntries(storage: Storage): ListEntry[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(GUEST_LIST_STORAGE_KEY) ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
}

function writeGuestEntries(storage: Storage, entries: ListEntry[]): void {
  if (entries.length === 0) storage.removeItem(GUEST_LIST_STORAGE_KEY);
  else storage.setItem(GUEST_LIST_STORAGE_KEY, JSON.stringify(entries));
}

/** Forgets the guest's list (after the account has taken it). */
export function clearGuestEntries(storage: Storage): void {
  storage.removeItem(GUEST_LIST_STORAGE_KEY);
}

export function createGuestBackend(storage: Storage = localStorage, target: Window = window): ListBackend {
  const write = (update: (entries: ListEntry[]) => ListEntry[]) => {
    try {
      writeGuestEntries(storage, update(readGuestEntries(storage)));
    } catch {
      throw new Error('storage/unavailable');
    }
  };
  return {
    source: 'guest',
    load: () => Promise.resolve(readGuestEntries(storage)),
    save(entry) {
      write((entries) => [...entries.filter((kept) => kept.mediaId !== entry.mediaId), entry]);
      return Promise.resolve(entry);
    },
    remove(mediaId) {
      write((entries) => entries.filter((kept) => kept.mediaId !== mediaId));
      return Promise.resolve();
    },
    listen(onChange: (change: ListChange) => void) {
      const onStorage = (event: StorageEvent) => {
        if (event.key === GUEST_LIST_STORAGE_KEY || event.key === null) onChange({ kind: 'reset' });
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener('storage', onStorage);
    },
  };
}
