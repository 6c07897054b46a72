// A small bounded least-recently-used map (Map keeps insertion order; a hit re-inserts the key).

export class Lru<V> {
  private readonly map = new Map<string, V>();
  /** The most recently used key: a hit on it is already in place (a hot key skips two map writes). */
  private newest: string | undefined;

  constructor(private readonly maxEntries: number) {}

  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined && key !== this.newest) {
      this.map.delete(key);
      this.map.set(key, value);
      this.newest = key;
    }
    return value;
  }

  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    this.newest = key;
    while (this.map.size > this.maxEntries) {
      const oldest = this.map.keys().next();
      if (oldest.done) break;
      this.map.delete(oldest.value);
    }
  }

  get size(): number {
    return this.map.size;
  }
}
