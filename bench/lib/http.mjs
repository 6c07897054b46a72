// HTTP throughput with autocannon on loopback: requests per second and p99 latency, medians of three rounds.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { countedLoad, requestBytes } from './counted-load.mjs';

/** Seconds of load before the measured rounds, discarded: the JIT settles and connections open. */
const WARM_UP_S = 3;
const ROUNDS = 3;
const ROUND_S = 10;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const load = (options, duration) => autocannon({ connections: 50, pipelining: 1, ...options, duration });

/** One round of autocannon's load of `options` for `duration` seconds, in the figures every round gives. */
const autocannonRound = (options) => async (duration) => {
  const result = await load(options, duration);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    total: result.requests.total,
  };
};

/**
 * One round of the counted load (counted-load.mjs) for `duration` seconds: `requestsFor(url)` makes
 * the request bytes sent in turn; every answer must be a 2xx of `expectedLength` bytes when given.
 */
const countedRound =
  ({ url, requestsFor, expectedLength = null }) =>
  (duration) =>
    countedLoad({ url, requests: requestsFor(url), durationS: duration, expectedLength });

/**
 * A route's throughput and p99 at 50 connections: the medians of three 10 s rounds after a discarded
 * warm-up, so one noisy round (a neighbour on the machine, a collection) moves neither figure.
 *
 * With `ceiling` (a round of the node:http reference, left running), each round is paired with a
 * round of the ceiling run just before it, and `ceilingRatio` is the median of the rounds' ratios:
 * this two-core VM's speed drifts by a quarter within a minute, so a ratio over a ceiling measured
 * once, minutes earlier, moved with the drift rather than with the route.
 */
async function measureRounds(name, round, ceiling) {
  await round(WARM_UP_S);
  const rounds = [];
  const ratios = [];
  for (let n = 0; n < ROUNDS; n += 1) {
    const reference = ceiling ? await ceiling(ROUND_S) : null;
    const result = await round(ROUND_S);
    rounds.push(result);
    if (reference) ratios.push(result.rps / reference.rps);
  }
  const rps = median(rounds.map((result) => result.rps));
  const p99 = median(rounds.map((result) => result.p99));
  const errors = rounds.reduce((sum, result) => sum + result.errors, 0);
  const total = rounds.reduce((sum, result) => sum + result.total, 0);
  const each = rounds
    .map(
      (result, i) =>
        `${result.rps.toFixed(0)}${ratios.length ? ` (${ratios[i].toFixed(3)} of the ceiling's round)` : ''}`,
    )
    .join(', ');
  console.log(`  ${name}: ${rps.toFixed(0)} req/s (rounds ${each}), p99 ${p99} ms, errors ${errors}`);
  return { rps, p99, errors, total, ceilingRatio: ratios.length ? median(ratios) : null };
}

/** measureRounds with autocannon: `options` are autocannon's, `ceilingUrl` the node:http reference's. */
export const measure = (name, options, ceilingUrl) =>
  measureRounds(
    name,
    autocannonRound(options),
    ceilingUrl === undefined ? null : autocannonRound({ url: ceilingUrl }),
  );

/**
 * measureRounds with the counted load, for a route whose answer is large: `options` as countedRound's,
 * the ceiling (`ceilingUrl`) loaded the same way.
 */
export const measureCounted = (name, options, ceilingUrl) =>
  measureRounds(
    name,
    countedRound(options),
    ceilingUrl === undefined
      ? null
      : countedRound({ url: ceilingUrl, requestsFor: (url) => [requestBytes(url)] }),
  );

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
 * where a route's figure meets that cap rather than the server's. `measureWith`: measure (autocannon)
 * or measureCounted, the route's own.
 */
export async function measureReplay(name, options, measureWith = measure) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'anifan-replay-'));
  const file = path.join(dir, 'answer.json');
  writeFileSync(file, JSON.stringify(await captureAnswer(options)));
  const reference = await startReferenceServer('replay', file);
  try {
    const { pathname, search } = new URL(options.url);
    return await measureWith(name, { ...options, url: `${reference.url}${pathname}${search}` });
  } finally {
    await reference.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
