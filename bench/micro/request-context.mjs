// Micro-benchmark for backend/src/http/request-context.ts: what AsyncLocalStorage adds to a request's
// promise work (a request of the API awaits about ten promises), on the running Node version.
// Run: node bench/micro/request-context.mjs
import { AsyncLocalStorage } from 'node:async_hooks';

const N = 300_000;
const AWAITS = 10;

async function request(i) {
  let sum = i;
  for (let k = 0; k < AWAITS; k += 1) sum += await Promise.resolve(k);
  return sum;
}

async function time(label, run) {
  for (let i = 0; i < 30_000; i += 1) await run(i);
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i += 1) await run(i);
  const ns = Number(process.hrtime.bigint() - start) / N;
  console.log(`${label}: ${(ns / 1000).toFixed(2)} µs per request`);
  return ns;
}

const plain = await time('request id on the request object', (i) => request(i));
const storage = new AsyncLocalStorage();
const withContext = await time('AsyncLocalStorage.run per request', (i) => storage.run({ id: i }, () => request(i)));
console.log(`AsyncLocalStorage / plain: ${(withContext / plain).toFixed(2)}× on Node ${process.versions.node}`);
