// Micro-benchmark for backend/src/http/request-context.ts: what AsyncLocalStorage adds to a request's
// promise work (a request of the API awaits about ten promises), on the running Node version.
// Run: node bench/micro/request-context.mjs (npm run bench runs it too: its `replacements` part forks
// it and takes both figures from the message it sends). Rounds of each alternate and the medians are
// kept, so a neighbour's load on the machine falls on both; AsyncLocalStorage is disabled after each of
// its rounds, since its promise hooks would otherwise stay on for the plain rounds too.
import { AsyncLocalStorage } from 'node:async_hooks';

const N = 100_000;
const ROUNDS = 5;
const AWAITS = 10;

async function request(i) {
  let sum = i;
  for (let k = 0; k < AWAITS; k += 1) sum += await Promise.resolve(k);
  return sum;
}

async function time(run) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i += 1) await run(i);
  return Number(process.hrtime.bigint() - start) / N;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const storage = new AsyncLocalStorage();
const plainRequest = (i) => request(i);
const contextRequest = (i) => storage.run({ id: i }, () => request(i));
const rounds = { plain: [], withContext: [] };
for (let round = -1; round < ROUNDS; round += 1) {
  const plainNs = await time(plainRequest);
  const contextNs = await time(contextRequest);
  storage.disable();
  // Round -1 warms both up.
  if (round >= 0) {
    rounds.plain.push(plainNs);
    rounds.withContext.push(contextNs);
  }
}
const plain = median(rounds.plain);
const withContext = median(rounds.withContext);
console.log(`request id on the request object: ${(plain / 1000).toFixed(2)} µs per request`);
console.log(`AsyncLocalStorage.run per request: ${(withContext / 1000).toFixed(2)} µs per request`);
console.log(
  `AsyncLocalStorage / plain: ${(withContext / plain).toFixed(2)}× on Node ${process.versions.node} (medians of ${ROUNDS} alternated rounds)`,
);
process.send?.({ ours: plain, library: withContext });
