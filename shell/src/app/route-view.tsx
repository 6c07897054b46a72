// One routed page: sets the document title and mounts the remote page that serves the route.
import { memo, useEffect, useSyncExternalStore } from 'react';
import { subscribeTo, type Platform } from '@anifan/contract';
import { RemotePage } from '../features/remotes/components/remote-page';
import type { RouteEntry } from '@anifan/contract';
import type { ShellNavigation } from './navigation';
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
  names,
}: {
  route: PageRoute;
  platform: Platform;
  /** The name the page gives what it shows, put before the route's title. */
  names: Pick<ShellNavigation, 'pageName$' | 'pageName'>;
}) {
  const name = useSyncExternalStore(subscribeTo(names.pageName$), names.pageName);
  // A name belongs to the page that gave it: leaving the route takes it away.
  useEffect(() => () => platform.navigation.setPageName?.(null), [platform]);
  useDocumentTitle(documentTitle(route.title, name));
  return <RemotePage remote={route.remote} module={route.module} platform={platform} />;
});
