import { toHistory, type ChatMessage } from './chat-message';

const m = (
  id: number,
  role: ChatMessage['role'],
  text: string,
  kind: ChatMessage['kind'] = 'reply',
): ChatMessage => ({
  id,
  role,
  text,
  kind,
});

describe('toHistory', () => {
  it.each<[string, ChatMessage[], ReturnType<typeof toHistory>]>([
    [
      'maps roles and keeps the greeting',
      [m(1, 'persona', 'やあ', 'greeting'), m(2, 'you', 'こんにちは'), m(3, 'persona', 'どうも')],
      [
        { role: 'assistant', content: 'やあ' },
        { role: 'user', content: 'こんにちは' },
        { role: 'assistant', content: 'どうも' },
      ],
    ],
    [
      'leaves out failure lines and the replies they cut short',
      [m(1, 'you', 'a'), m(2, 'persona', '途中', 'failure'), m(3, 'persona', 'うわ、ごめん', 'failure')],
      [{ role: 'user', content: 'a' }],
    ],
    ['leaves out empty texts', [m(1, 'persona', '')], []],
  ])('%s', (_name, messages, expected) => {
    expect(toHistory(messages)).toEqual(expected);
  });

  it('sends at most the last 20 turns', () => {
    const many = Array.from({ length: 30 }, (_, i) => m(i, i % 2 ? 'persona' : 'you', `${i}`));
    const history = toHistory(many);
    expect(history).toHaveLength(20);
    expect(history.at(-1)?.content).toBe('29');
  });
});
