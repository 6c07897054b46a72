// One upstream GraphQL service over HTTP: pacing, Retry-After, timeout, circuit breaker, error mapping.
import type { GraphQLAnswer } from '../catalog-types';
import { CircuitBreaker, type CircuitBreakerOptions } from './circuit-breaker';
import { RateGate } from './rate-gate';
import { UpstreamError } from './upstream-error';

export interface UpstreamOptions {
  name: string;
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  breaker: CircuitBreakerOptions;
  /** Published rate: `burst` calls, refilled at `perSecond`. */
  rate: { burst: number; perSecond: number };
  /** Pause after a 429 that names no Retry-After (Annict's are plain text). */
  defaultRetryAfterMs: number;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null, fallback: number): number {
  if (!header) return fallback;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? fallback : Math.max(0, date - Date.now());
}

/** Upstream GraphQL errors become plain `{ message, path, extensions }` without upstream internals. */
function cleanErrors(upstream: string, status: number, errors: unknown[]): Record<string, unknown>[] {
  return errors.map((error) => {
    const e = (typeof error === 'object' && error !== null ? error : {}) as Record<string, unknown>;
    const clean: Record<string, unknown> = {
      message: typeof e.message === 'string' ? e.message : `${upstream} returned an error`,
      extensions: {
        code: 'catalog/upstream_error',
        upstream,
        status: typeof e.status === 'number' ? e.status : status,
      },
    };
    if (Array.isArray(e.path)) clean.path = e.path;
    return clean;
  });
}

export class GraphQLUpstream {
  readonly breaker: CircuitBreaker;
  private readonly gate: RateGate;

  constructor(private readonly options: UpstreamOptions) {
    this.breaker = new CircuitBreaker(options.breaker);
    this.gate = new RateGate(options.rate.burst, options.rate.perSecond / 1000);
  }

  get name(): string {
    return this.options.name;
  }

  /**
   * Posts one GraphQL request. Waits for the rate gate at most `maxWaitMs`; a longer wait (an
   * upstream Retry-After, an exhausted budget) fails at once as `rate_limited` without calling out.
   */
  async post(body: Record<string, unknown>, maxWaitMs: number): Promise<GraphQLAnswer> {
    const name = this.options.name;
    const wait = this.gate.waitMs();
    if (wait > maxWaitMs)
      throw new UpstreamError(
        'rate_limited',
        name,
        `${name} rate limit: retry in ${Math.ceil(wait / 1000)} s`,
        wait,
      );
    if (!this.breaker.canRequest())
      throw new UpstreamError('circuit_open', name, `${name} is failing; calls are paused`);
    if (wait > 0) await sleep(wait);
    this.gate.take();
    let response: Response;
    let text: string;
    // Not AbortSignal.timeout(): its timer outlives a call that failed fast; this one is cleared.
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new DOMException('upstream timeout', 'TimeoutError')),
      this.options.timeoutMs,
    );
    try {
      response = await fetch(this.options.url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...this.options.headers },
        body: JSON.stringify(body),
        signal: controller.signal,
      });
      text = await response.text();
    } catch (error) {
      this.breaker.recordFailure();
      // Duck-typed: the DOMException fetch rejects with may come from another realm (Jest's vm).
      const errorName = (error as { name?: unknown } | null)?.name;
      const timedOut = errorName === 'TimeoutError' || errorName === 'AbortError';
      throw timedOut
        ? new UpstreamError(
            'timeout',
            name,
            `${name} did not answer within ${this.options.timeoutMs / 1000} s`,
          )
        : new UpstreamError('unreachable', name, `${name} is unreachable`);
    } finally {
      clearTimeout(timer);
    }
    if (response.status === 429) {
      const ms = retryAfterMs(response.headers.get('retry-after'), this.options.defaultRetryAfterMs);
      this.gate.block(ms);
      this.breaker.recordSuccess();
      throw new UpstreamError(
        'rate_limited',
        name,
        `${name} rate limit: retry in ${Math.ceil(ms / 1000)} s`,
        ms,
      );
    }
    if (response.status >= 500) {
      this.breaker.recordFailure();
      throw new UpstreamError('server_error', name, `${name} answered HTTP ${response.status}`);
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      this.breaker.recordFailure();
      throw new UpstreamError('bad_response', name, `${name} answered with malformed JSON`);
    }
    const answer = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
    const errors = Array.isArray(answer.errors) ? answer.errors : null;
    const data =
      typeof answer.data === 'object' ? (answer.data as Record<string, unknown> | null) : undefined;
    if (!errors && (data === undefined || data === null)) {
      this.breaker.recordFailure();
      throw new UpstreamError('bad_response', name, `${name} answered HTTP ${response.status} without data`);
    }
    this.breaker.recordSuccess();
    // AniList reports errors with HTTP 200 as well as 4xx; either way they are the answer.
    return errors ? { data: data ?? null, errors: cleanErrors(name, response.status, errors) } : { data };
  }
}
