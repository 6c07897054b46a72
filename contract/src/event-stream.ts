// Reads a Server-Sent Events body piece by piece: the signed-in streams (マイリスト's changes, お知らせ) come
// over fetch (ApiClient.stream), which sends the ID token an EventSource cannot.
export interface SseEvent {
  event: string;
  data: string;
}

/** Feeds text as it arrives; answers the events it completes. */
export function createSseParser(): { push(text: string): SseEvent[] } {
  let buffer = '';
  return {
    push(text) {
      buffer += text.replace(/\r\n?/g, '\n');
      const events: SseEvent[] = [];
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith('event:')) event = line.slice(6).trim();
          else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
        }
        if (data.length > 0) events.push({ event, data: data.join('\n') });
        end = buffer.indexOf('\n\n');
      }
      return events;
    },
  };
}

/**
 * Reads one streamed response to its end, handing each event over; resolves when the body ends and
 * rejects when the read fails (the signal aborted, the network dropped).
 */
export async function readEventStream(body: ReadableStream<Uint8Array>, onEvent: (event: SseEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  for (;;) {
    const { done, value } = await reader.read();
    for (const event of parser.push(done ? decoder.decode() : decoder.decode(value, { stream: true }))) {
      onEvent(event);
    }
    if (done) return;
  }
}
