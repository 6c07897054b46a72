import { Lru } from './lru';

const keys = <V>(lru: Lru<V>, candidates: string[]) => candidates.filter((key) => lru.get(key) !== undefined);

describe('Lru', () => {
  it('drops the least recently used entry, whether it was read or written last', () => {
    const lru = new Lru<number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(keys(lru, ['a', 'b', 'c'])).toEqual(['a', 'c']);
  });

  it('keeps an entry read again and again as the newest, and the others in their order', () => {
    const lru = new Lru<number>(3);
    lru.set('a', 1);
    lru.set('b', 2);
    lru.set('c', 3);
    for (let read = 0; read < 3; read += 1) expect(lru.get('a')).toBe(1);
    lru.set('d', 4);
    expect(lru.size).toBe(3);
    expect(lru.get('b')).toBeUndefined();
    lru.set('e', 5);
    expect(lru.get('c')).toBeUndefined();
    expect(lru.get('a')).toBe(1);
  });
});

describe('Lru with a byte bound', () => {
  const bound = { maxBytes: 100, sizeOf: (key: string, value: string) => key.length + value.length };

  it('drops the least recently used entries until the bytes fit', () => {
    const lru = new Lru<string>(1_000, bound);
    lru.set('a', 'x'.repeat(39));
    lru.set('b', 'x'.repeat(39));
    expect(lru.get('a')).toBeDefined();
    lru.set('c', 'x'.repeat(39));
    expect(keys(lru, ['a', 'b', 'c'])).toEqual(['a', 'c']);
    expect(lru.byteSize).toBe(80);
  });

  it('keeps nothing of an entry larger than the bound, and counts a replaced entry once', () => {
    const lru = new Lru<string>(1_000, bound);
    lru.set('a', 'x'.repeat(9));
    lru.set('huge', 'x'.repeat(200));
    expect(lru.get('huge')).toBeUndefined();
    lru.set('a', 'x'.repeat(19));
    expect(lru.byteSize).toBe(20);
    expect(lru.size).toBe(1);
  });
});
