// HTTP throughput with autocannon on loopback: requests per second and p99 latency, medians of three rounds.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Seconds of load before the measured rounds, discarded: the JIT settles and connections open. */
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 10;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A route's throughput and p99 at 50 connections: the medians of three 10 s rounds after a discarded
 * warm-up, so one noisy round (a neighbour on the machine, a collection) moves neither figure.
 */
export async function measure(name, options) {
  await autocannon({ connections: 50, duration: WARM_UP_S, pipelining: 1, ...options });
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    rounds.push(await autocannon({ connections: 50, duration: ROUND_S, pipelining: 1, ...options }));
  }
  const rps = median(rounds.map((result) => result.requests.average));
  const p99 = median(rounds.map((result) => result.latency.p99));
  const errors = rounds.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
  const total = rounds.reduce((sum, result) => sum + result.requests.total, 0);
  const each = rounds.map((result) => result.requests.average.toFixed(0)).join(', ');
  console.log(`  ${name}: ${rps.toFixed(0)} req/s (rounds ${each}), p99 ${p99} ms, errors ${errors}`);
  return { rps, p99, errors, total };
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
