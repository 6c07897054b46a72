import { readMalExport } from '../../backend/src/media-list/mal/mal-reader';
import {
  GUEST_LIST_STORAGE_KEY as APP_GUEST_KEY,
  readGuestEntries,
} from '../../mf-anime/src/shared/my-list/lib/guest-backend';
import { GUEST_LIST_STORAGE_KEY, guestEntries, malExport } from './list-files.cjs';

const works = Array.from({ length: 2000 }, (_, i) => ({
  id: 100_000 + i,
  idMal: 50_000 + i,
  title: { romaji: i === 3 ? 'Odd ]]> Title' : `Work ${i}`, native: null },
}));

/** A Storage holding `items`, as the browser's localStorage would. */
function storageWith(items: Record<string, string>): Storage {
  return {
    getItem: (key: string) => items[key] ?? null,
    setItem: () => undefined,
    removeItem: () => undefined,
    clear: () => undefined,
    key: () => null,
    length: Object.keys(items).length,
  };
}

describe("the マイリスト part's files", () => {
  it("is a MyAnimeList export the backend's import reads whole: every work, none skipped", () => {
    const read = readMalExport(malExport(works));
    expect(read.skipped).toEqual([]);
    expect(read.invalidByteSequences).toBe(0);
    expect(read.entries).toHaveLength(2000);
    expect(read.entries.map((entry) => entry.malId)).toEqual(works.map((work) => work.idMal));
    expect(read.entries[3]?.title).toBe('Odd ]]> Title');
    expect(new Set(read.entries.map((entry) => entry.status))).toEqual(
      new Set(['CURRENT', 'COMPLETED', 'PLANNING', 'PAUSED', 'DROPPED']),
    );
    expect(read.entries[0]).toMatchObject({ progress: 1, notes: 'ベンチマーク用メモ' });
  });

  it("is a guest's list mf-anime reads from localStorage under its own key, every entry kept", () => {
    expect(GUEST_LIST_STORAGE_KEY).toBe(APP_GUEST_KEY);
    const entries = guestEntries(works.slice(0, 200), 1_800_000_000_000);
    const read = readGuestEntries(storageWith({ [APP_GUEST_KEY]: JSON.stringify(entries) }));
    expect(read).toEqual(entries);
    expect(read).toHaveLength(200);
    expect(new Set(read.map((entry) => entry.status)).size).toBe(5);
  });
});
