// Remembers the gateway's `extensions.catalog` per operation and variables, since Apollo's hooks drop extensions.
import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { graphqlOperationKey } from '@anifan/contract';

/** What the gateway reports about the data behind an answer (docs/api.md#graphql). */
export interface CatalogInfo {
  source: 'embedded' | 'live' | 'cache';
  /** `publishedAt`: when the snapshot's data was published (ISO 8601), when the gateway says. */
  snapshot?: { newestSeason: string; oldestSeason: string; publishedAt?: string };
}

export interface CatalogInfoStore {
  get(operationName: string, variables: Record<string, unknown>): CatalogInfo | undefined;
  /** Same as `get`, by a key from `graphqlOperationKey`. */
  getByKey(key: string): CatalogInfo | undefined;
  set(operationName: string, variables: Record<string, unknown>, info: CatalogInfo): void;
  subscribe(listener: () => void): () => void;
}

export function createCatalogInfoStore(): CatalogInfoStore {
  const entries = new Map<string, CatalogInfo>();
  const listeners = new Set<() => void>();
  return {
    get: (operationName, variables) => entries.get(graphqlOperationKey(operationName, variables)),
    getByKey: (key) => entries.get(key),
    set(operationName, variables, info) {
      entries.set(graphqlOperationKey(operationName, variables), info);
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** An answer's `extensions.catalog`, or null when it has none or an unknown one. */
export function readCatalogInfo(extensions: Record<string, unknown> | undefined): CatalogInfo | null {
  const catalog = extensions?.catalog as Partial<CatalogInfo> | undefined;
  if (catalog?.source !== 'embedded' && catalog?.source !== 'live' && catalog?.source !== 'cache')
    return null;
  const snapshot = catalog.snapshot;
  if (typeof snapshot?.newestSeason !== 'string' || typeof snapshot.oldestSeason !== 'string')
    return { source: catalog.source };
  const { newestSeason, oldestSeason, publishedAt } = snapshot;
  const dated = typeof publishedAt === 'string' && !Number.isNaN(Date.parse(publishedAt));
  return {
    source: catalog.source,
    snapshot: dated ? { newestSeason, oldestSeason, publishedAt } : { newestSeason, oldestSeason },
  };
}

/** A link that copies each answer's `extensions.catalog` into `store`. */
export function createCatalogInfoLink(store: CatalogInfoStore): ApolloLink {
  return new ApolloLink((operation, forward) =>
    forward(operation).pipe(
      tap((result) => {
        const info = 'extensions' in result ? readCatalogInfo(result.extensions) : null;
        if (info && operation.operationName) store.set(operation.operationName, operation.variables, info);
      }),
    ),
  );
}
