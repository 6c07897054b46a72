// A keep-alive HTTP/1.1 load that counts an answer's bytes instead of reading them, for routes whose
// answers are large. autocannon appends every body chunk to a string (`req.body += data`), so on the
// list collection's 164 KB gzipped answer it decodes about 80 MB/s on the load's own thread and stops
// near 490 req/s: node:http replaying that answer, which costs next to nothing, had a p99 of 205 ms at
// 50 connections under it (14.7 ms under this load), so a route's p99 measured so is mostly the load
// generator's. This load parses
// the status line and headers, takes Content-Length bytes without decoding them, and sends the
// connection's next request; an answer is an error unless it is a 2xx of the expected length.
import net from 'node:net';

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

/** One request's bytes: the request line, `headers` (Host and Content-Length added) and `body`. */
export function requestBytes(url, { method = 'GET', headers = {}, body = '' } = {}) {
  const { host, pathname, search } = new URL(url);
  const payload = Buffer.from(body);
  const lines = [`${method} ${pathname}${search} HTTP/1.1`, `Host: ${host}`];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (payload.length > 0 || method !== 'GET') lines.push(`Content-Length: ${payload.length}`);
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`), payload]);
}

/**
 * `requests` (an array of request byte buffers, sent in turn across all connections) to `url`'s host
 * and port over `connections` keep-alive connections for `durationS` seconds. `expectedLength`, when
 * given, is the body length every answer must have. Resolves with the requests per second, latency
 * percentiles (ms) and the errors (socket errors, non-2xx answers, answers of another length).
 */
export function countedLoad({ url, requests, connections = 50, durationS, expectedLength = null }) {
  const { hostname, port } = new URL(url);
  const latencies = [];
  let errors = 0;
  let sent = 0;
  let stopped = false;
  const sockets = [];

  const connection = () => {
    const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
    sockets.push(socket);
    let started = 0;
    let head = Buffer.alloc(0);
    let remaining = -1;
    const send = () => {
      if (stopped) return;
      started = performance.now();
      socket.write(requests[sent % requests.length]);
      sent += 1;
    };
    const answered = (ok) => {
      latencies.push(performance.now() - started);
      if (!ok) errors += 1;
      head = Buffer.alloc(0);
      remaining = -1;
      send();
    };
    let ok = true;
    socket.on('connect', send);
    socket.on('error', () => {
      errors += 1;
    });
    // A connection the server closed (or that failed) is counted and opened again, so the load keeps its connections.
    socket.on('close', () => {
      if (stopped) return;
      if (remaining >= 0 || head.length > 0) errors += 1;
      connection();
    });
    socket.on('data', (chunk) => {
      let data = chunk;
      while (data.length > 0) {
        if (remaining < 0) {
          head = head.length === 0 ? data : Buffer.concat([head, data]);
          const end = head.indexOf(HEADER_END);
          if (end < 0) return;
          const headers = head.subarray(0, end).toString('latin1');
          const status = Number(headers.slice(9, 12));
          const length = CONTENT_LENGTH.exec(headers);
          if (!length)
            throw new Error(`an answer without Content-Length from ${url}: ${headers.split('\r\n')[0]}`);
          remaining = Number(length[1]);
          ok = status >= 200 && status < 300 && (expectedLength === null || remaining === expectedLength);
          data = head.subarray(end + HEADER_END.length);
          head = Buffer.alloc(0);
        }
        const taken = Math.min(remaining, data.length);
        remaining -= taken;
        data = data.subarray(taken);
        if (remaining === 0) answered(ok);
      }
    });
  };

  for (let i = 0; i < connections; i += 1) connection();
  return new Promise((resolve) => {
    setTimeout(() => {
      stopped = true;
      for (const socket of sockets) socket.destroy();
      const sorted = Float64Array.from(latencies).sort();
      const at = (q) =>
        sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
      resolve({
        rps: latencies.length / durationS,
        total: latencies.length,
        p50: Number(at(0.5).toFixed(1)),
        p99: Number(at(0.99).toFixed(1)),
        errors,
      });
    }, durationS * 1000);
  });
}
