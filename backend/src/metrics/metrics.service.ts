// The app's Prometheus registry and the metrics other modules record into (inject MetricsService).
import { Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { collectDefaultMetrics, Counter, Gauge, type Metric, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { REMOTE_NAMES, type RemoteLoadFailureKind, type RemoteName } from '@anifan/contract';
import { HttpRequestSeries, type Sample } from '../http';

/** `ok`, or why the call gave no usable answer (the same kinds as the catalogue's UpstreamError). */
export type UpstreamOutcome =
  'ok' | 'unreachable' | 'timeout' | 'server_error' | 'bad_response' | 'rate_limited' | 'circuit_open';
export type CacheLookupResult = 'hit' | 'miss' | 'stale';

/** Seconds; tuned for an API whose answers mostly take milliseconds but may wait seconds on an upstream. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What the pg Pool behind TypeORM's PostgreSQL driver reports about itself. */
interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

function isPoolCounts(value: unknown): value is PoolCounts {
  const pool = value as Partial<PoolCounts> | null;
  return (
    typeof pool?.totalCount === 'number' &&
    typeof pool.idleCount === 'number' &&
    typeof pool.waitingCount === 'number'
  );
}

/**
 * One registry per application instance (not prom-client's global one), so several apps in one
 * process — the test suites boot many — never collide over metric names.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();

  /** Every HTTP response, counted and timed by method, route template and status (http-metrics.ts). */
  readonly http = new HttpRequestSeries(DURATION_BUCKETS);

  /** Calls to the catalogue's upstream services (`source`: anilist, annict, …). */
  readonly upstreamCalls = new Counter({
    name: 'upstream_calls_total',
    help: 'Calls to upstream services, by source and outcome (ok or the kind of failure)',
    labelNames: ['source', 'outcome'] as const,
    registers: [this.registry],
  });

  /** Lookups in the catalogue's answer cache. */
  readonly cacheLookups = new Counter({
    name: 'cache_lookups_total',
    help: 'Answer cache lookups, by result (hit, miss, stale)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  readonly remoteLoadFailures = new Counter({
    name: 'remote_load_failures_total',
    help: 'Micro-frontend remotes that failed to load in a browser, as reported by the shell',
    labelNames: ['remote'] as const,
    registers: [this.registry],
  });

  readonly remoteContractMismatches = new Counter({
    name: 'remote_contract_mismatches_total',
    help: 'Remotes the shell refused because they were built against another major of @anifan/contract',
    labelNames: ['remote'] as const,
    registers: [this.registry],
  });

  constructor(@Optional() @InjectDataSource() private readonly dataSource?: DataSource) {
    collectDefaultMetrics({ register: this.registry });
    this.registerHttpMetrics();
    // Remotes that never failed still appear (at 0), so rate() and alerts work from the first scrape.
    for (const remote of REMOTE_NAMES) {
      this.remoteLoadFailures.inc({ remote }, 0);
      this.remoteContractMismatches.inc({ remote }, 0);
    }
    this.registerPoolGauges();
  }

  recordUpstreamCall(source: string, outcome: UpstreamOutcome): void {
    this.upstreamCalls.inc({ source, outcome });
  }

  recordCacheLookup(result: CacheLookupResult): void {
    this.cacheLookups.inc({ result });
  }

  /** Every failure counts as a load failure; a refused contract major is also counted on its own. */
  recordRemoteLoadFailure(remote: RemoteName, kind: RemoteLoadFailureKind = 'load_failed'): void {
    this.remoteLoadFailures.inc({ remote });
    if (kind === 'contract_mismatch') this.remoteContractMismatches.inc({ remote });
  }

  /** The Prometheus text exposition of every metric. */
  async scrape(): Promise<{ contentType: string; body: string }> {
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }

  private registerHttpMetrics(): void {
    const http = this.http;
    const metric = (name: string, help: string, type: string, values: () => Sample[]): Metric =>
      // The registry reads a metric through name, help, type, get() and reset() only; its types name
      // prom-client's own classes, whose per-call label hashing these series avoid.
      ({
        name,
        help,
        type,
        aggregator: 'sum',
        get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
        reset: () => http.reset(),
      }) as unknown as Metric;
    this.registry.registerMetric(
      metric(
        'http_requests_total',
        'HTTP requests answered, by method, route template and status code',
        'counter',
        () => http.counts('http_requests_total'),
      ),
    );
    this.registry.registerMetric(
      metric(
        'http_request_duration_seconds',
        'Time from receiving a request to finishing its response, by method, route template and status code',
        'histogram',
        () => http.histogram('http_request_duration_seconds'),
      ),
    );
  }

  /** Pool gauges are read from the DataSource at scrape time rather than tracked. */
  private registerPoolGauges(): void {
    const dataSource = this.dataSource;
    const driver = (): string => dataSource?.options.type ?? 'none';
    const pool = (): PoolCounts | null => {
      if (!dataSource?.isInitialized) return null;
      if (dataSource.options.type === 'postgres') {
        const master: unknown = (dataSource.driver as { master?: unknown }).master;
        return isPoolCounts(master) ? master : null;
      }
      // SQLite: TypeORM shares one connection between all requests.
      return { totalCount: 1, idleCount: 0, waitingCount: 0 };
    };
    const gauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['driver'] as const,
        registers: [this.registry],
        collect() {
          this.reset();
          const counts = pool();
          if (counts) this.set({ driver: driver() }, read(counts));
        },
      });
    gauge('db_pool_connections', 'Open database connections (SQLite: always 1)', (c) => c.totalCount);
    gauge('db_pool_idle_connections', 'Open database connections not in use', (c) => c.idleCount);
    gauge(
      'db_pool_waiting_requests',
      'Queries waiting for a free database connection',
      (c) => c.waitingCount,
    );
  }
}
