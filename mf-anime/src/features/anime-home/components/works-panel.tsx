// The アニメ作品 tab: anime works matching the submitted search, most popular first.
import { useMemo } from 'react';
import { ROUTES } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { CatalogCard } from '../../../shared/cards/components/catalog-card';
import { CatalogList } from '../../../shared/cards/components/catalog-list';
import { EAGER_COVERS } from '../../../shared/cards/components/cover-image';
import { useGetAnimeWorks, type AnimeWork } from '../api/get-anime-works';
import { useAnimeSearch, useReplaceAnimeList } from '../hooks/use-anime-search';
import { animeFromCard } from '../../../shared/cards/lib/selection';
import { CompactListStatus } from '../../../shared/my-list';
import styles from './anime-home.module.css';

export function WorksPanel() {
  const { bus, navigation } = usePlatform();
  const { searchKey } = useAnimeSearch();
  const query = useGetAnimeWorks(searchKey);
  const list = useMemo(
    () => query.items?.map((work) => animeFromCard(work.title, work.image)),
    [query.items],
  );
  useReplaceAnimeList(list);

  const select = (work: AnimeWork) => {
    bus.selectAnime(animeFromCard(work.title, work.image));
    navigation.navigate(ROUTES.animeDetail);
  };

  return (
    <>
      <p className={styles.panelCaption}>検索したキーワードに合うアニメ作品を、人気の高い順に表示します。</p>
      <CatalogList
        query={query}
        label="アニメ作品"
        shape="portrait"
        minColumn={200}
        itemKey={(work) => String(work.id)}
        renderItem={(work, index) => (
          <CatalogCard
            title={work.title}
            image={work.image}
            shape="portrait"
            rank={index + 1}
            eager={index < EAGER_COVERS}
            onSelect={() => select(work)}
            action={<CompactListStatus mediaId={work.id} title={work.title} />}
          />
        )}
      />
    </>
  );
}
