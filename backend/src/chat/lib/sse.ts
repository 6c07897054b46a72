// Server-Sent Events framing for the chat stream.

/** One event: `event:` line when named, the JSON payload as a single `data:` line, blank line. */
export function sseEvent(data: unknown, event?: string): string {
  // JSON.stringify never emits raw line breaks, so one `data:` line always carries the whole payload.
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}
