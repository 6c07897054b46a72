// A catalogue list's explicit request state: Loading..., an error with a retry, データがありません, or the cards.
import { useDeferredValue, type ReactNode } from 'react';
import { catalogErrorMessage } from '../../catalog/lib/error-messages';
import { CardGrid } from './card-grid';
import type { CoverShape } from './cover-image';
import { EmptyState, ErrorState, LoadingState } from './list-states';

export interface ListQuery<T> {
  loading: boolean;
  error?: unknown;
  items: readonly T[] | undefined;
  refetch: () => Promise<unknown>;
}

interface CatalogListProps<T> {
  query: ListQuery<T>;
  label: string;
  shape: CoverShape;
  minColumn: 200 | 240;
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  /** Shown under データがありません, e.g. where the offline snapshot ends. */
  emptyDetail?: ReactNode;
}

export function CatalogList<T>({
  query,
  label,
  shape,
  minColumn,
  itemKey,
  renderItem,
  emptyDetail,
}: CatalogListProps<T>) {
  // A new state of the list (up to 100 cards) is drawn in a background render the browser may interrupt,
  // after the task in which Apollo Client stores the answer: drawn in that task too, it made one long
  // task of the two. The three change together, in the same background render.
  const loading = useDeferredValue(query.loading);
  const error = useDeferredValue(query.error);
  const items = useDeferredValue(query.items);
  if (loading) return <LoadingState shape={shape} minColumn={minColumn} />;
  if (error) {
    // A failed retry comes back through `query.error`; the rejected promise itself needs no handling.
    const retry = () => query.refetch().catch(() => undefined);
    return <ErrorState message={catalogErrorMessage(error)} onRetry={retry} />;
  }
  if (!items?.length) return <EmptyState>{emptyDetail}</EmptyState>;
  return (
    <CardGrid items={items} label={label} minColumn={minColumn} itemKey={itemKey} renderItem={renderItem} />
  );
}
