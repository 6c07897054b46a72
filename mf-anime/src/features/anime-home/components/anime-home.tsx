// The anime home (docs/screens.md#anime-home): the search box and the five tabs with their lists.
import { useCallback, useId, useState } from 'react';
import {
  currentSeason,
  nextSeason,
  nSeasonQueryFor,
  parseNSeason,
  SEASON_LIST_SIZES,
} from '@anifan/contract';
import { useAnimeSearch } from '../hooks/use-anime-search';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import type { AnimeTabId } from '../lib/home-location';
import { AnimeTabs, tabElementId, type TabDefinition } from './anime-tabs';
import { CharactersPanel } from './characters-panel';
import { SearchForm } from './search-form';
import { SeasonPanel } from './season-panel';
import { WorksPanel } from './works-panel';
import styles from './anime-home.module.css';

export const ANIME_TABS: ReadonlyArray<TabDefinition<AnimeTabId>> = [
  { id: 'thisSeason', label: '今期のアニメ' },
  { id: 'nextSeason', label: '来期のアニメ' },
  { id: 'nSeason', label: 'N期のアニメ' },
  { id: 'works', label: 'アニメ作品' },
  { id: 'characters', label: 'キャラクター' },
];

interface AnimeHomeProps {
  /** "Now" for the season tabs; the page passes the browser's clock. */
  now: Date;
}

export function AnimeHome({ now }: AnimeHomeProps) {
  const idPrefix = useId();
  const { searchKey, tab, submitCount, submitSearch, selectTab } = useAnimeSearch();
  const [draft, setDraft] = useState(searchKey);
  const [shownKey, setShownKey] = useState(searchKey);
  // Back and Forward between two searches change the submitted text: the box shows it again.
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    setDraft(searchKey);
  }
  useScrollRestoration();

  const showSeason = useCallback(
    (season: string) => {
      const query = nSeasonQueryFor(season, now);
      if (query === null) return;
      setDraft(query);
      submitSearch(query, 'nSeason');
      // The button that asked for this disappears with its panel: keep focus somewhere meaningful.
      document.getElementById(tabElementId(idPrefix, 'nSeason'))?.focus();
    },
    [now, submitSearch, idPrefix],
  );

  const renderPanel = (id: AnimeTabId) => {
    // Keyed by submission: every search re-mounts the list, so even the same text fetches again.
    switch (id) {
      case 'thisSeason':
        return (
          <SeasonPanel
            key={submitCount}
            season={currentSeason(now)}
            first={SEASON_LIST_SIZES.thisSeason}
            onShowSeason={showSeason}
          />
        );
      case 'nextSeason':
        return (
          <SeasonPanel
            key={submitCount}
            season={nextSeason(now)}
            first={SEASON_LIST_SIZES.nextSeason}
            onShowSeason={showSeason}
          />
        );
      case 'nSeason':
        return (
          <>
            <div className={styles.hint}>
              <p>N期のアニメ情報がここに表示されます。検索ボックスに時期を入力して検索してください。</p>
              <p>検索例: 「3年前 秋」「来年 春」「夏」「2024年 秋」</p>
            </div>
            <SeasonPanel
              key={submitCount}
              season={parseNSeason(searchKey, now)}
              first={SEASON_LIST_SIZES.nSeason}
              onShowSeason={showSeason}
            />
          </>
        );
      case 'works':
        return <WorksPanel key={submitCount} />;
      case 'characters':
        return <CharactersPanel key={submitCount} />;
    }
  };

  return (
    <section className={styles.home} aria-labelledby={`${idPrefix}-heading`}>
      <h1 id={`${idPrefix}-heading`} className={styles.visuallyHidden}>
        アニメを探す
      </h1>
      <SearchForm value={draft} onChange={setDraft} onSubmit={submitSearch} />
      <AnimeTabs
        idPrefix={idPrefix}
        label="アニメの一覧"
        tabs={ANIME_TABS}
        selected={tab}
        onSelect={selectTab}
        renderPanel={renderPanel}
      />
    </section>
  );
}
