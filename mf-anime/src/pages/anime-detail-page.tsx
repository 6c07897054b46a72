// Exposed as `mf_anime/AnimeDetail`: the selected anime's characters at /popularAnime/animeDetail.
import type { RemotePageProps } from '@anifan/contract';
import { AnimeDetail } from '../features/anime-detail/components/anime-detail';
import { CatalogProvider } from '../shared/catalog/components/catalog-provider';
import { PlatformProvider } from '../lib/platform-context';
import { MyListMessages } from '../shared/my-list';

export default function AnimeDetailPage({ platform }: RemotePageProps) {
  return (
    <PlatformProvider platform={platform}>
      <CatalogProvider platform={platform}>
        <AnimeDetail />
      </CatalogProvider>
      <MyListMessages />
    </PlatformProvider>
  );
}
