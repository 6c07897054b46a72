// The one Server-Sent-Events framing of the API, for every stream opened by EventStreams.open: single
// events (the chat's streamed reply) and Observables of events (live comments, through EventChannels).
import type { ServerResponse } from 'node:http';
import type { Observable } from 'rxjs';

/** Sent to clients as the reconnect delay the browser's EventSource waits after a drop. */
const RETRY_MS = 3_000;
/** A client this far behind is not reading; dropping it bounds memory, and its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * One event of a stream. Without `data` it is an `id:` alone, which moves the client's Last-Event-ID
 * without dispatching anything.
 */
export interface StreamEvent {
  id?: string;
  event?: string;
  data?: unknown;
}

/** One event: `event:` line when named, the JSON payload as a single `data:` line, blank line. */
export function sseEvent(data: unknown, event?: string): string {
  // JSON.stringify never emits raw line breaks, so one `data:` line always carries the whole payload.
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** A StreamEvent as sent: its `id:` line (ids never hold line breaks) before the event. */
export function sseFrame({ id, event, data }: StreamEvent): string {
  const idLine = id === undefined ? '' : `id: ${id}\n`;
  return data === undefined ? `${idLine}\n` : `${idLine}${sseEvent(data, event)}`;
}

/**
 * Writes `chunk` unless the client has stopped reading, in which case the stream is dropped; nothing
 * once the stream has ended (a heartbeat may fire between the end and the close).
 */
export function writeOrDrop(response: ServerResponse, chunk: string): void {
  if (response.writableEnded) return;
  if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
  else response.write(chunk);
}

/** Streams until the client disconnects or `source` completes; either way every resource is released. */
export function streamServerSentEvents(response: ServerResponse, source: Observable<StreamEvent>): void {
  response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
  const subscription = source.subscribe({
    next: (event) => writeOrDrop(response, sseFrame(event)),
    complete: () => response.end(),
    error: () => response.end(),
  });
  response.on('close', () => subscription.unsubscribe());
}
