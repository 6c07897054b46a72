// From an HTTP body to a parsed, validated, limit-checked operation and the upstream it belongs to.
import {
  getOperationAST,
  getVariableValues,
  GraphQLError,
  Kind,
  parse,
  specifiedRules,
  TypeInfo,
  validate,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type OperationDefinitionNode,
} from 'graphql';
import { Injectable } from '@nestjs/common';
import { boundedCache, type ErrorCode } from '../../common';
import type { GraphQLRequestBody } from '../catalog-types';
import { assertWithinLimits, QueryLimitError, type QueryLimits } from './query-limits';
import { ANILIST_ROOT_FIELDS, catalogSchema, LIST_ROOT_FIELDS } from './schema';

export type Upstream = 'anilist' | 'annict';

export interface PreparedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  /** Coerced with the schema's variable definitions (defaults applied). */
  variables: Record<string, unknown>;
  upstream: Upstream;
  rootFields: string[];
  /** Whether it reads or writes lists (a list root field, Page.mediaList or a mutation). */
  touchesLists: boolean;
}

/** A request the gateway refuses; answered as `{ errors }` with the code's 4xx status. */
export class CatalogRequestError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly graphqlErrors: readonly GraphQLError[] = [],
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Variables nest at most this deep (the schema's deepest input is 3 levels): answer keys are built by
 * walking them recursively, and 5,000 levels overflowed the stack (issue #32).
 */
const MAX_VARIABLES_DEPTH = 16;

/** Whether `value` nests objects or arrays deeper than `max`, found without recursion. */
function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= max) return true;
    for (const child of Object.values(item)) pending.push([child, depth + 1]);
  }
  return false;
}

/** Accepts a POST JSON body or GET query parameters (variables as a JSON string). */
export function readRequestBody(body: unknown, limits: QueryLimits): GraphQLRequestBody {
  if (!isRecord(body)) throw new CatalogRequestError('catalog/invalid_query', 'Expected a JSON object body');
  const { query, operationName } = body;
  let { variables } = body;
  if (typeof query !== 'string' || query.trim() === '') {
    throw new CatalogRequestError('catalog/invalid_query', 'Missing "query" string');
  }
  if (query.length > limits.maxQueryLength) {
    throw new CatalogRequestError(
      'catalog/query_too_complex',
      `Query is longer than ${limits.maxQueryLength} characters`,
    );
  }
  if (typeof variables === 'string') {
    try {
      variables = JSON.parse(variables) as unknown;
    } catch {
      throw new CatalogRequestError('catalog/invalid_query', '"variables" is not valid JSON');
    }
  }
  if (variables !== undefined && variables !== null && !isRecord(variables)) {
    throw new CatalogRequestError('catalog/invalid_query', '"variables" must be an object');
  }
  if (nestsDeeperThan(variables, MAX_VARIABLES_DEPTH)) {
    throw new CatalogRequestError(
      'catalog/invalid_query',
      `"variables" are nested more than ${MAX_VARIABLES_DEPTH} levels deep`,
    );
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') {
    throw new CatalogRequestError('catalog/invalid_query', '"operationName" must be a string');
  }
  return { query, variables: variables ?? {}, operationName: operationName ?? null };
}

function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const names = new Set<string>();
  const fragments = new Map(
    document.definitions.flatMap((d) =>
      d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [],
    ),
  );
  const visit = (
    selections: OperationDefinitionNode['selectionSet']['selections'],
    seen: Set<string>,
  ): void => {
    for (const s of selections) {
      if (s.kind === Kind.FIELD) names.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) visit(s.selectionSet.selections, seen);
      else if (!seen.has(s.name.value)) {
        const fragment = fragments.get(s.name.value);
        if (fragment) visit(fragment.selectionSet.selections, new Set([...seen, s.name.value]));
      }
    }
  };
  visit(operation.selectionSet.selections, new Set());
  return [...names].filter((name) => name !== '__typename');
}

/** Whether the document selects Page.mediaList anywhere (fragments included). */
function selectsPageMediaList(document: DocumentNode): boolean {
  const typeInfo = new TypeInfo(catalogSchema);
  let found = false;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (node.name.value === 'mediaList' && typeInfo.getParentType()?.name === 'Page') found = true;
      },
    }),
  );
  return found;
}

/** What prepareOperation learns from the document and operation name alone, before any variable. */
interface ValidatedOperation {
  document: DocumentNode;
  operation: OperationDefinitionNode;
  rootFields: string[];
  anilistFields: number;
  touchesLists: boolean;
}

/** Distinct (operation name, document) pairs kept; the web app sends a handful. */
const MAX_VALIDATED_DOCUMENTS = 200;
/**
 * A parsed document holds about this many bytes per character of its text (nodes and locations; ~90
 * measured with graphql 16), and the kept ones at most MAX_VALIDATED_BYTES: 200 documents of 10,000
 * characters would be ~200 MiB.
 */
const AST_BYTES_PER_CHARACTER = 100;
const MAX_VALIDATED_BYTES = 16 * 1024 * 1024;

/**
 * Documents that parsed and passed the schema's validation, by operation name and text: parsing and
 * validating cost far more than answering from a cache, and depend on nothing else (the schema is
 * fixed, and graphql-js never changes a document it parsed). Variables are still coerced and the
 * limits checked on every request. One per application (a CatalogModule provider).
 */
@Injectable()
export class ValidatedDocuments {
  private readonly kept = boundedCache<string, ValidatedOperation>({
    maxEntries: MAX_VALIDATED_DOCUMENTS,
    bytes: { max: MAX_VALIDATED_BYTES, sizeOf: (_operation, key) => key.length * AST_BYTES_PER_CHARACTER },
  });

  /** The operation of `request`, validated once per distinct text; refusals are never kept. */
  validate(request: GraphQLRequestBody, limits: QueryLimits): ValidatedOperation {
    // The token limit takes part in parsing: a text kept under one limit is not reused under another.
    const key = `${limits.maxQueryLength}\u0000${request.operationName ?? ''}\u0000${request.query}`;
    const kept = this.kept.get(key);
    if (kept) return kept;
    const validated = validateOperation(request, limits);
    this.kept.set(key, validated);
    return validated;
  }
}

function validateOperation(request: GraphQLRequestBody, limits: QueryLimits): ValidatedOperation {
  let document: DocumentNode;
  try {
    document = parse(request.query, { maxTokens: limits.maxQueryLength });
  } catch (error) {
    const graphqlError = error instanceof GraphQLError ? error : new GraphQLError(String(error));
    throw new CatalogRequestError('catalog/invalid_query', graphqlError.message, [graphqlError]);
  }
  const errors = validate(catalogSchema, document, specifiedRules);
  if (errors.length > 0) {
    throw new CatalogRequestError('catalog/invalid_query', errors[0]?.message ?? 'Invalid query', errors);
  }
  const operation = getOperationAST(document, request.operationName);
  if (!operation) {
    throw new CatalogRequestError(
      'catalog/invalid_query',
      request.operationName
        ? `Unknown operation "${request.operationName}"`
        : 'The document holds several operations: name one with "operationName"',
    );
  }
  if (operation.operation === 'subscription') {
    throw new CatalogRequestError('catalog/invalid_query', 'Only queries and mutations are supported');
  }
  const rootFields = rootFieldNames(document, operation);
  const anilistFields = rootFields.filter((name) => ANILIST_ROOT_FIELDS.has(name)).length;
  const touchesLists =
    operation.operation === 'mutation' ||
    rootFields.some((name) => LIST_ROOT_FIELDS.has(name)) ||
    selectsPageMediaList(document);
  return { document, operation, rootFields, anilistFields, touchesLists };
}

/** prepareOperation's options: the list API (media-list/graphql) prepares list operations too. */
export interface PrepareOptions {
  lists?: boolean;
}

/**
 * Parses, validates and limit-checks `request` (refusals are CatalogRequestErrors). With `documents`,
 * a text already validated is not parsed or validated again.
 */
export function prepareOperation(
  request: GraphQLRequestBody,
  limits: QueryLimits,
  documents?: ValidatedDocuments,
  options: PrepareOptions = {},
): PreparedOperation {
  const { document, operation, rootFields, anilistFields, touchesLists } = documents
    ? documents.validate(request, limits)
    : validateOperation(request, limits);
  if (touchesLists && !options.lists) {
    // Lists are never forwarded upstream nor answered by the catalogue: only the list API has them.
    throw new CatalogRequestError(
      'catalog/invalid_query',
      'Lists (Viewer, User, MediaList, MediaListCollection, Page.mediaList, mutations) are not available here',
    );
  }
  const coerced = getVariableValues(catalogSchema, operation.variableDefinitions ?? [], request.variables);
  if (coerced.errors) {
    throw new CatalogRequestError(
      'catalog/invalid_query',
      coerced.errors[0]?.message ?? 'Invalid variables',
      coerced.errors,
    );
  }
  try {
    assertWithinLimits(catalogSchema, document, operation, coerced.coerced, limits);
  } catch (error) {
    if (error instanceof QueryLimitError) {
      throw new CatalogRequestError('catalog/query_too_complex', error.message, [
        new GraphQLError(error.message),
      ]);
    }
    throw error;
  }
  if (!touchesLists && anilistFields > 0 && anilistFields < rootFields.length) {
    throw new CatalogRequestError(
      'catalog/invalid_query',
      'An operation cannot mix AniList fields (Page, Media, Character) with Annict fields (searchWorks)',
    );
  }
  return {
    document,
    operation,
    variables: coerced.coerced,
    upstream: anilistFields > 0 ? 'anilist' : 'annict',
    rootFields,
    touchesLists,
  };
}
