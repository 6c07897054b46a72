// Remembers the gateway's `extensions.catalog` per operation and variables, since Apollo's hooks drop extensions.
import { ApolloLink } from '@apollo/client';
import { tap } from 'rxjs';
import { graphqlOperationKey } from '@anifan/contract';
import { readCatalogInfo, type CatalogInfo } from './read-catalog-info';

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
