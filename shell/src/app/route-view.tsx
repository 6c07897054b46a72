// One routed page: sets the document title and mounts the remote page that serves the route.
import { memo } from 'react';
import type { Platform } from '@anifan/contract';
import { RemotePage } from '../features/remotes/components/remote-page';
import type { RouteEntry } from '@anifan/contract';
import { documentTitle } from './routes';
import { useDocumentTitle } from './use-document-title';

/** A fixed route of ROUTE_TABLE or a page a remote contributes. */
type PageRoute = Pick<RouteEntry, 'remote' | 'module' | 'title'>;

/**
 * Memoized: the app re-renders synchronously, in one task, when the contributed pages arrive; the
 * page on screen (its route and the platform unchanged) is not drawn again with it.
 */
export const RouteView = memo(function RouteView({
  route,
  platform,
}: {
  route: PageRoute;
  platform: Platform;
}) {
  useDocumentTitle(documentTitle(route.title));
  return <RemotePage remote={route.remote} module={route.module} platform={platform} />;
});
