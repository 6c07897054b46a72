// Micro-benchmark for backend/src/http/http-metrics.ts: CPU per recorded response, the plain series
// against prom-client's Counter and Histogram with the same labels and buckets.
// Run: node -r esbuild-register bench/micro/metrics-series.cjs
const path = require('node:path');
const client = require(require.resolve('prom-client', { paths: [path.join(__dirname, '../../backend')] }));
const { HttpRequestSeries } = require('../../backend/src/http/http-metrics');

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ROUTES = ['/healthz', '/api/characterComment/all/:characterId', '/graphql', 'static'];
const N = 2_000_000;

function time(label, record) {
  for (let i = 0; i < 200_000; i += 1) record(i);
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i += 1) record(i);
  const ns = Number(process.hrtime.bigint() - start) / N;
  console.log(`${label}: ${ns.toFixed(1)} ns per response`);
  return ns;
}

const series = new HttpRequestSeries(BUCKETS);
const plain = time('plain series', (i) => series.record('GET', ROUTES[i & 3], 200, 0.001 * (i & 15)));

const registry = new client.Registry();
const counter = new client.Counter({
  name: 'http_requests_total',
  help: 'x',
  labelNames: ['method', 'route', 'status'],
  registers: [registry],
});
const histogram = new client.Histogram({
  name: 'http_request_duration_seconds',
  help: 'x',
  labelNames: ['method', 'route', 'status'],
  buckets: BUCKETS,
  registers: [registry],
});
const prom = time('prom-client', (i) => {
  const labels = { method: 'GET', route: ROUTES[i & 3], status: '200' };
  counter.inc(labels);
  histogram.observe(labels, 0.001 * (i & 15));
});
console.log(`prom-client / plain: ${(prom / plain).toFixed(1)}×`);
