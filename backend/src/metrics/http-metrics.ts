// Counts and times every HTTP response by route template, hooked on the server itself so nothing escapes it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { MetricsService } from './metrics.service';

/** Requests that never reached a route handler: unknown paths, refused bodies, unsupported methods. */
export const UNMATCHED_ROUTE = 'unmatched';
/** Successful GET/HEAD answers without a route handler come from the static file mounts. */
export const STATIC_ROUTE = 'static';

/**
 * The route template a request reached, left on the raw request by a hook in app.setup.ts once its
 * body was accepted (`baseUrl` is set by routers that mount routes under a prefix).
 */
export interface RoutedRequest extends IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * The route template (`/api/characterComment/all/:characterId`), never the raw path: raw ids would
 * create a time series per comment or character.
 */
export function routeLabel(request: RoutedRequest, status: number): string {
  const template = request.route?.path;
  if (typeof template === 'string') return `${request.baseUrl ?? ''}${template}` || '/';
  const method = request.method ?? '';
  if ((method === 'GET' || method === 'HEAD') && status < 400) return STATIC_ROUTE;
  return UNMATCHED_ROUTE;
}

type HttpLabels = Readonly<Record<'method' | 'route' | 'status', string>>;

/** When the server received the request (performance.now() milliseconds), kept on its response. */
const RECEIVED_AT = Symbol('receivedAt');

type ObservedResponse = ServerResponse<RoutedRequest> & { [RECEIVED_AT]?: number };

/**
 * Observes every request the server receives — including those refused by the body parser, guards,
 * pipes or the exception filter before or without reaching a handler — once its connection is done
 * with it: `close` follows a finished response and also ends one whose client left early (or an event
 * stream). Returns a function that stops observing.
 *
 * Per request this adds one property and one listener, the same function for every response: no
 * closure and no `once()` wrapper. Under load V8 moved `once()`'s wrapper state, which starts
 * with a pointer to the response, straight to the old generation (allocation-site pretenuring), so
 * every response's objects outlived the young-generation collections: a full collection every two
 * seconds and two fifths of the CPU time of a `/healthz` (issue #15; `--no-allocation-site-pretenuring`
 * made the same cost disappear).
 */
export function observeHttpRequests(server: Server, metrics: MetricsService): () => void {
  // One frozen label set per method, route and status, so recording allocates nothing.
  const labelSets = new Map<string, HttpLabels>();
  const labelsFor = (method: string, route: string, status: number): HttpLabels => {
    const key = `${method} ${status} ${route}`;
    let labels = labelSets.get(key);
    if (labels === undefined) {
      labels = Object.freeze({ method, route, status: String(status) });
      labelSets.set(key, labels);
    }
    return labels;
  };
  function record(this: ObservedResponse): void {
    const seconds = (performance.now() - (this[RECEIVED_AT] ?? 0)) / 1000;
    const request = this.req;
    const labels = labelsFor(
      request.method ?? 'UNKNOWN',
      routeLabel(request, this.statusCode),
      this.statusCode,
    );
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, seconds);
  }
  const onRequest = (_request: RoutedRequest, response: ObservedResponse): void => {
    response[RECEIVED_AT] = performance.now();
    response.on('close', record);
  };
  // Prepended so the clock starts before Fastify runs any hook.
  server.prependListener('request', onRequest);
  return () => {
    server.removeListener('request', onRequest);
  };
}
