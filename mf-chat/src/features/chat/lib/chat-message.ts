// The chat's local messages (a sender and a text) and what is sent back as history.

export interface ChatMessage {
  id: number;
  /** `you` is the fan (right-aligned), `persona` the character (left-aligned). */
  role: 'you' | 'persona';
  text: string;
  /** The greeting and failure lines are shown but not sent back to the server as history. */
  kind: 'greeting' | 'reply' | 'failure';
}

export interface HistoryTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** What the persona says on any chat failure (docs/rules.md#errors-shown-to-users). */
export const FAILURE_LINE = 'うわ、ごめん！ちょっとミスったかも…もう一回お願い！';

/** The server caps history too; sending no more than it keeps saves bandwidth. */
export const MAX_HISTORY_TURNS = 20;

/** The conversation so far, oldest first, as the stream endpoint expects it. */
export function toHistory(messages: readonly ChatMessage[]): HistoryTurn[] {
  return messages
    .filter((message) => message.kind !== 'failure' && message.text.trim() !== '')
    .slice(-MAX_HISTORY_TURNS)
    .map((message) => ({ role: message.role === 'you' ? 'user' : 'assistant', content: message.text }));
}
