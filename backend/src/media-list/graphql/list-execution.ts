// Executes list operations over the catalogue's schema: ListNodes answer their own fields; anything
// else (a work inside an entry, already answered by the catalogue as JSON) is read by response key,
// so the client's aliases and fragments come back exactly as the catalogue answered them.
import {
  defaultFieldResolver,
  execute,
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type GraphQLFieldResolver,
  type OperationDefinitionNode,
} from 'graphql';
import { catalogSchema } from '../../catalog';
import type { ListContext } from './list-context';
import { ListNode, type EntryNode } from './list-nodes';
import { fieldNode, queryOf } from './selection-documents';

const listFieldResolver: GraphQLFieldResolver<unknown, ListContext> = (source, args, context, info) => {
  if (source instanceof ListNode) return defaultFieldResolver(source, args, context, info);
  return (source as Record<string, unknown>)[info.path.key];
};

export async function executeList(
  document: DocumentNode,
  operationName: string | null,
  variables: Record<string, unknown>,
  root: ListNode,
  context: ListContext,
): Promise<ExecutionResult> {
  return execute({
    schema: catalogSchema,
    document,
    operationName,
    variableValues: variables,
    rootValue: root,
    contextValue: context,
    fieldResolver: listFieldResolver,
  });
}

class EntryRoot extends ListNode {
  constructor(private readonly entry: EntryNode) {
    super();
  }

  MediaList(): EntryNode {
    return this.entry;
  }
}

/** `entry` answered with what `fields` (a Media.mediaListEntry of the client's operation) select. */
export async function entryAnswer(
  entry: EntryNode,
  fields: readonly FieldNode[],
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  context: ListContext,
): Promise<ExecutionResult> {
  const root = fieldNode('MediaList', {
    selections: fields.flatMap((field) => field.selectionSet?.selections ?? []),
  });
  const query = queryOf(root, document, operation, variables);
  const result = await executeList(query.document, null, query.variables, new EntryRoot(entry), context);
  return {
    ...result,
    data: (result.data?.['MediaList'] as Record<string, unknown> | null | undefined) ?? null,
  };
}
