// The local AniList and Annict stand-ins with the gateway's own client (Node's fetch) in a test worker
// that is busy for seconds at a time, as on a loaded machine.
import { DEFAULT_CATALOG_OPTIONS } from '../catalog-options';
import { GraphQLUpstream } from '../live/graphql-upstream';
import { startFakeGraphQLServer } from './fake-graphql-server';

const QUERY = { query: '{ Media { id } }', variables: {} };
/** Past Node's default keep-alive timeout (5 s), when a server closes an idle connection itself. */
const SECOND_REQUEST_AT_MS = 6_000;
const BUSY_MS = 7_000;

/** Holds the worker's thread, without using a CPU, as a long synchronous task would. */
const holdThread = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

describe('a fake upstream', () => {
  it('answers on its kept-alive connection after the worker was busy past the usual keep-alive timeout', async () => {
    const server = await startFakeGraphQLServer({ Media: () => ({ id: 1 }) });
    const upstream = new GraphQLUpstream({
      name: 'AniList',
      url: server.url,
      headers: {},
      timeoutMs: 5_000,
      breaker: DEFAULT_CATALOG_OPTIONS.breaker,
      rate: { burst: 2, perSecond: 1 },
      defaultRetryAfterMs: 1_000,
    });
    try {
      await expect(upstream.post(QUERY, 0)).resolves.toEqual({ data: { Media: { id: 1 } } });
      // Sent from a timer that falls due while the worker is held: the client still counts the
      // connection as open, as its idle timer has not run.
      const again = new Promise((resolve, reject) => {
        setTimeout(() => upstream.post(QUERY, 0).then(resolve, reject), SECOND_REQUEST_AT_MS);
      });
      holdThread(BUSY_MS);
      await expect(again).resolves.toEqual({ data: { Media: { id: 1 } } });
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  }, 20_000);
});
