// Executes list operations over the catalogue's schema (already validated by prepareOperation).
// ListNodes answer their own fields (a method is called with the field's arguments, the ListContext
// and a FieldInfo); anything else (a work inside an entry, already answered by the catalogue as JSON)
// is read by response key, so the client's aliases and fragments come back as the catalogue answered.
//
// Why not graphql-js's execute: it builds a resolve info, a path and an argument map for every field
// of every entry; a collection of 2,000 entries took it about 40 times longer than the store's read.
// Here a field's arguments are computed once per request (they depend on variables only) and a type's
// fields once per selection, so each entry costs a property read per field.
import {
  getArgumentValues,
  getDirectiveValues,
  getLocation,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  isListType,
  isNonNullType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { catalogSchema } from '../../catalog';
import type { FieldInfo, ListContext } from './list-context';
import { errorBody } from './list-errors';
import { ListNode, type EntryNode } from './list-nodes';
import { fieldNode, fragmentsOf, queryOf } from './selection-documents';

export interface ListResult {
  data: Record<string, unknown> | null;
  errors: Record<string, unknown>[];
}

/** Where a value is in the answer, as a linked list (made into an array only for an error). */
interface Path {
  readonly prev: Path | undefined;
  readonly key: string | number;
}

function pathArray(path: Path | undefined): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at = path; at; at = at.prev) keys.unshift(at.key);
  return keys;
}

const isPromise = (value: unknown): value is Promise<unknown> => value instanceof Promise;

/** A type as completion needs it, worked out once (graphql-js's type checks are slow where they fail). */
type Shape =
  { kind: 'leaf' } | { kind: 'list'; of: GraphQLOutputType } | { kind: 'object'; type: GraphQLObjectType };
const shapes = new Map<GraphQLOutputType, Shape>();

function shapeOf(type: GraphQLOutputType): Shape {
  let shape = shapes.get(type);
  if (!shape) {
    const nullable = isNonNullType(type) ? type.ofType : type;
    shape = isListType(nullable)
      ? { kind: 'list', of: nullable.ofType }
      : isObjectType(nullable)
        ? { kind: 'object', type: nullable }
        : { kind: 'leaf' };
    shapes.set(type, shape);
  }
  return shape;
}

class Execution {
  private readonly fragments: Record<string, FragmentDefinitionNode>;
  private readonly argumentsOf = new Map<FieldNode, Record<string, unknown>>();
  private readonly fieldsOf = new Map<
    SelectionSetNode | readonly FieldNode[],
    Map<string, Map<string, FieldNode[]>>
  >();
  private readonly setsOf = new Map<readonly FieldNode[], SelectionSetNode[]>();
  readonly errors: Record<string, unknown>[] = [];

  constructor(
    document: DocumentNode,
    private readonly variables: Record<string, unknown>,
    private readonly context: ListContext,
  ) {
    this.fragments = Object.fromEntries(fragmentsOf(document));
  }

  /** A selection's fields by response key (fragments merged, @skip/@include applied), once per type. */
  private collect(
    type: GraphQLObjectType,
    sets: readonly SelectionSetNode[],
    key: SelectionSetNode | readonly FieldNode[],
  ) {
    let byType = this.fieldsOf.get(key);
    if (!byType) {
      byType = new Map();
      this.fieldsOf.set(key, byType);
    }
    let fields = byType.get(type.name);
    if (fields) return fields;
    fields = new Map<string, FieldNode[]>();
    const visited = new Set<string>();
    const add = (set: SelectionSetNode): void => {
      for (const selection of set.selections) {
        if (!this.included(selection)) continue;
        if (selection.kind === Kind.FIELD) {
          const responseKey = selection.alias?.value ?? selection.name.value;
          const same = fields.get(responseKey);
          if (same) same.push(selection);
          else fields.set(responseKey, [selection]);
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          if (this.applies(selection.typeCondition?.name.value, type)) add(selection.selectionSet);
        } else if (!visited.has(selection.name.value)) {
          visited.add(selection.name.value);
          const fragment = this.fragments[selection.name.value];
          if (fragment && this.applies(fragment.typeCondition.name.value, type)) add(fragment.selectionSet);
        }
      }
    };
    for (const set of sets) add(set);
    byType.set(type.name, fields);
    return fields;
  }

  private included(node: Parameters<typeof getDirectiveValues>[1]): boolean {
    if (!node.directives || node.directives.length === 0) return true;
    if (getDirectiveValues(GraphQLSkipDirective, node, this.variables)?.['if'] === true) return false;
    return getDirectiveValues(GraphQLIncludeDirective, node, this.variables)?.['if'] !== false;
  }

  private applies(condition: string | undefined, type: GraphQLObjectType): boolean {
    if (!condition || condition === type.name) return true;
    const conditionType = catalogSchema.getType(condition);
    return (
      conditionType !== undefined &&
      !isObjectType(conditionType) &&
      catalogSchema.isSubType(conditionType as never, type)
    );
  }

  private args(field: GraphQLField<unknown, unknown>, node: FieldNode): Record<string, unknown> {
    let args = this.argumentsOf.get(node);
    if (!args) {
      args = getArgumentValues(field, node, this.variables);
      this.argumentsOf.set(node, args);
    }
    return args;
  }

  object(
    type: GraphQLObjectType,
    sets: readonly SelectionSetNode[],
    key: SelectionSetNode | readonly FieldNode[],
    source: unknown,
    path: Path | undefined,
  ): unknown {
    const result: Record<string, unknown> = {};
    const pending: Promise<unknown>[] = [];
    for (const [responseKey, nodes] of this.collect(type, sets, key)) {
      const node = nodes[0] as FieldNode;
      const name = node.name.value;
      if (name === '__typename') {
        result[responseKey] = type.name;
        continue;
      }
      const field = type.getFields()[name];
      if (!field) continue;
      const fieldPath: Path = { prev: path, key: responseKey };
      let value: unknown;
      try {
        value = this.resolve(source, field, nodes, responseKey);
        value = isPromise(value)
          ? value.then((resolved) => this.complete(field.type, nodes, resolved, fieldPath))
          : this.complete(field.type, nodes, value, fieldPath);
      } catch (error) {
        value = this.failed(error, nodes, fieldPath);
      }
      result[responseKey] = null;
      if (isPromise(value)) {
        pending.push(
          value.then(
            (completed) => (result[responseKey] = completed),
            (error: unknown) => (result[responseKey] = this.failed(error, nodes, fieldPath)),
          ),
        );
      } else {
        result[responseKey] = value;
      }
    }
    return pending.length > 0 ? Promise.all(pending).then(() => result) : result;
  }

  private resolve(
    source: unknown,
    field: GraphQLField<unknown, unknown>,
    nodes: FieldNode[],
    responseKey: string,
  ): unknown {
    if (!(source instanceof ListNode)) return (source as Record<string, unknown>)[responseKey];
    const property = (source as unknown as Record<string, unknown>)[field.name];
    if (typeof property !== 'function') return property;
    const info: FieldInfo = {
      fieldNodes: nodes,
      returnType: field.type,
      fragments: this.fragments,
      variableValues: this.variables,
    };
    return (property as (...args: unknown[]) => unknown).call(
      source,
      this.args(field, nodes[0] as FieldNode),
      this.context,
      info,
    );
  }

  private complete(type: GraphQLOutputType, nodes: FieldNode[], value: unknown, path: Path): unknown {
    if (value === null || value === undefined) return null;
    const shape = shapeOf(type);
    if (shape.kind === 'leaf') return value;
    if (shape.kind === 'list') {
      const items = (value as unknown[]).map((item, index) =>
        this.complete(shape.of, nodes, item, { prev: path, key: index }),
      );
      return items.some(isPromise) ? Promise.all(items) : items;
    }
    let sets = this.setsOf.get(nodes);
    if (!sets) {
      sets = nodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
      this.setsOf.set(nodes, sets);
    }
    return this.object(
      shape.type,
      sets,
      nodes.length === 1 ? (sets[0] as SelectionSetNode) : nodes,
      value,
      path,
    );
  }

  /** A field that failed answers null and an error in AniList's shape; a fault of ours is thrown. */
  private failed(error: unknown, nodes: FieldNode[], path: Path): null {
    const locations = nodes.flatMap((node) =>
      node.loc ? [getLocation(node.loc.source, node.loc.start)] : [],
    );
    this.errors.push(errorBody(error, pathArray(path), locations));
    return null;
  }
}

export async function executeList(
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  root: ListNode,
  context: ListContext,
): Promise<ListResult> {
  const execution = new Execution(document, variables, context);
  const type = catalogSchema.getRootType(operation.operation) as GraphQLObjectType;
  const data = (await execution.object(
    type,
    [operation.selectionSet],
    operation.selectionSet,
    root,
    undefined,
  )) as Record<string, unknown>;
  return { data, errors: execution.errors };
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
): Promise<ListResult> {
  const root = fieldNode('MediaList', {
    selections: fields.flatMap((field) => field.selectionSet?.selections ?? []),
  });
  const query = queryOf(root, document, operation, variables);
  const [definition] = query.document.definitions as OperationDefinitionNode[];
  const result = await executeList(
    query.document,
    definition as OperationDefinitionNode,
    variables,
    new EntryRoot(entry),
    context,
  );
  return {
    ...result,
    data: (result.data?.['MediaList'] as Record<string, unknown> | null | undefined) ?? null,
  };
}
