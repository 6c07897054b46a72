import type { ChatTurn } from './chat-turn';
import { capHistory, HISTORY_LIMITS } from './history';

const turn = (content: string, role: ChatTurn['role'] = 'user'): ChatTurn => ({ role, content });
const turns = (count: number, size = 10) =>
  Array.from({ length: count }, (_, i) => turn(`${i}`.padEnd(size, 'x'), i % 2 ? 'assistant' : 'user'));

describe('capHistory', () => {
  it.each<[string, ChatTurn[], (capped: ChatTurn[]) => void]>([
    ['keeps a short history as it is', turns(3), (capped) => expect(capped).toEqual(turns(3))],
    ['keeps only the last 20 turns', turns(30), (capped) => expect(capped).toEqual(turns(30).slice(-20))],
    [
      'cuts each turn to 1000 characters',
      [turn('あ'.repeat(1500))],
      (capped) => expect(capped).toEqual([turn('あ'.repeat(1000))]),
    ],
    [
      'drops the oldest turns until the total is at most 8000 characters',
      turns(12, 1000),
      (capped) => {
        expect(capped).toEqual(turns(12, 1000).slice(-8));
      },
    ],
    [
      'drops blank turns',
      [turn('  '), turn('hi'), turn('', 'assistant')],
      (capped) => expect(capped).toEqual([turn('hi')]),
    ],
    [
      'counts emoji as one character each',
      [turn('😀'.repeat(1200))],
      (capped) => expect([...(capped[0]?.content ?? '')]).toHaveLength(1000),
    ],
  ])('%s', (_name, history, check) => {
    check(capHistory(history));
  });

  it('never exceeds any limit', () => {
    const capped = capHistory(turns(50, 3000));
    expect(capped.length).toBeLessThanOrEqual(HISTORY_LIMITS.maxTurns);
    expect(capped.reduce((sum, t) => sum + t.content.length, 0)).toBeLessThanOrEqual(
      HISTORY_LIMITS.maxTotalChars,
    );
  });
});
