// The Apollo Client for the catalogue gateway: POST transport, a 30 s timeout and AniList-aware caching.
import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { takePrefetchedGraphQL } from '@anifan/contract';
import { createCatalogInfoLink, createCatalogInfoStore, type CatalogInfoStore } from './catalog-info';

/** The network timeout (docs/rules.md#lists-and-limits). */
export const REQUEST_TIMEOUT_MS = 30_000;

export interface CatalogClient {
  apollo: ApolloClient;
  catalogInfo: CatalogInfoStore;
}

export interface CatalogClientOptions {
  graphqlUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Adds a timeout to the abort signal Apollo already passes (it aborts when a query is torn down). */
export function withTimeout(fetchImpl: typeof fetch, timeoutMs: number): typeof fetch {
  return (input, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetchImpl(input, { ...init, signal });
  };
}

/** The operation a request body (operationName, variables and query) asks for; null for any other body. */
function operationOf(body: unknown): { operationName: string; variables: Record<string, unknown> } | null {
  if (typeof body !== 'string') return null;
  try {
    const { operationName, variables } = JSON.parse(body) as { operationName?: unknown; variables?: unknown };
    if (typeof operationName !== 'string') return null;
    const vars = typeof variables === 'object' && variables !== null ? variables : {};
    return { operationName, variables: vars as Record<string, unknown> };
  } catch {
    return null;
  }
}

/**
 * Answers a request from the route data script's prefetch of the same operation and variables when
 * there is one (@anifan/contract startup.ts), else from the network; a prefetch that got no answer is
 * asked again.
 */
export function withPrefetched(fetchImpl: typeof fetch): typeof fetch {
  return (input, init) => {
    const operation = operationOf(init?.body);
    const prefetched = operation ? takePrefetchedGraphQL(operation.operationName, operation.variables) : null;
    return prefetched ? prefetched.catch(() => fetchImpl(input, init)) : fetchImpl(input, init);
  };
}

/**
 * AniList gives Media, Character and Staff numeric ids that are unique per type, which the default
 * `__typename:id` keys already use. Objects without ids (titles, names, images, Annict works, the
 * `Page` wrapper) are values: merging them keeps fields that one query asked for and another did not.
 */
export function createCatalogCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Page: { keyFields: false, merge: true },
      MediaTitle: { merge: true },
      MediaCoverImage: { merge: true },
      CharacterName: { merge: true },
      CharacterImage: { merge: true },
      StaffName: { merge: true },
      StaffImage: { merge: true },
      CharacterConnection: { keyFields: false },
      CharacterEdge: { keyFields: false },
      MediaConnection: { keyFields: false },
      MediaEdge: { keyFields: false },
      Work: { keyFields: false },
      WorkImage: { merge: true },
    },
  });
}

export function createCatalogClient(options: CatalogClientOptions): CatalogClient {
  const catalogInfo = createCatalogInfoStore();
  const http = new HttpLink({
    uri: options.graphqlUrl,
    fetch: withTimeout(
      withPrefetched(options.fetch ?? ((...args) => fetch(...args))),
      options.timeoutMs ?? REQUEST_TIMEOUT_MS,
    ),
    // The body carries operationName, variables and query, nothing else (docs/api.md#graphql).
    enhancedClientAwareness: { transport: false },
  });
  const apollo = new ApolloClient({
    link: ApolloLink.from([createCatalogInfoLink(catalogInfo), http]),
    cache: createCatalogCache(),
  });
  return { apollo, catalogInfo };
}
