// Test double for the catalogue gateway: the real Apollo links in front of a fake fetch that records requests.
import { createCatalogClient, type CatalogClient } from '../shared/catalog/lib/catalog-client';

export interface GraphQLRequestBody {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
  [other: string]: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
}

export type FakeHandler = (request: GraphQLRequestBody) => FakeAnswer | Promise<FakeAnswer>;

export interface FakeGateway {
  client: CatalogClient;
  requests: GraphQLRequestBody[];
  /** Requests whose operationName is `name`. */
  requestsFor(name: string): GraphQLRequestBody[];
  setHandler(handler: FakeHandler): void;
}

export const GRAPHQL_URL = 'http://gateway.test/graphql';

/** The gateway's extension on an offline answer; `publishedAt` when the snapshot's date is part of the test. */
export function embeddedExtensions(newestSeason = '2026-spring', publishedAt?: string) {
  const snapshot = { newestSeason, oldestSeason: '1960-winter', ...(publishedAt ? { publishedAt } : {}) };
  return { catalog: { source: 'embedded', snapshot } };
}

export function createFakeGateway(initial: FakeHandler): FakeGateway {
  let handler = initial;
  const requests: GraphQLRequestBody[] = [];
  const fetchImpl = async (url: RequestInfo | URL, init?: RequestInit) => {
    if (String(url) !== GRAPHQL_URL || init?.method !== 'POST')
      throw new TypeError(`unexpected ${init?.method} ${String(url)}`);
    const body = JSON.parse(String(init.body)) as GraphQLRequestBody;
    requests.push(body);
    const answer = await handler(body);
    const status = answer.status ?? 200;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return {
      status,
      ok: status < 300,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    } as unknown as Response;
  };
  return {
    client: createCatalogClient({ graphqlUrl: GRAPHQL_URL, fetch: fetchImpl }),
    requests,
    requestsFor: (name) => requests.filter((request) => request.operationName === name),
    setHandler(next) {
      handler = next;
    },
  };
}

/** A promise plus its resolver, to hold an answer back while a test looks at the loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
