// Exposed as `mf_anime/MyList`: マイリスト at /myList, a page mf-anime contributes (webpack.config.ts `pages`).
import { useState } from 'react';
import type { RemotePageProps } from '@anifan/contract';
import { MyList } from '../features/my-list/components/my-list';
import { CatalogProvider } from '../shared/catalog/components/catalog-provider';
import { PlatformProvider } from '../lib/platform-context';

export default function MyListPage({ platform }: RemotePageProps) {
  // Read once per visit: what has aired is decided against one moment while the page is open.
  const [now] = useState(() => new Date());
  return (
    <PlatformProvider platform={platform}>
      <CatalogProvider platform={platform}>
        <MyList now={now} />
      </CatalogProvider>
    </PlatformProvider>
  );
}
