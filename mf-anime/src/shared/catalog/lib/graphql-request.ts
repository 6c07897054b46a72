// A query as Apollo Client sends it (docs/api.md#graphql: operationName, variables and query, the query with the
// `__typename` fields the cache adds), built without Apollo Client for the route data script. The page
// takes the answer over by operation name and variables, so the text need not match Apollo's byte for
// byte; the `__typename` fields keep the answer one the cache can store.
import { Kind, print, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { operationName, type GraphQLRequest } from '@anifan/contract';

const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };

/** What the cache does to a document: `__typename` in every selection set below the operation's own. */
function withTypenames(document: DocumentNode): DocumentNode {
  return visit(document, {
    SelectionSet: {
      enter(node, _key, parent) {
        if ((parent as OperationDefinitionNode | undefined)?.kind === Kind.OPERATION_DEFINITION)
          return undefined;
        const hasTypename = node.selections.some(
          (selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename',
        );
        return hasTypename ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
      },
    },
  });
}

export function graphqlRequest(document: DocumentNode, variables: Record<string, unknown>): GraphQLRequest {
  const name = operationName(document);
  if (!name) throw new Error('a prefetched operation needs a name');
  return { operationName: name, variables, query: print(withTypenames(document)) };
}
