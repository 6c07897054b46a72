import { Lru } from './lru';

const keys = (lru: Lru<number>, candidates: string[]) =>
  candidates.filter((key) => lru.get(key) !== undefined);

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
