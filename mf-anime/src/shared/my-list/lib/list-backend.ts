// Where a list is kept: the browser for a guest, the account over /graphql once signed in.
import type { ListEntry, ListSource } from '../types';

/** A change made elsewhere (another tab or device): one entry, or everything to read again. */
export type ListChange =
  { kind: 'saved'; entry: ListEntry } | { kind: 'removed'; mediaId: number } | { kind: 'reset' };

export interface ListBackend {
  readonly source: ListSource;
  load(): Promise<ListEntry[]>;
  /** Writes the whole entry; answers it as kept. */
  save(entry: ListEntry): Promise<ListEntry>;
  remove(mediaId: number): Promise<void>;
  /** Hears changes made elsewhere until the returned function is called. */
  listen(onChange: (change: ListChange) => void): () => void;
}
