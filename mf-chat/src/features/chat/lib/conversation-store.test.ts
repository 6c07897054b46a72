import type { ChatMessage } from './chat-message';
import { loadConversation, MAX_STORED_MESSAGES, saveConversation } from './conversation-store';

const message = (id: number): ChatMessage => ({
  id,
  role: id % 2 ? 'you' : 'persona',
  text: `m${id}`,
  kind: 'reply',
});

afterEach(() => sessionStorage.clear());

describe('conversation store', () => {
  it('gives back what was kept under the same key only', () => {
    saveConversation(sessionStorage, 'character-id:42', [message(1), message(2)]);
    expect(loadConversation(sessionStorage, 'character-id:42')).toEqual([message(1), message(2)]);
    expect(loadConversation(sessionStorage, 'default')).toBeNull();
  });

  it(`keeps the last ${MAX_STORED_MESSAGES} messages of a long conversation`, () => {
    const long = Array.from({ length: MAX_STORED_MESSAGES + 5 }, (_, i) => message(i + 1));
    saveConversation(sessionStorage, 'default', long);
    const kept = loadConversation(sessionStorage, 'default');
    expect(kept).toHaveLength(MAX_STORED_MESSAGES);
    expect(kept?.[0]).toEqual(message(6));
  });

  it('drops fields it does not know', () => {
    sessionStorage.setItem('anifan.chat.default', JSON.stringify([{ ...message(1), html: '<b>x</b>' }]));
    expect(loadConversation(sessionStorage, 'default')).toEqual([message(1)]);
  });

  it('keeps the page working when the storage is full, blocked or missing', () => {
    const full = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(() => saveConversation(full, 'default', [message(1)])).not.toThrow();
    expect(loadConversation(full, 'default')).toBeNull();
    expect(() => saveConversation(undefined, 'default', [message(1)])).not.toThrow();
    expect(loadConversation(undefined, 'default')).toBeNull();
  });
});
