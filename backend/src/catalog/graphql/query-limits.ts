// Rejects queries that are too deep, too wide or too expensive before anything executes (pure).
import {
  getNamedType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type ValueNode,
} from 'graphql';

export interface QueryLimits {
  maxQueryLength: number;
  maxDepth: number;
  maxAliases: number;
  maxRootFields: number;
  /** Estimated fields resolved, each multiplied by the page sizes of the lists around it. */
  maxCost: number;
  /** perPage/first above this are served as this many (AniList clamps the same way). */
  maxPageSize: number;
}

export const DEFAULT_LIMITS: QueryLimits = {
  maxQueryLength: 10_000,
  maxDepth: 8,
  maxAliases: 10,
  maxRootFields: 4,
  maxCost: 5_000,
  maxPageSize: 100,
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
};

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

function numberArg(value: ValueNode | undefined, variables: Record<string, unknown>): number | null {
  if (!value) return null;
  if (value.kind === Kind.INT) return Number(value.value);
  if (value.kind === Kind.VARIABLE) {
    const v = variables[value.name.value];
    return typeof v === 'number' ? v : null;
  }
  return null;
}

interface Walk {
  schema: GraphQLSchema;
  fragments: Map<string, FragmentDefinitionNode>;
  variables: Record<string, unknown>;
  limits: QueryLimits;
  aliases: number;
  cost: number;
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
    state.cost += multiplier;
    if (state.aliases > state.limits.maxAliases) {
      throw new QueryLimitError(`Query uses too many aliases (at most ${state.limits.maxAliases})`);
    }
    if (state.cost > state.limits.maxCost) {
      throw new QueryLimitError(`Query is too complex (estimated cost above ${state.limits.maxCost})`);
    }
    if (!selection.selectionSet) continue;
    const parentName = parent?.name ?? '';
    const key = `${parentName}.${selection.name.value}`;
    const field = isObjectType(parent) ? parent.getFields()[selection.name.value] : undefined;
    const listSize = LIST_SIZES[key];
    let size = FIXED_SIZES[key] ?? 1;
    if (listSize) {
      const arg = selection.arguments?.find((a) => a.name.value === listSize.arg)?.value;
      const requested = numberArg(arg, state.variables) ?? listSize.fallback;
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
  const roots = operation.selectionSet.selections.length;
  if (roots > limits.maxRootFields) {
    throw new QueryLimitError(`Query asks for too many root fields (at most ${limits.maxRootFields})`);
  }
  const state: Walk = { schema, fragments, variables, limits, aliases: 0, cost: 0 };
  walk(state, operation.selectionSet, schema.getQueryType() ?? undefined, 1, 1, new Set());
}
