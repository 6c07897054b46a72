// Gives a page the catalogue's Apollo Client: one per platform, so both exposed pages share one cache.
import { createContext, type ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import type { Platform } from '@anifan/contract';
import { createCatalogClient, type CatalogClient } from '../lib/catalog-client';
import type { CatalogInfoStore } from '../lib/catalog-info';

// The shell mounts AnimeHome and AnimeDetail as separate roots; keyed by platform they still share one
// client (so the detail's cache-first answer survives navigating back and forth), and a second platform
// (tests, another shell) never sees this one's cache.
const clients = new WeakMap<Platform, CatalogClient>();

export function catalogClientFor(platform: Platform): CatalogClient {
  let client = clients.get(platform);
  if (!client) {
    client = createCatalogClient({ graphqlUrl: platform.config.graphqlUrl });
    clients.set(platform, client);
  }
  return client;
}

export const CatalogInfoContext = createContext<CatalogInfoStore | null>(null);

interface CatalogProviderProps {
  platform: Platform;
  /** Tests pass their own client (a fake fetch behind the real links). */
  client?: CatalogClient;
  children: ReactNode;
}

export function CatalogProvider({ platform, client, children }: CatalogProviderProps) {
  const { apollo, catalogInfo } = client ?? catalogClientFor(platform);
  return (
    <ApolloProvider client={apollo}>
      <CatalogInfoContext.Provider value={catalogInfo}>{children}</CatalogInfoContext.Provider>
    </ApolloProvider>
  );
}
