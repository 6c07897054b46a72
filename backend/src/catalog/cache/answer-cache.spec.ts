import { MemoryAnswerStore } from './answer-cache';

const answer = (text: string) => ({ answer: { data: { text } }, freshUntil: 0 });

describe('MemoryAnswerStore', () => {
  it('drops the least recently used answers once the bytes they hold pass its bound', async () => {
    const store = new MemoryAnswerStore(100, 500);
    await store.set('a', answer('x'.repeat(100)), 60_000);
    await store.set('b', answer('y'.repeat(100)), 60_000);
    expect(await store.get('a')).not.toBeNull();
    await store.set('c', answer('z'.repeat(100)), 60_000);
    expect(await store.get('a')).not.toBeNull();
    expect(await store.get('b')).toBeNull();
    expect(await store.get('c')).not.toBeNull();
  });

  it('keeps no answer larger than its byte bound, and forgets the one it would replace', async () => {
    const store = new MemoryAnswerStore(100, 500);
    await store.set('a', answer('small'), 60_000);
    await store.set('a', answer('x'.repeat(300)), 60_000);
    expect(await store.get('a')).toBeNull();
  });

  it('answers nothing once an answer has been kept for its retain time', async () => {
    const store = new MemoryAnswerStore(100);
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    try {
      await store.set('a', answer('kept'), 5_000);
      now.mockReturnValue(5_999);
      expect((await store.get('a'))?.answer).toEqual({ data: { text: 'kept' } });
      now.mockReturnValue(6_000);
      expect(await store.get('a')).toBeNull();
    } finally {
      now.mockRestore();
    }
  });
});
