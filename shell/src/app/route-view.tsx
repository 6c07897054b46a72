// One routed page: sets the document title and mounts the remote page that serves the route.
import type { Platform } from '@anifan/contract';
import { RemotePage } from '../features/remotes/components/remote-page';
import type { RouteEntry } from '@anifan/contract';
import { documentTitle } from './routes';
import { useDocumentTitle } from './use-document-title';

export function RouteView({ route, platform }: { route: RouteEntry; platform: Platform }) {
  useDocumentTitle(documentTitle(route.title));
  return <RemotePage remote={route.remote} module={route.module} platform={platform} />;
}
