// Reads a chat stream response the way the page does, for the backend's tests.

export interface ParsedEvent {
  event: string;
  data: unknown;
}

/** Splits a complete Server-Sent Events body into events (`message` when unnamed). */
export function parseSse(body: string): ParsedEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
      }
      return { event, data: JSON.parse(data.join('\n')) as unknown };
    });
}

/** The concatenated deltas of a parsed stream. */
export function streamedText(events: ParsedEvent[]): string {
  return events
    .filter((e) => e.event === 'message')
    .map((e) => (e.data as { delta: string }).delta)
    .join('');
}
