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

/**
 * Observes every request the server receives — including those refused by the body parser, guards,
 * pipes or the exception filter before or without reaching a handler — once its response ends or its
 * connection closes. Returns a function that stops observing.
 */
export function observeHttpRequests(server: Server, metrics: MetricsService): () => void {
  const onRequest = (request: RoutedRequest, response: ServerResponse): void => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = (): void => {
      if (recorded) return;
      recorded = true;
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const labels = {
        method: request.method ?? 'UNKNOWN',
        route: routeLabel(request, response.statusCode),
        status: String(response.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, seconds);
    };
    response.once('finish', record);
    // A client that leaves early (or an event stream that ends with its connection) never sees `finish`.
    response.once('close', record);
  };
  // Prepended so the clock starts before Fastify runs any hook.
  server.prependListener('request', onRequest);
  return () => {
    server.removeListener('request', onRequest);
  };
}
