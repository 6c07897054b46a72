// Writes an Observable of named events to an opened event stream (EventStreams.open) as Server-Sent Events.
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

/** Streams until the client disconnects or `source` completes; either way every resource is released. */
export function streamServerSentEvents(response: ServerResponse, source: Observable<NamedEvent>): void {
  response.write(`retry: ${RETRY_MS}\n: connected\n\n`);

  const send = (chunk: string): void => {
    if (response.writableLength > MAX_BUFFERED_BYTES) response.destroy();
    else response.write(chunk);
  };
  const heartbeat = setInterval(() => send(': heartbeat\n\n'), HEARTBEAT_MS);
  const subscription = source.subscribe({
    next: ({ event, data }) => send(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
    complete: () => response.end(),
    error: () => response.end(),
  });
  response.on('close', () => {
    clearInterval(heartbeat);
    subscription.unsubscribe();
  });
}
