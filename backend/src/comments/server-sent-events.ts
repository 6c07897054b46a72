// Writes an Observable of named events to a Fastify reply as a Server-Sent Events stream.
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

/** Comment lines keep proxies and load balancers from closing an idle stream. */
const HEARTBEAT_MS = 15_000;
/** Sent to clients as the reconnect delay the browser's EventSource waits after a drop. */
const RETRY_MS = 3_000;
/** A client this far behind is not reading; dropping it bounds memory, and its EventSource reconnects. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/**
 * Takes the raw response over from Fastify (no serialiser, no compression: each event goes out as it
 * is written) and sends the status line with the headers the hooks already set (request id, security,
 * CORS, Connection: close while draining).
 */
export function openEventStream(reply: FastifyReply): FastifyReply['raw'] {
  reply.hijack();
  const headers: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = typeof value === 'number' ? String(value) : value;
  }
  reply.raw.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    // no-transform keeps any compressing proxy from buffering the stream.
    'cache-control': 'no-cache, no-transform',
    connection: String(reply.getHeader('connection') ?? 'keep-alive'),
    'x-accel-buffering': 'no',
  });
  return reply.raw;
}

export interface NamedEvent {
  event: string;
  data: unknown;
}

/** Streams until the client disconnects or `source` completes; either way every resource is released. */
export function streamServerSentEvents(reply: FastifyReply, source: Observable<NamedEvent>): void {
  const response = openEventStream(reply);
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
