// What the gateway says of an answer's data (`extensions.catalog`), read without Apollo Client: route
// data scripts read it too, before the page's code has arrived.

/** What the gateway reports about the data behind an answer (docs/api.md#graphql). */
export interface CatalogInfo {
  source: 'embedded' | 'live' | 'cache';
  /** `publishedAt`: when the snapshot's data was published (ISO 8601), when the gateway says. */
  snapshot?: { newestSeason: string; oldestSeason: string; publishedAt?: string };
}

/** An answer's `extensions.catalog`, or null when it has none or an unknown one. */
export function readCatalogInfo(extensions: Record<string, unknown> | undefined): CatalogInfo | null {
  const catalog = extensions?.catalog as Partial<CatalogInfo> | undefined;
  if (catalog?.source !== 'embedded' && catalog?.source !== 'live' && catalog?.source !== 'cache')
    return null;
  const snapshot = catalog.snapshot;
  if (typeof snapshot?.newestSeason !== 'string' || typeof snapshot.oldestSeason !== 'string')
    return { source: catalog.source };
  const { newestSeason, oldestSeason, publishedAt } = snapshot;
  const dated = typeof publishedAt === 'string' && !Number.isNaN(Date.parse(publishedAt));
  return {
    source: catalog.source,
    snapshot: dated ? { newestSeason, oldestSeason, publishedAt } : { newestSeason, oldestSeason },
  };
}
