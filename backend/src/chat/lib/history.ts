// Caps the conversation history a client sends, so prompts stay small whatever the client sends.
import type { ChatTurn } from './chat-turn';

export interface HistoryLimits {
  maxTurns: number;
  maxTurnChars: number;
  maxTotalChars: number;
}

export const HISTORY_LIMITS: HistoryLimits = { maxTurns: 20, maxTurnChars: 1000, maxTotalChars: 8000 };

function truncate(text: string, max: number): string {
  const chars = [...text];
  return chars.length <= max ? text : chars.slice(0, max).join('');
}

/**
 * Keeps the most recent turns: blank turns dropped, each turn cut to `maxTurnChars` characters, at
 * most `maxTurns` turns, then the oldest dropped until the total is within `maxTotalChars`.
 */
export function capHistory(history: readonly ChatTurn[], limits: HistoryLimits = HISTORY_LIMITS): ChatTurn[] {
  const recent = history
    .filter((turn) => turn.content.trim() !== '')
    .slice(-limits.maxTurns)
    .map((turn) => ({ role: turn.role, content: truncate(turn.content, limits.maxTurnChars) }));
  let total = recent.reduce((sum, turn) => sum + [...turn.content].length, 0);
  let start = 0;
  while (total > limits.maxTotalChars && start < recent.length) {
    total -= [...(recent[start] as ChatTurn).content].length;
    start += 1;
  }
  return recent.slice(start);
}
