// A page's first query drawn from the route data script's answer (@anifan/contract startup.ts) when it
// has already arrived: the page draws that data as it is, so its first render neither writes the answer
// into Apollo Client's cache nor reads it back (docs/architecture.md#shell-and-remotes, Start-up), and
// makes no request. The data is kept for the client, so the page drawn again (another tab and back)
// still has it. An answer still on its way, an error or no prefetch at all leave the query to ask as
// before (its transport then takes the prefetched response, see catalog-client.ts).
import { useContext } from 'react';
import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { graphqlOperationKey, operationName, takePrefetchedGraphQL } from '@anifan/contract';
import { CatalogInfoContext } from '../components/catalog-provider';
import { arrivedAnswer } from '../lib/arrived-answer';

/** Each client's prefetched data by operation key: the client (one per platform) is the page's cache. */
const kept = new WeakMap<ApolloClient, Map<string, unknown>>();

/**
 * The prefetched data of this query with these variables, else undefined (the caller's query asks
 * instead). Takes the prefetched request once per page load, so nothing serves it again.
 */
export function usePrefetchedData<TData, TVariables extends Record<string, unknown>>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): TData | undefined {
  const apollo = useApolloClient();
  const catalogInfo = useContext(CatalogInfoContext);
  const name = operationName(query);
  if (!name) return undefined;
  const key = graphqlOperationKey(name, variables);
  let answers = kept.get(apollo);
  if (answers?.has(key)) return answers.get(key) as TData;
  const answer = arrivedAnswer<TData>(name, variables);
  if (!answer) return undefined;
  // It has already arrived, so there is nothing left to wait for.
  void takePrefetchedGraphQL(name, variables);
  if (!answers) kept.set(apollo, (answers = new Map()));
  answers.set(key, answer.data);
  if (answer.info) catalogInfo?.set(name, variables, answer.info);
  return answer.data;
}
