// Opens every Server-Sent-Events stream the API answers with, within a cap of open streams per client
// and per instance: a stream holds a socket, a timer and a subscription for as long as its client likes,
// so without a cap one address could hold them by the thousand. Every open stream gets a heartbeat.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../common';
import { APP_CONFIG, type AppConfig } from '../../config';
import type { Observable } from 'rxjs';
import { streamServerSentEvents, writeOrDrop, type StreamEvent } from './server-sent-events';

/**
 * A signed-in page holds up to four (お知らせ, マイリスト's changes, a comment thread, a chat reply), and
 * an address may be a household's or an office's: a few people with a few tabs each stay below this,
 * while one client still cannot hold streams by the thousand.
 */
export const MAX_STREAMS_PER_CLIENT = 32;
/** Long enough for a stream the client dropped to have closed; EventSource itself waits its `retry`. */
const RETRY_AFTER_SECONDS = '5';

export interface EventStreamLimits {
  perClient: number;
  perInstance: number;
}

export const EVENT_STREAM_LIMITS = Symbol('EVENT_STREAM_LIMITS');

/** The caps of one application: the per-client constant and the instance's SSE_MAX_STREAMS. */
export const eventStreamLimits = (config: Pick<AppConfig, 'sseMaxStreams'>): EventStreamLimits => ({
  perClient: MAX_STREAMS_PER_CLIENT,
  perInstance: config.sseMaxStreams,
});

@Injectable()
export class EventStreams {
  /** Open streams per client address; an address leaves the map with its last stream. */
  private readonly byClient = new Map<string, number>();
  private total = 0;

  constructor(
    @Inject(EVENT_STREAM_LIMITS) private readonly limits: EventStreamLimits,
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'sseHeartbeatMs'>,
  ) {}

  /**
   * Sends the stream's status line and headers, holds a slot until the response closes and meanwhile
   * writes a `: heartbeat` comment every SSE_HEARTBEAT_MS, so proxies and load balancers keep an idle
   * stream (or a chat reply waiting on a slow model) open. Throws
   * `rate_limit/exceeded` (429, Retry-After) while the client or the instance is at its cap, before
   * anything is sent. Null when there is nothing to stream to: a HEAD request, answered with the
   * headers alone, or a client that already left.
   */
  open(request: FastifyRequest, reply: FastifyReply): ServerResponse | null {
    // The address the rate limits key on: the visitor behind a trusted proxy (TRUST_PROXY).
    const client = request.ip;
    const held = this.byClient.get(client) ?? 0;
    if (held >= this.limits.perClient || this.total >= this.limits.perInstance) {
      throw new AppError(
        'rate_limit/exceeded',
        held >= this.limits.perClient
          ? 'Too many open event streams from this client; close one first'
          : 'Too many open event streams; try again later',
        { 'Retry-After': RETRY_AFTER_SECONDS },
      );
    }
    const response = reply.raw;
    if (response.destroyed) {
      // Nothing is to be sent to a client that left while the request was handled.
      reply.hijack();
      return null;
    }
    writeStreamHead(reply);
    // A HEAD response has no body, so Node would hold the head back until the end: send both now.
    if (request.method === 'HEAD') {
      response.end();
      return null;
    }
    this.byClient.set(client, held + 1);
    this.total += 1;
    const heartbeat = setInterval(() => writeOrDrop(response, ': heartbeat\n\n'), this.config.sseHeartbeatMs);
    response.once('close', () => {
      clearInterval(heartbeat);
      this.release(client);
    });
    return response;
  }

  /**
   * A replayable stream: opens it (open()) and sends what `events` gives for the client's
   * Last-Event-ID, the events it missed and those to come, or a `reset`.
   */
  replay(
    request: FastifyRequest,
    reply: FastifyReply,
    events: (lastEventId: string | undefined) => Observable<StreamEvent>,
  ): void {
    const response = this.open(request, reply);
    if (response === null) return;
    const lastEventId = request.headers['last-event-id'];
    streamServerSentEvents(response, events(typeof lastEventId === 'string' ? lastEventId : undefined));
  }

  private release(client: string): void {
    this.total -= 1;
    const held = (this.byClient.get(client) ?? 1) - 1;
    if (held > 0) this.byClient.set(client, held);
    else this.byClient.delete(client);
  }
}

/**
 * Takes the raw response over from Fastify (no serialiser, no compression: each event goes out as it
 * is written) and sends the status line with the headers the hooks already set (request id, security,
 * CORS, Connection: close while draining).
 */
function writeStreamHead(reply: FastifyReply): void {
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
}
