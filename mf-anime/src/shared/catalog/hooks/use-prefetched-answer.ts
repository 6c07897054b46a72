// A page's first query drawn from the route data script's answer (@anifan/contract startup.ts) when it
// has already arrived: written to the cache before the query first reads it, so the cache-first query
// renders the content at once, with no loading render, no request and no answer to store afterwards.
// An answer still on its way, an error or no prefetch at all leave the query to ask as before (its
// transport then takes the prefetched response, see catalog-client.ts).
import { useContext } from 'react';
import type { TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { operationName, prefetchedGraphQLAnswer, takePrefetchedGraphQL } from '@anifan/contract';
import { CatalogInfoContext } from '../components/catalog-provider';
import { readCatalogInfo } from '../lib/read-catalog-info';

interface GraphQLAnswer {
  data?: unknown;
  errors?: unknown;
  extensions?: Record<string, unknown>;
}

/** Call before the `useQuery` of the same query and variables; it does something once per page load at most. */
export function usePrefetchedAnswer<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): void {
  const apollo = useApolloClient();
  const catalogInfo = useContext(CatalogInfoContext);
  const name = operationName(query);
  if (!name) return;
  const answer = prefetchedGraphQLAnswer(name, variables) as GraphQLAnswer | undefined;
  // An answer with errors goes through the query's own path, which shows them as today.
  if (typeof answer?.data !== 'object' || answer.data === null || answer.errors !== undefined) return;
  // Taken so that nothing serves it again; it has already arrived, so there is nothing left to wait for.
  void takePrefetchedGraphQL(name, variables);
  // No broadcast: this runs during a render, and the query about to read the cache is the only reader.
  apollo.writeQuery({ query, variables, data: answer.data as TData, broadcast: false });
  const info = readCatalogInfo(answer.extensions);
  if (info) catalogInfo?.set(name, variables, info);
}
