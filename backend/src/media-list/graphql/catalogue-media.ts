// An entry's `media`, answered by the catalogue as usual (embedded or live): the works of the entries
// a list field holds are asked together, 50 a page (AniList's page size), with the client's own
// selection, so a collection of 2,000 entries is 40 catalogue requests, cached like any other.
import { print, type DocumentNode, type FieldNode, type OperationDefinitionNode } from 'graphql';
import type { GatewayResponse } from '../../catalog';
import type { ErrorCode } from '../../common';
import type { MediaSource } from './list-context';
import { ListError } from './list-errors';
import { fieldNode, intArgument, queryOf, variableArgument } from './selection-documents';

const PAGE_SIZE = 50;
const PAGES_AT_ONCE = 4;
/** The work's id, asked beside the client's selection to find each work in the answer. */
const ID_KEY = 'anifanMediaId';
const IDS_VARIABLE = 'anifanMediaIds';

type Work = Record<string, unknown>;

interface PageAnswer {
  data?: { Page?: { media?: Work[] } } | null;
  errors?: { message: string; status?: number; extensions?: { code?: ErrorCode } }[];
}

export type CatalogueAnswer = (request: {
  query: string;
  variables: Record<string, unknown>;
  operationName: null;
}) => Promise<GatewayResponse>;

export class CatalogueMedia implements MediaSource {
  /** Works asked by one field of the document, gathered until the current resolvers have run. */
  private readonly batches = new Map<object, { ids: Set<number>; works: Promise<Map<number, Work>> }>();

  constructor(
    private readonly answer: CatalogueAnswer,
    private readonly document: DocumentNode,
    private readonly operation: OperationDefinitionNode,
    private readonly variables: Record<string, unknown>,
  ) {}

  load(mediaId: number, selectionKey: object): Promise<Work | null> {
    let batch = this.batches.get(selectionKey);
    if (!batch) {
      const ids = new Set<number>();
      const works = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        this.batches.delete(selectionKey);
        return this.fetch([...ids], selectionKey as FieldNode);
      });
      batch = { ids, works };
      this.batches.set(selectionKey, batch);
    }
    batch.ids.add(mediaId);
    return batch.works.then((works) => works.get(mediaId) ?? null);
  }

  /** The pages, PAGES_AT_ONCE at a time: the catalogue's queue refuses a burst of executions (503). */
  private async fetch(ids: number[], field: FieldNode): Promise<Map<number, Work>> {
    const pages: number[][] = [];
    for (let start = 0; start < ids.length; start += PAGE_SIZE)
      pages.push(ids.slice(start, start + PAGE_SIZE));
    const works = new Map<number, Work>();
    const next = async (): Promise<void> => {
      for (let page = pages.shift(); page; page = pages.shift()) {
        for (const work of await this.page(page, field)) {
          const { [ID_KEY]: id, ...asked } = work;
          if (typeof id === 'number') works.set(id, asked);
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, pages.length) }, next));
    return works;
  }

  private async page(ids: number[], field: FieldNode): Promise<Work[]> {
    // The ids as a variable: one document text per selection, parsed and validated once by the catalogue.
    const media = fieldNode('media', {
      arguments: [variableArgument('id_in', IDS_VARIABLE)],
      selections: [fieldNode('id', { alias: ID_KEY }), ...(field.selectionSet?.selections ?? [])],
    });
    const root = fieldNode('Page', {
      arguments: [intArgument('page', 1), intArgument('perPage', PAGE_SIZE)],
      selections: [media],
    });
    const query = queryOf(root, this.document, this.operation, this.variables, { [IDS_VARIABLE]: '[Int]' });
    const answer = await this.answer({
      query: print(query.document),
      variables: { ...query.variables, [IDS_VARIABLE]: ids },
      operationName: null,
    });
    const body = JSON.parse(answer.body) as PageAnswer;
    const [error] = body.errors ?? [];
    if (error) {
      const status = error.status ?? (answer.status === 200 ? 400 : answer.status);
      throw new ListError(error.message, status, error.extensions?.code ?? 'catalog/upstream_failed');
    }
    return body.data?.Page?.media ?? [];
  }
}
