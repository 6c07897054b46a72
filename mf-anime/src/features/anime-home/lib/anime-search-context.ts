// The anime home's search state, kept inside mf-anime: the submitted search text, the selected tab and
// the last loaded list. The text and the tab live in the page's URL (lib/home-location.ts).
import { createContext } from 'react';
import type { AnimeListItem } from '@anifan/contract';
import type { AnimeTabId } from './home-location';

export interface AnimeSearchState {
  /** The last submitted search text. */
  searchKey: string;
  /** The tab shown. */
  tab: AnimeTabId;
  /** Counts submissions of the text already shown, so lists refetch even when the same text is submitted again. */
  submitCount: number;
  /** The list the anime home loaded last (each loaded list replaces it). */
  animeList: readonly AnimeListItem[];
  /** Submits `text`, and shows `tab` with it when one is given. */
  submitSearch(text: string, tab?: AnimeTabId): void;
  selectTab(tab: AnimeTabId): void;
  replaceAnimeList(list: readonly AnimeListItem[]): void;
}

export const AnimeSearchContext = createContext<AnimeSearchState | null>(null);
