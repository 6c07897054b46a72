// Reads a Server-Sent Events body piece by piece (the list stream comes over fetch, with the token).
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
