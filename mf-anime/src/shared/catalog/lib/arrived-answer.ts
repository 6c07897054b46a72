// The route data script's answer (@anifan/contract startup.ts) to one operation, when it has already
// arrived with data and no errors: what a page may draw at its first render. An answer with errors goes
// through the page's query instead, which shows them as usual.
import { prefetchedGraphQLAnswer } from '@anifan/contract';
import { readCatalogInfo, type CatalogInfo } from './read-catalog-info';

export interface ArrivedAnswer<TData> {
  data: TData;
  /** What the gateway said of the data (`extensions.catalog`). */
  info: CatalogInfo | null;
}

export function arrivedAnswer<TData>(
  operationName: string,
  variables: Record<string, unknown>,
): ArrivedAnswer<TData> | null {
  const answer = prefetchedGraphQLAnswer(operationName, variables) as
    { data?: unknown; errors?: unknown; extensions?: Record<string, unknown> } | undefined;
  if (typeof answer?.data !== 'object' || answer.data === null || answer.errors !== undefined) return null;
  return { data: answer.data as TData, info: readCatalogInfo(answer.extensions) };
}
