// The HTTP request Apollo Client's HttpLink sends for a query (SPEC §7: a POST whose JSON body is
// operationName, variables and query, the query printed with the `__typename` fields the cache adds),
// built without Apollo Client for the route data script. catalog-client.test.ts checks they agree.
import { Kind, print, visit, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { RouteDataRequest } from '@anifan/platform/route-data';

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

function operationName(document: DocumentNode): string | null {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION,
  );
  return operation?.name?.value ?? null;
}

export function catalogRequest(
  graphqlUrl: string,
  document: DocumentNode,
  variables: Record<string, unknown>,
): RouteDataRequest {
  return {
    url: graphqlUrl,
    method: 'POST',
    headers: {
      accept: 'application/graphql-response+json,application/json;q=0.9',
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      operationName: operationName(document),
      variables,
      query: print(withTypenames(document)),
    }),
  };
}
