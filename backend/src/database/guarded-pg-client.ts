// A pg Client that closes its connection after a query times out, so a silent (partitioned) socket leaves the pool.
import { Client } from 'pg';

/** Client-side limit for one query; far above anything this app runs, far below a hung request. */
export const QUERY_TIMEOUT_MS = 5000;

const READ_TIMEOUT_MESSAGE = 'Query read timeout';

/**
 * pg's `query_timeout` rejects the query but keeps the connection, which TypeORM then hands back
 * to the pool: every later query on it would hang too. Ending the client instead force-closes the
 * socket (pg destroys it when a query is still active) and marks it so the pool discards it.
 */
export class GuardedPgClient extends Client {}

type QueryFn = (this: Client, ...args: unknown[]) => unknown;
const originalQuery = Client.prototype.query as unknown as QueryFn;

// Patched on the subclass prototype: `query` has many overloads that a typed override cannot restate.
(GuardedPgClient.prototype as unknown as { query: QueryFn }).query = function guardedQuery(
  this: Client,
  ...args: unknown[]
): unknown {
  const result = originalQuery.apply(this, args);
  if (result instanceof Promise) {
    result.catch((error: unknown) => {
      if (error instanceof Error && error.message === READ_TIMEOUT_MESSAGE) {
        this.end().catch(() => undefined);
      }
    });
  }
  return result;
};
