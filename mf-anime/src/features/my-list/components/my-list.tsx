// マイリスト: the fan's list by status tab with counts, filtered by title and sorted, 「次に見る」 at the top,
// and the MyAnimeList import and export; a guest's list is this browser's.
import { lazy, memo, Suspense, useId, useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ROUTES } from '@anifan/contract';
import { usePlatform } from '../../../lib/platform-context';
import { CoverImage } from '../../../shared/cards/components/cover-image';
import { ErrorState } from '../../../shared/cards/components/list-states';
import { animeFromCard } from '../../../shared/cards/lib/selection';
import { useCatalogInfo } from '../../../shared/catalog/hooks/use-catalog-info';
import { catalogErrorMessage } from '../../../shared/catalog/lib/error-messages';
import { useMyList } from '../../../shared/my-list';
import { useListWorks } from '../api/use-list-works';
import { useProgressiveCount } from '../hooks/use-progressive-count';
import {
  isListSort,
  isListTab,
  LIST_SORTS,
  LIST_TABS,
  tabCounts,
  toRows,
  upNext,
  visibleRows,
  type ListRow,
  type ListSort,
  type ListTab,
  type UpNext as UpNextItem,
} from '../lib/list-view';
import { nextEpisodeLabel, sameNextEpisode } from '../lib/next-episode';
import { ImportExport } from './import-export';
import styles from './my-list.module.css';

// Only a signed-in fan has the switch: kept out of the page's first chunk.
const PublishSwitch = lazy(async () => ({
  default: (await import(/* webpackChunkName: "my-list-publish" */ './publish-switch')).PublishSwitch,
}));

/** The tab, sort and filter in the address (`#/myList?tab=PLANNING&sort=title&q=…`), so Back keeps them. */
function useListOptions() {
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const sortParam = params.get('sort');
  const tab: ListTab = isListTab(tabParam) ? tabParam : 'CURRENT';
  const sort: ListSort = isListSort(sortParam) ? sortParam : 'updated';
  const query = params.get('q') ?? '';
  const set = (change: { tab?: ListTab; sort?: ListSort; q?: string }) => {
    const next = { tab, sort, q: query, ...change };
    setParams(
      {
        ...(next.tab === 'CURRENT' ? {} : { tab: next.tab }),
        ...(next.sort === 'updated' ? {} : { sort: next.sort }),
        ...(next.q === '' ? {} : { q: next.q }),
      },
      { replace: true },
    );
  };
  return { tab, sort, query, set };
}

/**
 * Rows rendered at once in 次に見る and in the tab: a phone's first screen (the rest follow a few at a
 * time, so a list of hundreds paints as fast as a short one). A step of six keeps each task short on a
 * slow phone: twelve made tasks of over 100 ms at Lighthouse's CPU slowdown.
 */
export const FIRST_ROWS = 8;
const ROWS_PER_STEP = 6;

/** The same row again (its entry and work unchanged) is not rendered again when the list changes. */
const sameRow = (a: { row: ListRow }, b: { row: ListRow }) =>
  a.row.entry === b.row.entry && a.row.work === b.row.work;

export function MyList({ now }: { now: Date }) {
  const list = useMyList();
  const ids = useMemo(() => [...list.entries.keys()], [list.entries]);
  const works = useListWorks(ids);
  const rows = useMemo(() => toRows(list.entries.values(), works.works), [list.entries, works.works]);
  const upNextItems = useMemo(() => upNext(rows, now), [rows, now]);
  const signedIn = list.source === 'account';
  const loading = list.status === 'loading' || (works.loading && ids.length > 0);

  return (
    <section className={styles.page} aria-labelledby="my-list-heading">
      <h1 id="my-list-heading" className={styles.title}>
        マイリスト
      </h1>
      <SourceNote signedIn={signedIn} />
      {list.notice && (
        <div role="status" className={styles.banner}>
          <p>{list.notice}</p>
          <button type="button" className={styles.secondary} onClick={list.dismissNotice}>
            閉じる
          </button>
        </div>
      )}
      {list.error && (
        <div role="alert" className={`${styles.banner} ${styles.bannerError}`}>
          <p>{list.error}</p>
          <button type="button" className={styles.secondary} onClick={list.dismissError}>
            閉じる
          </button>
        </div>
      )}
      {loading ? (
        <p role="status" className={styles.message}>
          Loading...
        </p>
      ) : ids.length === 0 ? (
        <EmptyList />
      ) : (
        <>
          {works.error !== undefined && (
            <ErrorState message={catalogErrorMessage(works.error)} onRetry={works.refetch} />
          )}
          <UpNextSection items={upNextItems} horizonNote={<HorizonNote ids={works.firstRequest?.ids} />} />
          <ListTabs rows={rows} />
        </>
      )}
      {/* Below the list once it is shown: under Loading... they would be pushed down when it arrives. */}
      {!loading && (
        <Suspense fallback={null}>
          {signedIn && <PublishSwitch />}
          <ImportExport signedIn={signedIn} />
        </Suspense>
      )}
    </section>
  );
}

function SourceNote({ signedIn }: { signedIn: boolean }) {
  const { auth } = usePlatform();
  if (signedIn) return null;
  return (
    <p className={styles.note}>
      ゲストのマイリストはこのブラウザに保存されています。サインインすると、アカウントに追加されてほかの端末でも見られます。
      <button type="button" className={styles.linkButton} onClick={() => void auth.signIn()}>
        サインインする
      </button>
    </p>
  );
}

function EmptyList() {
  const { navigation } = usePlatform();
  return (
    <div className={styles.empty}>
      <p className={styles.message}>マイリストはまだ空です。</p>
      <p className={styles.note}>
        アニメの詳細ページで「見てる」「見たい」などを選ぶと、ここに表示されます。
      </p>
      <button
        type="button"
        className={styles.linkButton}
        onClick={() => navigation.navigate(ROUTES.animeHome)}
      >
        アニメを探す
      </button>
    </div>
  );
}

/** From the offline catalogue, says up to when it knows broadcasts (docs/rules.md). */
function HorizonNote({ ids }: { ids: number[] | undefined }) {
  const info = useCatalogInfo('GetListWorks', ids ? { ids } : {});
  const publishedAt = info?.source === 'embedded' ? info.snapshot?.publishedAt : undefined;
  if (!publishedAt) return null;
  const date = new Date(publishedAt);
  return (
    <p className={styles.note}>
      オフラインのアニメ情報は{date.getUTCFullYear()}年{date.getUTCMonth() + 1}
      月時点のものです。それより後の放送日時は、終了日が決まっている作品のほかはわかりません。
    </p>
  );
}

function useOpenWork() {
  const { bus, navigation } = usePlatform();
  return (row: ListRow) => {
    bus.selectAnime({
      ...animeFromCard(row.title, row.work?.coverImage?.large ?? ''),
      id: row.entry.mediaId,
    });
    navigation.navigate(ROUTES.animeDetail);
  };
}

function UpNextSection({ items, horizonNote }: { items: UpNextItem[]; horizonNote: ReactNode }) {
  const rendered = useProgressiveCount(items.length, {
    first: FIRST_ROWS,
    step: ROWS_PER_STEP,
    key: 'upNext',
  });
  return (
    <section className={styles.upNext} aria-labelledby="my-list-up-next">
      <h2 id="my-list-up-next" className={styles.sectionTitle}>
        次に見る
      </h2>
      {items.length === 0 ? (
        <p className={styles.note}>「見てる」の作品で、次に見る話がここに表示されます。</p>
      ) : (
        <ul className={styles.upNextList}>
          {items.slice(0, rendered).map((item) => (
            <li key={item.row.entry.mediaId} className={styles.item}>
              <UpNextEntry row={item.row} next={item.next} />
            </li>
          ))}
        </ul>
      )}
      {horizonNote}
    </section>
  );
}

const UpNextEntry = memo(
  function UpNextEntry({ row, next }: UpNextItem) {
    const open = useOpenWork();
    return (
      <button type="button" className={styles.upNextItem} onClick={() => open(row)}>
        <span className={styles.upNextThumb}>
          <CoverImage src={row.work?.coverImage?.large ?? ''} alt="" shape="landscape" />
        </span>
        <span className={styles.upNextText}>
          <span className={styles.rowTitle}>{row.title}</span>
          <span className={next.kind === 'aired' ? styles.aired : styles.upNextLabel}>
            {nextEpisodeLabel(next)}
          </span>
        </span>
      </button>
    );
  },
  (a, b) => sameRow(a, b) && sameNextEpisode(a.next, b.next),
);

function ListTabs({ rows }: { rows: ListRow[] }) {
  const idPrefix = useId();
  const { tab, sort, query, set } = useListOptions();
  const counts = useMemo(() => tabCounts(rows), [rows]);
  const shown = useMemo(() => visibleRows(rows, tab, query, sort), [rows, tab, query, sort]);
  const rendered = useProgressiveCount(shown.length, {
    first: FIRST_ROWS,
    step: ROWS_PER_STEP,
    key: `${tab} ${sort} ${query}`,
  });
  const tabRefs = useRef(new Map<ListTab, HTMLButtonElement>());
  const label = LIST_TABS.find((entry) => entry.tab === tab)?.label ?? '';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = LIST_TABS.findIndex((entry) => entry.tab === tab);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: LIST_TABS.length - 1,
    };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const target = LIST_TABS[(move + LIST_TABS.length) % LIST_TABS.length];
    if (!target) return;
    set({ tab: target.tab });
    tabRefs.current.get(target.tab)?.focus();
  };

  return (
    <section className={styles.lists} aria-label="状態ごとのリスト">
      <div role="tablist" aria-label="視聴状態" className={styles.tablist} onKeyDown={onKeyDown}>
        {LIST_TABS.map((entry) => (
          <button
            key={entry.tab}
            ref={(element) => {
              if (element) tabRefs.current.set(entry.tab, element);
            }}
            id={`${idPrefix}-tab-${entry.tab}`}
            type="button"
            role="tab"
            aria-selected={entry.tab === tab}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={entry.tab === tab ? 0 : -1}
            className={styles.tab}
            onClick={() => set({ tab: entry.tab })}
          >
            {entry.label} <span className={styles.count}>{counts[entry.tab]}</span>
          </button>
        ))}
      </div>
      <div className={styles.controls}>
        <label className={styles.control}>
          タイトルで絞り込む
          <input
            type="search"
            value={query}
            onChange={(event) => set({ q: event.target.value })}
            className={styles.search}
          />
        </label>
        <label className={styles.control}>
          並び順
          <select
            value={sort}
            onChange={(event) =>
              set({ sort: isListSort(event.target.value) ? event.target.value : 'updated' })
            }
            className={styles.select}
          >
            {LIST_SORTS.map((option) => (
              <option key={option.sort} value={option.sort}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div
        id={`${idPrefix}-panel`}
        role="tabpanel"
        aria-labelledby={`${idPrefix}-tab-${tab}`}
        className={styles.panelBody}
      >
        {shown.length === 0 ? (
          <p className={styles.message}>
            {query.trim()
              ? `「${query.trim()}」に合う${label}の作品はありません`
              : `${label}の作品はありません`}
          </p>
        ) : (
          <ul className={styles.rows}>
            {shown.slice(0, rendered).map((row) => (
              <li key={row.entry.mediaId} className={styles.item}>
                <Row row={row} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** `3話まで`, `3 / 12話`; a rewatch says so. */
function progressText({ entry, work }: ListRow): string {
  const watched =
    typeof work?.episodes === 'number' ? `${entry.progress} / ${work.episodes}話` : `${entry.progress}話まで`;
  return entry.status === 'REPEATING' ? `再視聴中・${watched}` : watched;
}

const Row = memo(function Row({ row }: { row: ListRow }) {
  const open = useOpenWork();
  const score = row.entry.scoreRaw > 0 ? `スコア ${row.entry.scoreRaw / 10}` : null;
  return (
    <button type="button" className={styles.row} onClick={() => open(row)}>
      <span className={styles.rowThumb}>
        <CoverImage src={row.work?.coverImage?.large ?? ''} alt="" shape="landscape" />
      </span>
      <span className={styles.rowText}>
        <span className={styles.rowTitle}>{row.title}</span>
        <span className={styles.rowMeta}>
          {progressText(row)}
          {score && `・${score}`}
          {row.entry.private && '・非公開'}
        </span>
      </span>
    </button>
  );
}, sameRow);
