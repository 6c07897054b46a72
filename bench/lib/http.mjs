// HTTP throughput with autocannon on loopback: requests per second and p99 latency.
import http from 'node:http';
import autocannon from 'autocannon';

export async function measure(name, options) {
  const result = await autocannon({ connections: 50, duration: 10, pipelining: 1, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
  return { rps: result.requests.average, p99: result.latency.p99, errors, total: result.requests.total };
}

/** A plain node:http server answering the same small JSON: the runtime's ceiling on this machine. */
export function startPlainServer() {
  const body = JSON.stringify({ status: 'ok' });
  const server = http.createServer((_req, res) => {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
    });
    res.end(body);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
