// Rejects queries that are too deep, too wide or too expensive before anything executes (pure).
import {
  getArgumentValues,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

export interface QueryLimits {
  maxQueryLength: number;
  maxDepth: number;
  maxAliases: number;
  /** Root fields once fragments are resolved, aliases counted. */
  maxRootFields: number;
  /** Estimated fields resolved, each multiplied by the page sizes of the lists around it. */
  maxCost: number;
  /**
   * Passes over the whole catalogue (a search, a filter, a sort): a `Page.media` or `Media`, and each
   * title of `searchWorks(titles:)`, is one; they are what the fields' cost does not see.
   */
  maxScans: number;
  /** Items in one list argument (`titles`, `id_in`, `sort`, …). */
  maxListItems: number;
  /** Characters in one string argument. */
  maxArgumentLength: number;
  /** perPage/first above this are served as this many (AniList clamps the same way). */
  maxPageSize: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxQueryLength: 10_000,
  maxDepth: 8,
  maxAliases: 10,
  maxRootFields: 4,
  maxCost: 5_000,
  maxScans: 4,
  maxListItems: 100,
  maxArgumentLength: 500,
  maxPageSize: 100,
};

/** Fields whose resolver passes over the whole catalogue once, plus once per item of the named list argument. */
const SCAN_FIELDS: Readonly<Record<string, { perItemOf?: string }>> = {
  'Page.media': {},
  'Query.Media': {},
  'Query.searchWorks': { perItemOf: 'titles' },
};

/** List fields whose size comes from an argument, with AniList's and Annict's defaults. */
const LIST_SIZES: Readonly<Record<string, { arg: string; fallback: number }>> = {
  'Query.Page': { arg: 'perPage', fallback: 50 },
  'Query.searchWorks': { arg: 'first', fallback: 100 },
  'Media.characters': { arg: 'perPage', fallback: 25 },
  'Media.staff': { arg: 'perPage', fallback: 25 },
  'Media.airingSchedule': { arg: 'perPage', fallback: 25 },
  'Character.media': { arg: 'perPage', fallback: 25 },
  'Staff.characters': { arg: 'perPage', fallback: 25 },
  // A collection's entries, across its status lists, are at most one chunk.
  'Query.MediaListCollection': { arg: 'perChunk', fallback: 100 },
};

/**
 * Introspection lists, sized by this schema's own averages (rounded up): a full introspection query
 * stays within the cost limit, while `types { fields { type { fields … } } }` multiplies out of it.
 */
function introspectionSizes(schema: GraphQLSchema): Record<string, number> {
  const types = Object.values(schema.getTypeMap());
  const average = (counts: number[]) =>
    Math.max(1, Math.ceil(counts.reduce((sum, n) => sum + n, 0) / Math.max(1, counts.length)));
  const objects = types.filter(isObjectType);
  const fields = objects.flatMap((type) => Object.values(type.getFields()));
  const inputs = types.filter(isInputObjectType);
  const enums = types.filter(isEnumType);
  return {
    '__Schema.types': types.length,
    '__Schema.directives': schema.getDirectives().length,
    '__Type.fields': average(objects.map((type) => Object.keys(type.getFields()).length)),
    '__Type.inputFields': average(inputs.map((type) => Object.keys(type.getFields()).length)),
    '__Type.enumValues': average(enums.map((type) => type.getValues().length)),
    '__Type.interfaces': 1,
    '__Type.possibleTypes': 1,
    '__Field.args': average(fields.map((field) => field.args.length)),
    '__Directive.args': average(schema.getDirectives().map((directive) => directive.args.length)),
  };
}

const introspectionSizesBySchema = new WeakMap<GraphQLSchema, Record<string, number>>();

function sizesOf(schema: GraphQLSchema): Record<string, number> {
  let sizes = introspectionSizesBySchema.get(schema);
  if (!sizes) {
    sizes = { ...FIXED_SIZES, ...introspectionSizes(schema) };
    introspectionSizesBySchema.set(schema, sizes);
  }
  return sizes;
}

/** Lists without a page size: voice actors per edge (usually one per language), and a work's links, tags, studios, relations. */
const FIXED_SIZES: Readonly<Record<string, number>> = {
  'CharacterEdge.voiceActors': 3,
  'CharacterEdge.voiceActorRoles': 3,
  'CharacterEdge.media': 5,
  'MediaEdge.voiceActors': 3,
  'MediaEdge.voiceActorRoles': 3,
  'Media.externalLinks': 20,
  'Media.streamingEpisodes': 25,
  'Media.tags': 20,
  'Media.studios': 5,
  'Media.relations': 10,
};

export class QueryLimitError extends Error {}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  limits: QueryLimits;
  sizes: Record<string, number>;
  aliases: number;
  rootFields: number;
  cost: number;
  scans: number;
}

/**
 * The field's argument values (variables applied), refused when a list or a string is longer than the
 * limits: every resolver's work grows with them.
 */
function checkedArguments(
  state: Walk,
  field: GraphQLField<unknown, unknown>,
  node: FieldNode,
): Record<string, unknown> {
  const values = getArgumentValues(field, node, state.variables);
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value) && value.length > state.limits.maxListItems) {
      throw new QueryLimitError(
        `Argument "${name}" of ${field.name} lists more than ${state.limits.maxListItems} items`,
      );
    }
    if (typeof value === 'string' && value.length > state.limits.maxArgumentLength) {
      throw new QueryLimitError(
        `Argument "${name}" of ${field.name} is longer than ${state.limits.maxArgumentLength} characters`,
      );
    }
  }
  return values;
}

/** Scan fields sit on Query and Page, which only a root selects: each selection is one pass (per item). */
function countScans(state: Walk, key: string, args: Record<string, unknown>): void {
  const scan = SCAN_FIELDS[key];
  if (!scan) return;
  const items = scan.perItemOf ? args[scan.perItemOf] : undefined;
  state.scans += 1 + (Array.isArray(items) ? items.length : 0);
  if (state.scans > state.limits.maxScans) {
    throw new QueryLimitError(
      `Query searches the catalogue too many times (at most ${state.limits.maxScans} searches, each title one)`,
    );
  }
}

function walk(
  state: Walk,
  selectionSet: SelectionSetNode,
  parent: GraphQLNamedType | undefined,
  depth: number,
  multiplier: number,
  visiting: Set<string>,
): void {
  if (depth > state.limits.maxDepth) {
    throw new QueryLimitError(`Query is nested too deeply (more than ${state.limits.maxDepth} levels)`);
  }
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FRAGMENT_SPREAD) {
      const name = selection.name.value;
      const fragment = state.fragments.get(name);
      if (!fragment || visiting.has(name)) continue;
      const type = state.schema.getType(fragment.typeCondition.name.value) ?? parent;
      walk(state, fragment.selectionSet, type, depth, multiplier, new Set([...visiting, name]));
      continue;
    }
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition
        ? state.schema.getType(selection.typeCondition.name.value)
        : parent;
      walk(state, selection.selectionSet, type ?? parent, depth, multiplier, visiting);
      continue;
    }
    if (selection.alias) state.aliases += 1;
    if (depth === 1 && selection.name.value !== '__typename') state.rootFields += 1;
    state.cost += multiplier;
    if (state.aliases > state.limits.maxAliases) {
      throw new QueryLimitError(`Query uses too many aliases (at most ${state.limits.maxAliases})`);
    }
    if (state.rootFields > state.limits.maxRootFields) {
      throw new QueryLimitError(
        `Query asks for too many root fields (at most ${state.limits.maxRootFields})`,
      );
    }
    if (state.cost > state.limits.maxCost) {
      throw new QueryLimitError(`Query is too complex (estimated cost above ${state.limits.maxCost})`);
    }
    const parentName = parent?.name ?? '';
    const key = `${parentName}.${selection.name.value}`;
    const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
    const args = field ? checkedArguments(state, field, selection) : {};
    countScans(state, key, args);
    if (!selection.selectionSet) continue;
    const listSize = LIST_SIZES[key];
    let size = state.sizes[key] ?? 1;
    if (listSize) {
      const arg = args[listSize.arg];
      const requested = typeof arg === 'number' ? arg : listSize.fallback;
      size = Math.max(1, Math.min(requested, state.limits.maxPageSize));
    }
    walk(
      state,
      selection.selectionSet,
      field ? getNamedType(field.type) : undefined,
      depth + 1,
      multiplier * size,
      visiting,
    );
  }
}

/** Throws QueryLimitError naming the first limit the operation breaks. */
export function assertWithinLimits(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Record<string, unknown>,
  limits: QueryLimits = DEFAULT_LIMITS,
): void {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const state: Walk = {
    schema,
    fragments,
    variables,
    limits,
    sizes: sizesOf(schema),
    aliases: 0,
    rootFields: 0,
    cost: 0,
    scans: 0,
  };
  walk(state, operation.selectionSet, schema.getRootType(operation.operation) ?? undefined, 1, 1, new Set());
}
