// POST /api/chat/stream and read the Server-Sent Events reply piece by piece (no EventSource: it is a POST).
import type { ApiClient } from '@anifan/contract';
import type { HistoryTurn } from '../lib/chat-message';
import { createSseParser, type SseEvent } from '../lib/sse-parser';

export interface StreamChatRequest {
  message: string;
  history: HistoryTurn[];
  personaId: string;
}

export class ChatStreamError extends Error {
  constructor(readonly code: string) {
    super(`Chat stream failed: ${code}`);
    this.name = 'ChatStreamError';
  }
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return null;
  }
}

/** Applies one event; true when the stream is complete. */
function handleEvent(event: SseEvent, onDelta: (delta: string) => void): boolean {
  const payload = parseJson(event.data);
  if (event.event === 'done') return true;
  if (event.event === 'error') {
    const code = (payload as { error?: { code?: unknown } } | null)?.error?.code;
    throw new ChatStreamError(typeof code === 'string' ? code : 'stream/error');
  }
  const delta = (payload as { delta?: unknown } | null)?.delta;
  if (typeof delta === 'string' && delta) onDelta(delta);
  return false;
}

/**
 * Resolves once the `done` event arrives; rejects with ChatStreamError on an HTTP error, an `error`
 * event or a stream that ends early, and with the AbortError when `signal` aborts.
 */
export async function streamChat(
  api: ApiClient,
  request: StreamChatRequest,
  onDelta: (delta: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const response = await api.stream('chatStream', { body: request, signal });
  if (!response.ok || !response.body) throw new ChatStreamError(`http/${response.status}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
      for (const event of parser.push(text)) {
        if (handleEvent(event, onDelta)) return;
      }
      if (done) throw new ChatStreamError('stream/truncated');
    }
  } finally {
    // Stops reading whatever the server might still send after `done` or an error event.
    void reader.cancel().catch(() => undefined);
  }
}
