// Exposed as `mf_anime/AnimeHome`: the anime home at /animeHome.
import { useState } from 'react';
import type { RemotePageProps } from '@anifan/contract';
import { AnimeHome } from '../features/anime-home/components/anime-home';
import { AnimeSearchProvider } from '../features/anime-home/components/anime-search-provider';
import { CatalogProvider } from '../shared/catalog/components/catalog-provider';
import { PlatformProvider } from '../lib/platform-context';
import { MyListMessages } from '../shared/my-list';

export default function AnimeHomePage({ platform }: RemotePageProps) {
  // The browser's clock decides the seasons, read once per visit so tabs agree with each other.
  const [now] = useState(() => new Date());
  return (
    <PlatformProvider platform={platform}>
      <CatalogProvider platform={platform}>
        <AnimeSearchProvider>
          <AnimeHome now={now} />
        </AnimeSearchProvider>
      </CatalogProvider>
      <MyListMessages />
    </PlatformProvider>
  );
}
