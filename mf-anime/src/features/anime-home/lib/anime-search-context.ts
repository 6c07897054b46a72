// The anime home's search state, kept inside mf-anime: the submitted search text, the selected tab and
// the last loaded list. The text, the tab and a chosen season live in the page's URL (lib/home-location.ts).
import { createContext } from 'react';
import type { AnimeListItem } from '@anifan/contract';
import type { AnimeTabId } from './home-location';

export interface AnimeSearchState {
  /** The last submitted search text. */
  searchKey: string;
  /** The tab shown. */
  tab: AnimeTabId;
  /** A season chosen for the N期 tab by a button, which the N期 tab shows instead of the text's season. */
  chosenSeason: string | undefined;
  /** Counts submissions of the text already shown, so lists refetch even when the same text is submitted again. */
  submitCount: number;
  /** The list the anime home loaded last (each loaded list replaces it). */
  animeList: readonly AnimeListItem[];
  /** Submits `text`, which then decides the N期 season again. */
  submitSearch(text: string): void;
  selectTab(tab: AnimeTabId): void;
  /** Shows `season` (`2026-spring`) in the N期 tab, leaving the search text as it is. */
  chooseSeason(season: string): void;
  replaceAnimeList(list: readonly AnimeListItem[]): void;
}

export const AnimeSearchContext = createContext<AnimeSearchState | null>(null);
