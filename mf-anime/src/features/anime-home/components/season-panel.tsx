// A season tab's list (this season, next season, N-season): GetWorks for one season, ranked cards.
import { useMemo } from 'react';
import { formatSeasonJa, isSeasonAfter, ROUTES, type AnimeListItem } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { CatalogCard } from '../../../shared/cards/components/catalog-card';
import { CatalogList } from '../../../shared/cards/components/catalog-list';
import { EAGER_COVERS } from '../../../shared/cards/components/cover-image';
import { useCatalogInfo } from '../../../shared/catalog/hooks/use-catalog-info';
import { useGetWorks } from '../api/get-works';
import { useReplaceAnimeList } from '../hooks/use-anime-search';
import { seasonOrder } from '../lib/season-order';
import { SnapshotHint } from '../../../shared/catalog/components/snapshot-hint';
import styles from './anime-home.module.css';

interface SeasonPanelProps {
  season: string;
  first: number;
  /** Shows a season through the N-season tab (used by the snapshot hint). */
  onShowSeason: (season: string) => void;
}

export function SeasonPanel({ season, first, onShowSeason }: SeasonPanelProps) {
  const { bus, navigation } = usePlatform();
  const query = useGetWorks(season, first);
  useReplaceAnimeList(query.items);
  const info = useCatalogInfo('GetWorks', query.variables);
  const newest = info?.source === 'embedded' ? info.snapshot?.newestSeason : undefined;
  const order = seasonOrder(query.items, info?.source);
  const emptyDetail = useMemo(
    () =>
      newest && isSeasonAfter(season, newest) ? (
        <SnapshotHint newestSeason={newest} onShowSeason={() => onShowSeason(newest)} />
      ) : undefined,
    [newest, season, onShowSeason],
  );

  const select = (item: AnimeListItem) => {
    bus.selectAnime(item);
    navigation.navigate(ROUTES.animeDetail);
  };

  return (
    <>
      <p className={styles.panelCaption}>
        {formatSeasonJa(season)}のアニメ{order && `（${order}）`}
      </p>
      <CatalogList
        query={query}
        label={`${formatSeasonJa(season)}のアニメ`}
        shape="landscape"
        minColumn={200}
        itemKey={(item, index) => `${index}:${item.title}`}
        emptyDetail={emptyDetail}
        renderItem={(item, index) => (
          <CatalogCard
            title={item.title}
            image={item.image.facebookOgImageUrl}
            shape="landscape"
            rank={index + 1}
            eager={index < EAGER_COVERS}
            onSelect={() => select(item)}
          />
        )}
      />
    </>
  );
}
