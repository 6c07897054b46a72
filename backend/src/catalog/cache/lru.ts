// A small bounded least-recently-used map (Map keeps insertion order; a hit re-inserts the key),
// bounded by entries and, when given a size function, by bytes.

export interface LruByteBound<V> {
  maxBytes: number;
  /** The bytes an entry holds, its key included. */
  sizeOf: (key: string, value: V) => number;
}

export class Lru<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  /** The most recently used key: a hit on it is already in place (a hot key skips two map writes). */
  private newest: string | undefined;
  private bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly byteBound: LruByteBound<V> | null = null,
  ) {}

  get(key: string): V | undefined {
    const entry = this.map.get(key);
    if (entry !== undefined && key !== this.newest) {
      this.map.delete(key);
      this.map.set(key, entry);
      this.newest = key;
    }
    return entry?.value;
  }

  /** Keeps `value`, evicting the least recently used entries over the bounds; one larger than the byte bound is not kept. */
  set(key: string, value: V): void {
    this.delete(key);
    const bytes = this.byteBound ? this.byteBound.sizeOf(key, value) : 0;
    if (this.byteBound && bytes > this.byteBound.maxBytes) return;
    this.map.set(key, { value, bytes });
    this.bytes += bytes;
    this.newest = key;
    while (this.map.size > this.maxEntries || (this.byteBound && this.bytes > this.byteBound.maxBytes)) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
  }

  get size(): number {
    return this.map.size;
  }

  /** The bytes held, as counted by the byte bound's `sizeOf` (0 without one). */
  get byteSize(): number {
    return this.bytes;
  }

  private delete(key: string): void {
    const entry = this.map.get(key);
    if (entry === undefined) return;
    this.map.delete(key);
    this.bytes -= entry.bytes;
    if (key === this.newest) this.newest = undefined;
  }
}

/** Bytes of a JavaScript string's text, at most two per UTF-16 unit (V8 keeps Latin-1 text in one). */
export const stringBytes = (text: string): number => text.length * 2;
