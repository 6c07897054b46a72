import { boundedCache, stringBytes } from './bounded-cache';

describe('boundedCache', () => {
  it('drops the least recently used entry past the entry bound', () => {
    const cache = boundedCache<string, number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
  });

  it('drops the least recently used entries past the byte bound', () => {
    const cache = boundedCache<string, string>({
      maxEntries: 100,
      bytes: { max: 20, sizeOf: (value) => stringBytes(value) },
    });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    cache.get('a');
    cache.set('c', 'zzzz');
    expect([...cache.keys()].sort()).toEqual(['a', 'c']);
    expect(cache.calculatedSize).toBe(16);
  });

  it('does not keep an entry above the entry byte bound, and drops the value it would replace', () => {
    const cache = boundedCache<string, string>({
      maxEntries: 100,
      bytes: { max: 100, maxEntry: 10, sizeOf: (value) => value.length },
    });
    cache.set('kept', 'small');
    cache.set('big', 'x'.repeat(11));
    cache.set('kept', 'y'.repeat(11));
    expect(cache.size).toBe(0);
  });

  it('reports each entry that leaves other than by being set again', () => {
    const dropped: string[] = [];
    const cache = boundedCache<string, number>({
      maxEntries: 2,
      onDrop: (value, key) => dropped.push(`${key}=${value}`),
    });
    cache.set('a', 1);
    cache.set('a', 2);
    cache.set('b', 3);
    cache.set('c', 4);
    cache.delete('b');
    expect(dropped).toEqual(['a=2', 'b=3']);
  });

  it('answers nothing for an entry older than its age bound', () => {
    let now = 5000;
    const cache = boundedCache<string, string>({ maxEntries: 10, ttlMs: 1000, clock: { now: () => now } });
    cache.set('a', 'fresh');
    now = 6000;
    expect(cache.get('a')).toBe('fresh');
    now = 6001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('gives each caller its own cache', () => {
    const one = boundedCache<string, number>({ maxEntries: 10 });
    const other = boundedCache<string, number>({ maxEntries: 10 });
    one.set('a', 1);
    expect(other.has('a')).toBe(false);
  });
});
