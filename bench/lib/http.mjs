// HTTP throughput with autocannon on loopback: requests per second and p99 latency, medians of three rounds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** Seconds of load before the measured rounds, discarded: the JIT settles and connections open. */
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 10;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const load = (options, duration) => autocannon({ connections: 50, pipelining: 1, ...options, duration });

/**
 * A route's throughput and p99 at 50 connections: the medians of three 10 s rounds after a discarded
 * warm-up, so one noisy round (a neighbour on the machine, a collection) moves neither figure.
 *
 * With `ceilingUrl` (the node:http reference, left running), each round is paired with a round of
 * the ceiling run just before it, and `ceilingRatio` is the median of the rounds' ratios: this
 * two-core VM's speed drifts by a quarter within a minute, so a ratio over a ceiling measured once,
 * minutes earlier, moved with the drift rather than with the route.
 */
export async function measure(name, options, ceilingUrl) {
  await load(options, WARM_UP_S);
  const rounds = [];
  const ratios = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const ceiling = ceilingUrl === undefined ? null : await load({ url: ceilingUrl }, ROUND_S);
    const result = await load(options, ROUND_S);
    rounds.push(result);
    if (ceiling) ratios.push(result.requests.average / ceiling.requests.average);
  }
  const rps = median(rounds.map((result) => result.requests.average));
  const p99 = median(rounds.map((result) => result.latency.p99));
  const errors = rounds.reduce((sum, result) => sum + result.errors + result.timeouts + result.non2xx, 0);
  const total = rounds.reduce((sum, result) => sum + result.requests.total, 0);
  const each = rounds
    .map(
      (result, i) =>
        `${result.requests.average.toFixed(0)}${ratios.length ? ` (${ratios[i].toFixed(3)} of the ceiling's round)` : ''}`,
    )
    .join(', ');
  console.log(`  ${name}: ${rps.toFixed(0)} req/s (rounds ${each}), p99 ${p99} ms, errors ${errors}`);
  return { rps, p99, errors, total, ceilingRatio: ratios.length ? median(ratios) : null };
}

const REFERENCE_SERVER = fileURLToPath(new URL('./reference-server.mjs', import.meta.url));

/**
 * Starts a reference server (`node-http` or `nest-fastify`) in a process of its own, so it never
 * shares a thread with autocannon and the ceiling it shows is the runtime's. Resolves with its URL
 * and a stop() that ends that process.
 */
export function startReferenceServer(kind, ...args) {
  return startServerProcess(REFERENCE_SERVER, [kind, ...args]);
}

/**
 * Starts `script` with `args` in a process of its own (environment `env`), which prints its port on
 * its first line. Resolves with its URL, a stop() that ends that process, and cpuUsage(): the CPU
 * time it has used (process.cpuUsage()), which it sends when asked with the message `cpu-usage`
 * (replacement-server.mjs does).
 */
export function startServerProcess(script, args, env = process.env) {
  const child = spawn(process.execPath, [script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env,
  });
  const name = [path.basename(script), ...args].join(' ');
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${name} exited with ${code}`)));
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const port = Number(output.split('\n')[0]);
      if (!output.includes('\n') || !port) return;
      child.removeAllListeners('exit');
      resolve({
        url: `http://127.0.0.1:${port}`,
        cpuUsage: () =>
          new Promise((done) => {
            child.once('message', done);
            child.send('cpu-usage');
          }),
        stop: () =>
          new Promise((done) => {
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/** Headers the replaying server's own runtime writes (or that describe the recorded connection). */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** The app's answer to one request as autocannon sends it: status, headers (in order) and body bytes. */
function captureAnswer({ url, method = 'GET', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i];
          if (!CONNECTION_HEADERS.has(name.toLowerCase())) kept.push(name, response.rawHeaders[i + 1]);
        }
        resolve({
          status: response.statusCode,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * The same load against a plain node:http server (its own process) that answers with the app's
 * recorded answer to `options`, the same status, headers and bytes: the most the load generator
 * takes of that answer on this machine. autocannon decodes every body to a string, so a large
 * answer in Japanese caps the requests per second whatever the server, and this reference shows
 * where a route's figure meets that cap rather than the server's.
 */
export async function measureReplay(name, options) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anifan-replay-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify(await captureAnswer(options)));
  const reference = await startReferenceServer('replay', file);
  try {
    const { pathname, search } = new URL(options.url);
    return await measure(name, { ...options, url: `${reference.url}${pathname}${search}` });
  } finally {
    await reference.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
