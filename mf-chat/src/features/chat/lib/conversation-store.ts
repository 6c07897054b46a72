// The conversation with each persona, kept in this tab's sessionStorage so a reload brings it back
// (docs/entities.md#chat-messages); a new tab starts with the greeting.
import type { ChatMessage } from './chat-message';

const KEY_PREFIX = 'anifan.chat.';

/** Older messages are dropped past this, so one long chat cannot fill the tab's storage. */
export const MAX_STORED_MESSAGES = 200;

const ROLES: ReadonlySet<unknown> = new Set(['you', 'persona']);
const KINDS: ReadonlySet<unknown> = new Set(['greeting', 'reply', 'failure']);

function isMessage(value: unknown): value is ChatMessage {
  const { id, role, text, kind } = (value ?? {}) as Record<string, unknown>;
  return Number.isSafeInteger(id) && ROLES.has(role) && typeof text === 'string' && KINDS.has(kind);
}

/** The stored conversation under `key` (`targetKey`), oldest first; null when none or unreadable. */
export function loadConversation(storage: Storage | undefined, key: string): ChatMessage[] | null {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(KEY_PREFIX + key) ?? 'null');
    if (!Array.isArray(stored) || stored.length === 0 || !stored.every(isMessage)) return null;
    return stored.map(({ id, role, text, kind }) => ({ id, role, text, kind }));
  } catch {
    return null;
  }
}

/** Keeps the conversation under `key`; a full or blocked storage just keeps it in memory only. */
export function saveConversation(
  storage: Storage | undefined,
  key: string,
  messages: readonly ChatMessage[],
): void {
  try {
    storage?.setItem(KEY_PREFIX + key, JSON.stringify(messages.slice(-MAX_STORED_MESSAGES)));
  } catch {
    // Quota exceeded or storage disabled: the conversation still lives in the page.
  }
}
