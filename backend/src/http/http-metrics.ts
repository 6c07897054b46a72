// Replaces prom-client's Counter and Histogram for HTTP responses: plain series read at scrape time, the labels never hashed per call (npm run bench, replacements.metrics_series: 34–45 vs 998–1,115 ns per response, 25–30×, 2026-11). Recheck when prom-client stops hashing the labels on every call.
// Counts and times every HTTP response by route template, hooked on the server itself so nothing escapes it.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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

type HttpLabel = 'method' | 'route' | 'status';
type HttpLabels = Readonly<Record<HttpLabel, string>>;

/** One label set's responses: how many, their total seconds, and how many fell in each bucket. */
interface Series {
  labels: HttpLabels;
  count: number;
  sum: number;
  /** Per bucket, not cumulative; the last counts durations above every bound (`+Inf`). */
  inBucket: number[];
}

/** A sample as prom-client's registry prints it. */
export interface Sample {
  metricName: string;
  labels: Record<string, string | number>;
  value: number;
}

/**
 * The counts and durations of HTTP responses, as plain numbers per label set: recording a response
 * is a map lookup and three additions. prom-client's own Counter and Histogram hash the label object
 * on every call and convert each bucket bound to a property name, several microseconds per request
 * under load (issue #15). MetricsService registers them as `http_requests_total` and
 * `http_request_duration_seconds`, printed exactly as prom-client prints its own.
 */
export class HttpRequestSeries {
  /** In the order first seen (as prom-client prints them). */
  private readonly series: Series[] = [];
  /**
   * route → method → status → series. Route templates and methods are the same few strings on every
   * request, whose hashes V8 keeps, so no key is built per request.
   */
  private readonly index = new Map<string, Map<string, Map<number, Series>>>();

  constructor(readonly bounds: readonly number[]) {}

  record(method: string, route: string, status: number, seconds: number): void {
    let byMethod = this.index.get(route);
    if (byMethod === undefined) {
      byMethod = new Map();
      this.index.set(route, byMethod);
    }
    let byStatus = byMethod.get(method);
    if (byStatus === undefined) {
      byStatus = new Map();
      byMethod.set(method, byStatus);
    }
    let series = byStatus.get(status);
    if (series === undefined) {
      series = {
        labels: Object.freeze({ method, route, status: String(status) }),
        count: 0,
        sum: 0,
        inBucket: new Array<number>(this.bounds.length + 1).fill(0),
      };
      byStatus.set(status, series);
      this.series.push(series);
    }
    series.count += 1;
    series.sum += seconds;
    let bucket = 0;
    while (bucket < this.bounds.length && seconds > (this.bounds[bucket] ?? Infinity)) bucket += 1;
    series.inBucket[bucket] = (series.inBucket[bucket] ?? 0) + 1;
  }

  reset(): void {
    this.series.length = 0;
    this.index.clear();
  }

  /** A counter's samples: one count per label set. */
  counts(name: string): Sample[] {
    return this.series.map(({ labels, count }) => ({
      metricName: name,
      labels,
      value: count,
    }));
  }

  /** The histogram's samples in prom-client's order: cumulative buckets (`le` first), `+Inf`, sum, count. */
  histogram(name: string): Sample[] {
    return this.series.flatMap(({ labels, count, sum, inBucket }) => {
      let cumulative = 0;
      const buckets = this.bounds.map((bound, index) => {
        cumulative += inBucket[index] ?? 0;
        return { metricName: `${name}_bucket`, labels: { le: bound, ...labels }, value: cumulative };
      });
      return [
        ...buckets,
        { metricName: `${name}_bucket`, labels: { le: '+Inf', ...labels }, value: count },
        { metricName: `${name}_sum`, labels, value: sum },
        { metricName: `${name}_count`, labels, value: count },
      ];
    });
  }
}

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
export function observeHttpRequests(server: Server, series: HttpRequestSeries): () => void {
  function record(this: ObservedResponse): void {
    const seconds = (performance.now() - (this[RECEIVED_AT] ?? 0)) / 1000;
    const request = this.req;
    series.record(
      request.method ?? 'UNKNOWN',
      routeLabel(request, this.statusCode),
      this.statusCode,
      seconds,
    );
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
