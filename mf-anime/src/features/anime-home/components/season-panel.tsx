// A season tab's list (this season, next season, N-season): GetWorks for one season, ranked cards, each
// with the マイリスト control once its AniList id is known (GetSeasonWorkIds).
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { formatSeasonJa, ROUTES, type AnimeListItem } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { CardGrid } from '../../../shared/cards/components/card-grid';
import { CatalogCard } from '../../../shared/cards/components/catalog-card';
import { CatalogList } from '../../../shared/cards/components/catalog-list';
import { EAGER_COVERS } from '../../../shared/cards/components/cover-image';
import { ErrorState } from '../../../shared/cards/components/list-states';
import { useCatalogInfo } from '../../../shared/catalog/hooks/use-catalog-info';
import { catalogErrorMessage } from '../../../shared/catalog/lib/error-messages';
import { SnapshotHint } from '../../../shared/catalog/components/snapshot-hint';
import { CompactListStatus } from '../../../shared/my-list';
import { useGetWorks, type SeasonWork } from '../api/get-works';
import { useSeasonWorkIds } from '../api/get-season-work-ids';
import { useSeasonRest, type SeasonRest } from '../api/get-season-rest';
import { useReplaceAnimeList } from '../hooks/use-anime-search';
import { newestCoveredBefore } from '../lib/newest-covered';
import { seasonOrder } from '../lib/season-order';
import styles from './anime-home.module.css';

/** The caption's start on the list shown under an empty season beyond the offline snapshot. */
export const NEWEST_COVERED = '収録されている最新の時期: ';

interface SeasonPanelProps {
  season: string;
  first: number;
  /** Shows a season through the N-season tab (used by the snapshot hint). */
  onShowSeason: (season: string) => void;
  /**
   * 今期 and 来期: when the season lies beyond the offline snapshot, the newest season it covers is
   * listed below the explanation, so the first screen is never only empty.
   */
  showNewestBelow?: boolean;
  /** N期: もっと見る under a full list shows the rest of the season after it. */
  withMore?: boolean;
  /** The newest covered season's list under an empty one: its caption says what it is. */
  isNewestCovered?: boolean;
}

export function SeasonPanel({
  season,
  first,
  onShowSeason,
  showNewestBelow = false,
  withMore = false,
  isNewestCovered = false,
}: SeasonPanelProps) {
  const { bus, navigation } = usePlatform();
  const query = useGetWorks(season, first);
  const info = useCatalogInfo('GetWorks', query.variables);
  const newest = newestCoveredBefore(season, info);
  const newestBelow =
    showNewestBelow && newest !== undefined && !query.loading && !query.error && query.items?.length === 0
      ? newest
      : undefined;
  const { rest, load } = useSeasonRest(season);
  const more = useMemo(
    () => (rest.status === 'loaded' && query.items ? rest.items.slice(query.items.length) : []),
    [rest, query.items],
  );
  const shownWorks = useMemo(() => query.items && [...query.items, ...more], [query.items, more]);
  const shownList = useMemo(() => shownWorks?.map((work) => work.item), [shownWorks]);
  // The list below an empty one is the list shown, so the empty one does not replace it afterwards.
  useReplaceAnimeList(newestBelow ? undefined : shownList);
  const mediaIds = useSeasonWorkIds(shownWorks);
  const order = seasonOrder(
    query.items?.map((work) => work.item),
    info?.source,
  );
  const emptyDetail = useMemo(
    () =>
      newest ? <SnapshotHint newestSeason={newest} onShowSeason={() => onShowSeason(newest)} /> : undefined,
    [newest, onShowSeason],
  );

  // With its id, the detail opens this very work, whose マイリスト entry the card's control changed.
  const select = (item: AnimeListItem, id: number | undefined) => {
    bus.selectAnime(id === undefined ? item : { ...item, id });
    navigation.navigate(ROUTES.animeDetail);
  };
  const label = `${formatSeasonJa(season)}のアニメ`;
  const renderItem = (offset: number) => (work: SeasonWork, index: number) => {
    const id = work.malId === null ? undefined : mediaIds.get(work.malId);
    return (
      <CatalogCard
        title={work.item.title}
        image={work.item.image.facebookOgImageUrl}
        shape="landscape"
        rank={offset + index + 1}
        eager={offset + index < EAGER_COVERS}
        onSelect={() => select(work.item, id)}
        action={id === undefined ? null : <CompactListStatus mediaId={id} title={work.item.title} />}
      />
    );
  };

  const Caption = isNewestCovered ? 'h2' : 'p';
  return (
    <>
      <Caption className={isNewestCovered ? styles.newestCaption : styles.panelCaption}>
        {isNewestCovered && NEWEST_COVERED}
        {label}
        {order && `（${order}）`}
      </Caption>
      <CatalogList
        query={query}
        label={label}
        shape="landscape"
        minColumn={200}
        itemKey={(work, index) => `${index}:${work.item.title}`}
        emptyDetail={emptyDetail}
        renderItem={renderItem(0)}
      />
      {withMore && query.items?.length === first && (
        <SeasonRestList season={season} shown={first} rest={rest} more={more} onLoad={load}>
          {(items) => (
            <CardGrid
              items={items}
              label={`${label}（${first + 1}位から）`}
              minColumn={200}
              itemKey={(work, index) => `${first + index}:${work.item.title}`}
              renderItem={renderItem(first)}
            />
          )}
        </SeasonRestList>
      )}
      {newestBelow && (
        <SeasonPanel season={newestBelow} first={first} onShowSeason={onShowSeason} isNewestCovered />
      )}
    </>
  );
}

interface SeasonRestListProps {
  season: string;
  /** How many works the list above shows. */
  shown: number;
  rest: SeasonRest;
  /** The works after those. */
  more: readonly SeasonWork[];
  onLoad: () => void;
  children: (works: readonly SeasonWork[]) => ReactNode;
}

/** もっと見る under a full list; then Loading..., an error with 再試行, or the rest with its first card focused. */
function SeasonRestList({ season, shown, rest, more, onLoad, children }: SeasonRestListProps) {
  const end = useRef<HTMLDivElement>(null);
  const loaded = rest.status === 'loaded';

  useEffect(() => {
    // The button is gone: the reader goes on with the first work it brought, or at the list's end.
    if (!loaded) return;
    const firstAdded = end.current?.querySelector<HTMLElement>('li a[href], li button');
    (firstAdded ?? end.current)?.focus();
  }, [loaded]);

  if (rest.status === 'loaded')
    return (
      <div ref={end} tabIndex={-1} className={styles.rest}>
        {more.length > 0 ? (
          children(more)
        ) : (
          <p className={styles.panelCaption}>
            {formatSeasonJa(season)}のアニメは、この{shown}件で全部です。
          </p>
        )}
      </div>
    );
  if (rest.status === 'failed')
    return <ErrorState message={catalogErrorMessage(rest.error)} onRetry={onLoad} />;
  return (
    <div className={styles.more}>
      {rest.status === 'loading' && (
        <p role="status" className={styles.panelCaption}>
          Loading...
        </p>
      )}
      {/* Not disabled while loading: a disabled button would drop the keyboard focus. */}
      <button
        type="button"
        className={styles.moreButton}
        aria-disabled={rest.status === 'loading'}
        onClick={() => rest.status !== 'loading' && onLoad()}
      >
        もっと見る
      </button>
    </div>
  );
}
