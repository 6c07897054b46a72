// Incremental Server-Sent Events parser: feed it text as it arrives, get back the complete events.

export interface SseEvent {
  /** `message` when the event has no `event:` field. */
  event: string;
  data: string;
}

export interface SseParser {
  /** Parses as much of the stream as is complete; keeps a trailing partial line for the next call. */
  push(text: string): SseEvent[];
}

export function createSseParser(): SseParser {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let pendingCarriageReturn = false;

  const dispatch = (events: SseEvent[]) => {
    if (data.length > 0) events.push({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };

  const handleLine = (line: string, events: SseEvent[]) => {
    if (line === '') return dispatch(events);
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };

  return {
    push(text) {
      const events: SseEvent[] = [];
      let input = text;
      // A CRLF split across two chunks: the LF belongs to the line the CR already ended.
      if (pendingCarriageReturn && input.startsWith('\n')) input = input.slice(1);
      pendingCarriageReturn = false;
      buffer += input;
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      if (buffer === '' && text.endsWith('\r')) pendingCarriageReturn = true;
      for (const line of lines) handleLine(line, events);
      return events;
    },
  };
}
