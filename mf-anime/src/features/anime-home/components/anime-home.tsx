// The anime home (docs/screens.md#anime-home): the search box and the five tabs with their lists.
import { useCallback, useId, useState } from 'react';
import { currentSeason, nextSeason, parseNSeason, SEASON_LIST_SIZES } from '@anifan/contract';
import { useAnimeSearch } from '../hooks/use-anime-search';
import { useScrollRestoration } from '../hooks/use-scroll-restoration';
import type { AnimeTabId } from '../lib/home-location';
import { namesSeason } from '../lib/season-text';
import { AnimeTabs, tabElementId, type TabDefinition } from './anime-tabs';
import { CharactersPanel } from './characters-panel';
import { SearchForm } from './search-form';
import { SearchSummary } from './search-summary';
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
  const { searchKey, tab, chosenSeason, submitCount, submitSearch, selectTab, chooseSeason } =
    useAnimeSearch();
  const [draft, setDraft] = useState(searchKey);
  const [shownKey, setShownKey] = useState(searchKey);
  // Back and Forward between two searches change the submitted text: the box shows it again.
  if (shownKey !== searchKey) {
    setShownKey(searchKey);
    setDraft(searchKey);
  }
  useScrollRestoration();

  // The tab a button or link opened takes the focus: what was clicked disappears with its panel.
  const focusTab = useCallback(
    (id: AnimeTabId) => document.getElementById(tabElementId(idPrefix, id))?.focus(),
    [idPrefix],
  );

  // The season goes into N期 on its own: the search text stays the visitor's, for the title search.
  const showSeason = useCallback(
    (season: string) => {
      chooseSeason(season);
      focusTab('nSeason');
    },
    [chooseSeason, focusTab],
  );

  // Where the results of a search are, above a list that does not use its text.
  const summary = searchKey !== '' && (
    <SearchSummary key={`summary:${submitCount}`} now={now} onFollow={focusTab} />
  );
  const nSeasonFromText = chosenSeason === undefined && namesSeason(searchKey);
  const nSeason = chosenSeason ?? parseNSeason(searchKey, now);

  const renderPanel = (id: AnimeTabId) => {
    // Keyed by submission: every search re-mounts the list, so even the same text fetches again.
    switch (id) {
      case 'thisSeason':
        return (
          <>
            {summary}
            <SeasonPanel
              key={submitCount}
              season={currentSeason(now)}
              first={SEASON_LIST_SIZES.thisSeason}
              onShowSeason={showSeason}
              showNewestBelow
            />
          </>
        );
      case 'nextSeason':
        return (
          <>
            {summary}
            <SeasonPanel
              key={submitCount}
              season={nextSeason(now)}
              first={SEASON_LIST_SIZES.nextSeason}
              onShowSeason={showSeason}
              showNewestBelow
            />
          </>
        );
      case 'nSeason':
        return (
          <>
            {!nSeasonFromText && summary}
            <NSeasonHint folded={chosenSeason !== undefined || nSeasonFromText} />
            <SeasonPanel
              key={`${submitCount}:${nSeason}`}
              season={nSeason}
              first={SEASON_LIST_SIZES.nSeason}
              onShowSeason={showSeason}
              withMore
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

/**
 * What the N期 tab is for and how to ask it. Once a season is shown by a season search or a button, it
 * folds away behind a summary line instead of staying up above the list.
 */
function NSeasonHint({ folded }: { folded: boolean }) {
  const lines = (
    <>
      <p>N期のアニメ情報がここに表示されます。検索ボックスに時期を入力して検索してください。</p>
      <p>検索例: 「3年前 秋」「来年 春」「夏」「2024年 秋」</p>
    </>
  );
  return folded ? (
    <details className={styles.hintFolded}>
      <summary>時期の指定のしかた</summary>
      {lines}
    </details>
  ) : (
    <div className={styles.hint}>{lines}</div>
  );
}
