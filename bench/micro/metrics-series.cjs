// Micro-benchmark for backend/src/http/http-metrics.ts: CPU per recorded response, the plain series
// against prom-client's Counter and Histogram with the same labels and buckets.
// Run: node -r esbuild-register bench/micro/metrics-series.cjs (npm run bench runs it too: its
// `replacements` part forks it and takes both figures from the message it sends). Rounds of each
// alternate and the medians are kept, so a neighbour's load on the machine falls on both.
const path = require('node:path');
const client = require(require.resolve('prom-client', { paths: [path.join(__dirname, '../../backend')] }));
const { HttpRequestSeries } = require('../../backend/src/http/http-metrics');

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const ROUTES = ['/healthz', '/api/characterComment/all/:characterId', '/graphql', 'static'];
const N = 400_000;
const ROUNDS = 5;

function time(record) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i += 1) record(i);
  return Number(process.hrtime.bigint() - start) / N;
}

const series = new HttpRequestSeries(BUCKETS);
const recordPlain = (i) => series.record('GET', ROUTES[i & 3], 200, 0.001 * (i & 15));

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
const recordProm = (i) => {
  const labels = { method: 'GET', route: ROUTES[i & 3], status: '200' };
  counter.inc(labels);
  histogram.observe(labels, 0.001 * (i & 15));
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rounds = { plain: [], prom: [] };
// Round -1 warms both up.
for (let round = -1; round < ROUNDS; round += 1) {
  const plainNs = time(recordPlain);
  const promNs = time(recordProm);
  if (round >= 0) {
    rounds.plain.push(plainNs);
    rounds.prom.push(promNs);
  }
}
const plain = median(rounds.plain);
const prom = median(rounds.prom);
console.log(`plain series: ${plain.toFixed(1)} ns per response`);
console.log(`prom-client: ${prom.toFixed(1)} ns per response`);
console.log(`prom-client / plain: ${(prom / plain).toFixed(1)}× (medians of ${ROUNDS} alternated rounds)`);
process.send?.({ ours: plain, library: prom });
