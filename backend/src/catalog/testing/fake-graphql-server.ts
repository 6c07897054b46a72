// A local HTTP GraphQL server for live-mode tests: executes what the gateway forwards against the
// gateway's own schema (a subset of the real ones) and can misbehave on demand.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { graphql } from 'graphql';
import { catalogSchema } from '../graphql/schema';

export interface ReceivedRequest {
  headers: IncomingHttpHeaders;
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** What the next answers look like; `ok` executes the query. */
export type Behaviour =
  | { kind: 'ok'; delayMs?: number }
  | { kind: 'status'; status: number; body: string; headers?: Record<string, string> }
  | { kind: 'malformed' }
  | { kind: 'hang' };

export interface FakeGraphQLServer {
  url: string;
  requests: ReceivedRequest[];
  behave(behaviour: Behaviour): void;
  close(): Promise<void>;
}

export async function startFakeGraphQLServer(
  rootValue: Record<string, unknown>,
  /** Post-processes an executed answer into the upstream's exact wire shape and status. */
  shape: (result: Record<string, unknown>) => { status: number; body: unknown } = (result) => ({
    status: 200,
    body: result,
  }),
): Promise<FakeGraphQLServer> {
  const requests: ReceivedRequest[] = [];
  let behaviour: Behaviour = { kind: 'ok' };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as {
        query?: string;
        variables?: Record<string, unknown>;
        operationName?: string;
      };
      requests.push({
        headers: req.headers,
        query: body.query ?? '',
        variables: body.variables ?? {},
        operationName: body.operationName ?? null,
      });
      const current = behaviour;
      if (current.kind === 'hang') return;
      if (current.kind === 'status') {
        res.writeHead(current.status, { 'Content-Type': 'text/plain', ...current.headers }).end(current.body);
        return;
      }
      if (current.kind === 'malformed') {
        res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data": {"Page": [');
        return;
      }
      void graphql({
        schema: catalogSchema,
        source: body.query ?? '',
        rootValue,
        variableValues: body.variables,
        operationName: body.operationName,
      }).then((result) => {
        const { status, body: answer } = shape(JSON.parse(JSON.stringify(result)) as Record<string, unknown>);
        setTimeout(() => {
          if (!res.destroyed)
            res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(answer));
        }, current.delayMs ?? 0);
      });
    });
  });
  // The server never closes an idle kept-alive connection; the client does, and close() ends them all.
  // The gateway's client (Node's fetch, undici) keeps a connection until its idle timer runs, and that
  // timer counts event-loop ticks, not time: a test worker busy for seconds sent its next request on
  // a connection this server had closed by the clock (Node's default 5 s) and failed with ECONNRESET.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    requests,
    behave: (next) => {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
