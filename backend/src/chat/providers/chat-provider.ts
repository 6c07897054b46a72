// The seam between the chat service and whatever writes the replies (a model or the offline engine).
import type { ChatTurn } from '../lib/chat-turn';
import type { Persona } from '../lib/persona';

export interface ChatProviderRequest {
  persona: Persona;
  /** Already capped (lib/history.ts). */
  history: readonly ChatTurn[];
  message: string;
}

export interface ChatProvider {
  readonly mode: 'offline' | 'model';
  /** Yields the reply in pieces as they are produced; stops promptly when `signal` aborts. */
  stream(request: ChatProviderRequest, signal: AbortSignal): AsyncIterable<string>;
}

export const CHAT_PROVIDER = Symbol('CHAT_PROVIDER');
