// The list API on /graphql (issue #29): AniList's list queries and mutations answered from AniFan's
// own store in every CATALOG_SOURCE mode, never forwarded. Registered with the catalogue's route:
// - an operation whose text cannot touch lists never reaches here (one regular expression), so the
//   catalogue's answers, caches and forwarding are exactly as without a list API;
// - a list operation (Viewer, User, MediaList, MediaListCollection, Page.mediaList, a mutation) is
//   executed here; the works inside its entries are asked of the catalogue (catalogue-media.ts);
// - a catalogue operation asking Media.mediaListEntry goes to the catalogue with that field asked as
//   the work's id, and the caller's entries are put in its place (media-entries.ts).
// The caller is the verified Firebase ID token of `Authorization: Bearer …`; errors are AniList's.
// A query's answer is kept for its caller until a list or catalogue answer it read changes (list-answers.ts).
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { getOperationAST, Kind, print, TypeInfo, visit, visitWithTypeInfo } from 'graphql';
import { bearerToken, FirebaseAuthService, type AuthenticatedUser } from '../../auth';
import {
  CatalogRequestError,
  CatalogService,
  catalogSchema,
  clampPageSizes,
  GraphqlListHandlers,
  prepareOperation,
  readRequestBody,
  ValidatedDocuments,
  type GatewayResponse,
  type GraphQLRequestBody,
  type GraphqlListHandler,
  type PreparedOperation,
  type QueryLimits,
} from '../../catalog';
import { AppError } from '../../common';
import { MAX_NOTES_LENGTH } from '../media-list-rules';
import type { MediaListApi } from '../media-list.types';
import { CatalogueMedia } from './catalogue-media';
import { ListAnswers } from './list-answers';
import { ListContext } from './list-context';
import { invalidToken, ListError, listErrorOf } from './list-errors';
import { entryAnswer, executeList, type ListResult } from './list-execution';
import { EntryNode, MutationRoot, QueryRoot } from './list-nodes';
import { entriesAskedAsIds, entrySlots } from './media-entries';

export const LIST_STORE = Symbol('LIST_STORE');

/** Words without which a document cannot touch lists (a false match only costs a parse). */
const MAY_TOUCH_LISTS = /\b(?:mutation|Viewer|User|MediaList|MediaListCollection|mediaList|mediaListEntry)\b/;

/** Whether a request's document may touch lists; false sends it to the catalogue untouched. */
export function mayTouchLists(body: unknown): boolean {
  const query = typeof body === 'object' && body !== null ? (body as { query?: unknown }).query : undefined;
  return typeof query === 'string' && MAY_TOUCH_LISTS.test(query);
}

/** Page fields a list operation may select beside mediaList. */
const LIST_PAGE_FIELDS = new Set(['mediaList', 'pageInfo', '__typename']);
const CATALOGUE_ROOTS = new Set(['Media', 'Character', 'searchWorks']);

/** Answers are the caller's own: never kept by a shared cache. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

function asksCatalogue(prepared: PreparedOperation): boolean {
  if (prepared.rootFields.some((name) => CATALOGUE_ROOTS.has(name))) return true;
  const typeInfo = new TypeInfo(catalogSchema);
  let asks = false;
  visit(
    prepared.operation,
    visitWithTypeInfo(typeInfo, {
      Field(node) {
        if (typeInfo.getParentType()?.name === 'Page' && !LIST_PAGE_FIELDS.has(node.name.value)) asks = true;
      },
    }),
  );
  return asks;
}

@Injectable()
export class ListGraphql implements GraphqlListHandler, OnModuleInit {
  private readonly documents = new ValidatedDocuments();

  constructor(
    private readonly catalog: CatalogService,
    private readonly handlers: GraphqlListHandlers,
    private readonly firebase: FirebaseAuthService,
    @Inject(LIST_STORE) private readonly store: MediaListApi,
    private readonly answers: ListAnswers,
  ) {}

  /**
   * The gateway's limits, except that a string argument may hold a whole memo (1,000 characters, each
   * up to two UTF-16 units); the store checks the memo's length itself.
   */
  private limits(): QueryLimits {
    const limits = this.catalog.limits();
    return { ...limits, maxArgumentLength: Math.max(limits.maxArgumentLength, 2 * MAX_NOTES_LENGTH) };
  }

  onModuleInit(): void {
    this.handlers.register(this);
  }

  mayTouchLists(body: unknown): boolean {
    return mayTouchLists(body);
  }

  async answer(body: unknown, request: FastifyRequest): Promise<GatewayResponse | undefined> {
    if (!this.catalog.isReady()) return undefined;
    let prepared: PreparedOperation;
    let requestBody: ReturnType<typeof readRequestBody>;
    try {
      requestBody = readRequestBody(body, this.limits());
    } catch (error) {
      if (error instanceof CatalogRequestError) return this.catalog.refusal(error);
      throw error;
    }
    const requestKey = this.answers.requestKey(requestBody);
    const known = await this.keptAnswer(request, requestKey);
    if (known?.answer) return known.answer;
    try {
      prepared = prepareOperation(requestBody, this.limits(), this.documents, { lists: true });
    } catch (error) {
      if (error instanceof CatalogRequestError) return this.catalog.refusal(error);
      throw error;
    }
    if (prepared.operation.operation === 'mutation' && request.method !== 'POST') {
      return this.catalog.refusal(
        new AppError('route/method_not_allowed', 'Mutations are sent with POST', { Allow: 'POST' }),
      );
    }
    const entriesAsIds = prepared.touchesLists ? null : entriesAskedAsIds(prepared.document);
    if (!prepared.touchesLists && !entriesAsIds) return undefined;
    if (prepared.touchesLists && asksCatalogue(prepared)) {
      return this.catalog.refusal(
        new CatalogRequestError(
          'catalog/invalid_query',
          'An operation cannot mix list fields (Viewer, User, MediaList, MediaListCollection, Page.mediaList, mutations) with catalogue fields',
        ),
      );
    }
    try {
      const caller =
        known?.caller !== undefined
          ? known.caller
          : await this.caller(request, prepared.operation.operation === 'mutation');
      if (entriesAsIds) {
        const context = new ListContext(this.store, await this.viewer(caller), this.noMedia);
        const asked = await this.catalog.handle(
          { ...requestBody, query: print(entriesAsIds) },
          { client: request.ip },
        );
        return await this.withEntries(asked, prepared, context);
      }
      await this.catalog.admit(request.ip);
      const isQuery = prepared.operation.operation === 'query';
      const build = async (): Promise<GatewayResponse> => {
        const mark = this.answers.start();
        const { document, variables } = clampPageSizes(
          prepared.document,
          prepared.variables,
          this.limits().maxPageSize,
        );
        const operation = getOperationAST(document, requestBody.operationName) ?? prepared.operation;
        const context: ListContext = new ListContext(
          this.store,
          await this.viewer(caller),
          new CatalogueMedia((query) => this.catalogueAnswer(query, context), document, operation, variables),
        );
        const root = isQuery ? new QueryRoot() : new MutationRoot();
        const result = await executeList(document, operation, variables, root, context);
        const response = this.respond(result);
        return !isQuery || result.errors.length > 0
          ? response
          : this.answers.keep(caller?.uid ?? null, requestKey, response, context.sources, mark);
      };
      return isQuery ? await this.answers.once(caller?.uid ?? null, requestKey, build) : await build();
    } catch (error) {
      const listError = listErrorOf(error);
      if (listError) return this.refused(listError, prepared);
      if (error instanceof AppError) return this.catalog.refusal(error);
      throw error;
    }
  }

  /**
   * The answer kept for the caller, when one to this request is kept for anyone: its document was
   * prepared and checked when it was built, so only the caller is verified and admitted. Else the
   * caller, if verified here (undefined when it was not, or failed: the request is refused as usual).
   */
  private async keptAnswer(
    request: FastifyRequest,
    requestKey: string,
  ): Promise<{ answer?: GatewayResponse; caller?: AuthenticatedUser | null } | undefined> {
    if (!this.answers.holds(requestKey)) return undefined;
    let caller: AuthenticatedUser | null;
    try {
      // Only queries are kept: a read.
      caller = await this.caller(request, false);
    } catch {
      return undefined;
    }
    const answer = this.answers.get(caller?.uid ?? null, requestKey);
    if (!answer) return { caller };
    try {
      await this.catalog.admit(request.ip);
    } catch (error) {
      if (error instanceof AppError) return { answer: this.catalog.refusal(error) };
      throw error;
    }
    return { answer };
  }

  /** Works are never asked where only entries are filled in (a catalogue operation's mediaListEntry). */
  private readonly noMedia = {
    load: (): Promise<null> => Promise.resolve(null),
  };

  /** The verified caller: null for a guest; a token that is there must verify. */
  private async caller(request: FastifyRequest, write: boolean): Promise<AuthenticatedUser | null> {
    const token = bearerToken(request);
    if (token === null) throw invalidToken();
    if (token === undefined) return null;
    // A write has revocation checked afresh; a read may rely on a check up to 30 s old (README.md#security).
    return this.firebase.verify(token, { fresh: write });
  }

  /** The caller's list user (created on first use). */
  private async viewer(caller: AuthenticatedUser | null): Promise<ListContext['viewer']> {
    if (!caller) return null;
    return { uid: caller.uid, user: await this.store.viewer(caller.uid, caller.name) };
  }

  /**
   * The catalogue's answer to a document made here (an entry's works), mediaListEntry filled in too; the
   * answer's ETag is noted, so a kept list answer is checked against it.
   */
  private async catalogueAnswer(query: GraphQLRequestBody, context: ListContext): Promise<GatewayResponse> {
    if (!/\bmediaListEntry\b/.test(query.query)) {
      const text = JSON.stringify(query);
      const answer = await this.catalog.handle(query, { text });
      context.sources.readCatalogue(text, answer.headers['ETag']);
      return answer;
    }
    context.sources.checkable = false;
    let prepared: PreparedOperation;
    try {
      prepared = prepareOperation(query, this.limits(), this.documents, { lists: true });
    } catch (error) {
      if (error instanceof CatalogRequestError) throw new ListError(error.message, 400, error.code);
      throw error;
    }
    const asIds = entriesAskedAsIds(prepared.document);
    if (!asIds) return this.catalog.handle(query);
    return this.withEntries(await this.catalog.handle({ ...query, query: print(asIds) }), prepared, context);
  }

  /**
   * The catalogue's answer to a document whose mediaListEntry fields were asked as ids, with the
   * caller's entries in their place (null for a guest or a work not on the list).
   */
  private async withEntries(
    answer: GatewayResponse,
    prepared: PreparedOperation,
    context: ListContext,
  ): Promise<GatewayResponse> {
    if (answer.status !== 200) return answer;
    const body = JSON.parse(answer.body) as { data?: unknown; errors?: unknown[]; extensions?: unknown };
    const slots = entrySlots(prepared.document, prepared.operation, body.data);
    const errors: Record<string, unknown>[] = [];
    if (slots.length > 0) {
      const viewer = context.viewer;
      const entries = viewer
        ? await this.store.entries(context.reader, viewer.user.id, {
            mediaIds: [...new Set(slots.map((slot) => slot.mediaId))],
          })
        : [];
      const byMedia = new Map(entries.map((entry) => [entry.mediaId, entry]));
      await Promise.all(
        slots.map(async (slot) => {
          const entry = byMedia.get(slot.mediaId);
          if (!entry || !viewer) {
            slot.holder[slot.key] = null;
            return;
          }
          const result = await entryAnswer(
            new EntryNode(entry, viewer.user),
            slot.fields,
            prepared.document,
            prepared.operation,
            prepared.variables,
            context,
          );
          slot.holder[slot.key] = result.data;
          errors.push(...result.errors);
        }),
      );
    }
    const allErrors = [...(body.errors ?? []), ...errors];
    const { ETag: _etag, ...headers } = answer.headers;
    return {
      status: 200,
      body: JSON.stringify({
        ...(allErrors.length > 0 ? { errors: allErrors } : {}),
        data: body.data ?? null,
        ...(body.extensions ? { extensions: body.extensions } : {}),
      }),
      headers: { ...headers, ...PRIVATE },
    };
  }

  /** AniList's status: the first error's, else 200. */
  private respond(result: ListResult): GatewayResponse {
    const { errors } = result;
    const status = typeof errors[0]?.['status'] === 'number' ? (errors[0]['status'] as number) : 200;
    return {
      status,
      body: JSON.stringify({ ...(errors.length > 0 ? { errors } : {}), data: result.data ?? null }),
      headers: PRIVATE,
    };
  }

  /** The whole request refused (a bad token): as AniList, each root field null beside the error. */
  private refused(error: ListError, prepared: PreparedOperation): GatewayResponse {
    const body = {
      message: error.message,
      status: error.status,
      ...(error.validation ? { validation: error.validation } : {}),
      extensions: { code: error.code },
    };
    const data = Object.fromEntries(
      prepared.operation.selectionSet.selections.flatMap((selection) =>
        selection.kind === Kind.FIELD ? [[selection.alias?.value ?? selection.name.value, null]] : [],
      ),
    );
    return { status: error.status, body: JSON.stringify({ errors: [body], data }), headers: PRIVATE };
  }
}
