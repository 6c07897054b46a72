// HTTP throughput with autocannon on loopback: requests per second and p99 latency.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export async function measure(name, options) {
  const result = await autocannon({ connections: 50, duration: 10, pipelining: 1, ...options });
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    `  ${name}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, errors ${errors}`,
  );
  return { rps: result.requests.average, p99: result.latency.p99, errors, total: result.requests.total };
}

const REFERENCE_SERVER = fileURLToPath(new URL('./reference-server.mjs', import.meta.url));

/**
 * Starts a reference server (`node-http` or `nest-fastify`) in a process of its own, so it never
 * shares a thread with autocannon and the ceiling it shows is the runtime's. Resolves with its URL
 * and a stop() that ends that process.
 */
export function startReferenceServer(kind) {
  const child = spawn(process.execPath, [REFERENCE_SERVER, kind], { stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`reference server ${kind} exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = Number(output.split('\n')[0]);
      if (!output.includes('\n') || !port) return;
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}
