import { Counter, Histogram, Registry } from 'prom-client';
import { MetricsService } from '../metrics';

const BOUNDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const HELP = {
  count: 'HTTP requests answered, by method, route template and status code',
  duration:
    'Time from receiving a request to finishing its response, by method, route template and status code',
};

/** The same responses, recorded by prom-client's own Counter and Histogram: what scrapers know. */
async function promClientText(responses: [string, string, number, number][]): Promise<string> {
  const registry = new Registry();
  const labelNames = ['method', 'route', 'status'] as const;
  const count = new Counter({
    name: 'http_requests_total',
    help: HELP.count,
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: HELP.duration,
    labelNames,
    buckets: BOUNDS,
    registers: [registry],
  });
  for (const [method, route, status, seconds] of responses) {
    const labels = { method, route, status: String(status) };
    count.inc(labels);
    duration.observe(labels, seconds);
  }
  return registry.metrics();
}

/** The HTTP metrics' lines of a scrape. */
const httpLines = (text: string) => text.split('\n').filter((line) => /http_request/.test(line));

describe('HTTP request metrics', () => {
  it('print exactly as prom-client prints the same responses, bucket bounds included', async () => {
    const responses: [string, string, number, number][] = [
      ['GET', '/healthz', 200, 0.0004],
      ['GET', '/healthz', 200, 0.005],
      ['GET', '/healthz', 200, 0.0051],
      ['POST', '/graphql', 200, 0.3],
      ['POST', '/graphql', 400, 12],
      ['GET', 'unmatched', 404, 10],
    ];
    const metrics = new MetricsService();
    for (const [method, route, status, seconds] of responses)
      metrics.http.record(method, route, status, seconds);
    expect(httpLines((await metrics.scrape()).body)).toEqual(httpLines(await promClientText(responses)));
  });

  it('start over when the registry is reset', async () => {
    const metrics = new MetricsService();
    metrics.http.record('GET', '/healthz', 200, 0.001);
    metrics.registry.resetMetrics();
    const text = (await metrics.scrape()).body;
    expect(text).toContain('# TYPE http_requests_total counter');
    expect(text).not.toContain('route="/healthz"');
  });
});
