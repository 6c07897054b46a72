// The gateway's `extensions.catalog` for one operation and its variables, updated as answers arrive.
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { CatalogInfoContext } from '../components/catalog-provider';
import { graphqlOperationKey } from '@anifan/contract';
import type { CatalogInfo } from '../lib/read-catalog-info';

export function useCatalogInfo(
  operationName: string,
  variables: Record<string, unknown>,
): CatalogInfo | undefined {
  const store = useContext(CatalogInfoContext);
  // The key, not `variables` (a new object each render), decides when to read again.
  const key = graphqlOperationKey(operationName, variables);
  const subscribe = useCallback(
    (onChange: () => void) => store?.subscribe(onChange) ?? (() => undefined),
    [store],
  );
  const getSnapshot = useCallback(() => store?.getByKey(key), [store, key]);
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
