// The one Server-Sent-Events framing of the API, for every stream opened by EventStreams.open: single
// events (the chat's streamed reply) and Observables of named events (live comments).
import type { ServerResponse } from 'node:http';
import type { Observable } from 'rxjs';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Sent to clients as the reconnect delay the browser's EventSource waits after a drop. */
const RETRY_MS = 3_000;
/** A client this far behind is not reading; dropping it bounds memory, and its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

export interface NamedEvent {
  event: string;
  data: unknown;
}

/** One event: `event:` line when named, the JSON payload as a single `data:` line, blank line. */
export function sseEvent(data: unknown, event?: string): string {
  // JSON.stringify never emits raw line breaks, so one `data:` line always carries the whole payload.
  return `${event ? `event: ${event}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

/** Streams until the client disconnects or `source` completes; either way every resource is released. */
export function streamServerSentEvents(response: ServerResponse, source: Observable<NamedEvent>): void {
  response.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  const send = (chunk: string): void => {
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
    else response.write(chunk);
  };
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
  const subscription = source.subscribe({
    next: ({ event, data }) => send(sseEvent(data, event)),
    complete: () => response.end(),
    error: () => response.end(),
  });
  response.on('close', () => {
    clearInterval(heartbeat);
    subscription.unsubscribe();
  });
}
