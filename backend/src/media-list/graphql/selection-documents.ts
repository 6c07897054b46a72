// Documents made from parts of a client's document: the selections of one field, with only the
// variables and fragments they use, so the catalogue validates them as it would any request.
import {
  Kind,
  OperationTypeNode,
  parseType,
  visit,
  type ArgumentNode,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
  type VariableDefinitionNode,
} from 'graphql';

export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  return new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
}

/** The fragments `selections` spread (transitively) and the variables they read. */
export function usedBy(
  selections: readonly SelectionNode[],
  fragments: Map<string, FragmentDefinitionNode>,
): { fragments: FragmentDefinitionNode[]; variables: Set<string> } {
  const used = new Map<string, FragmentDefinitionNode>();
  const variables = new Set<string>();
  const pending: (readonly SelectionNode[])[] = [selections];
  for (let next = pending.pop(); next; next = pending.pop()) {
    for (const selection of next) {
      visit(selection, {
        Variable(node) {
          variables.add(node.name.value);
        },
        FragmentSpread(node) {
          const fragment = fragments.get(node.name.value);
          if (fragment && !used.has(node.name.value)) {
            used.set(node.name.value, fragment);
            pending.push(fragment.selectionSet.selections);
          }
        },
      });
    }
  }
  return { fragments: [...used.values()], variables };
}

const name = (value: string) => ({ kind: Kind.NAME, value }) as const;

export const intArgument = (argument: string, value: number): ArgumentNode => ({
  kind: Kind.ARGUMENT,
  name: name(argument),
  value: { kind: Kind.INT, value: String(value) },
});

/** `argument: $variable`. */
export const variableArgument = (argument: string, variable: string): ArgumentNode => ({
  kind: Kind.ARGUMENT,
  name: name(argument),
  value: { kind: Kind.VARIABLE, name: name(variable) },
});

/** A field node: `alias: name(arguments) { selections }`. */
export function fieldNode(
  fieldName: string,
  options: { alias?: string; arguments?: ArgumentNode[]; selections?: readonly SelectionNode[] } = {},
): FieldNode {
  return {
    kind: Kind.FIELD,
    name: name(fieldName),
    ...(options.alias ? { alias: name(options.alias) } : {}),
    arguments: options.arguments ?? [],
    ...(options.selections
      ? { selectionSet: { kind: Kind.SELECTION_SET, selections: options.selections } }
      : {}),
  };
}

/**
 * A query whose root selects `root`, with the client's `operation` variables and `document` fragments
 * that `root` uses, and those variables' values.
 */
export function queryOf(
  root: FieldNode,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  /** Variables `root` adds of its own, by name and type (their values are the caller's to add). */
  own: Record<string, string> = {},
): { document: DocumentNode; variables: Record<string, unknown> } {
  const used = usedBy([root], fragmentsOf(document));
  const definitions: VariableDefinitionNode[] = [
    ...(operation.variableDefinitions ?? []).filter(
      (d) => used.variables.has(d.variable.name.value) && !(d.variable.name.value in own),
    ),
    ...Object.entries(own).map(([variable, type]) => ({
      kind: Kind.VARIABLE_DEFINITION as const,
      variable: { kind: Kind.VARIABLE as const, name: name(variable) },
      type: parseType(type),
    })),
  ];
  const query: OperationDefinitionNode = {
    kind: Kind.OPERATION_DEFINITION,
    operation: OperationTypeNode.QUERY,
    variableDefinitions: definitions,
    selectionSet: { kind: Kind.SELECTION_SET, selections: [root] },
  };
  const values = Object.fromEntries(Object.entries(variables).filter(([key]) => used.variables.has(key)));
  return { document: { kind: Kind.DOCUMENT, definitions: [query, ...used.fragments] }, variables: values };
}
