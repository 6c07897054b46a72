// SPEC §3's anime selection state kept inside mf-anime: the submitted search text and the last loaded list.
import { createContext } from 'react';
import type { AnimeListItem } from '@anifan/contract';

export interface AnimeSearchState {
  /** The last submitted search text. */
  searchKey: string;
  /** Counts submissions, so lists refetch even when the same text is submitted again. */
  submitCount: number;
  /** The list the anime home loaded last (SPEC §4: each loaded list replaces it). */
  animeList: readonly AnimeListItem[];
  submitSearch(text: string): void;
  replaceAnimeList(list: readonly AnimeListItem[]): void;
}

export const AnimeSearchContext = createContext<AnimeSearchState | null>(null);
