// Access to the anime home's search state, and the effect by which a loaded list replaces `animeList`.
import { useContext, useEffect } from 'react';
import type { AnimeListItem } from '@anifan/contract';
import { AnimeSearchContext, type AnimeSearchState } from '../lib/anime-search-context';

export function useAnimeSearch(): AnimeSearchState {
  const state = useContext(AnimeSearchContext);
  if (!state) throw new Error('useAnimeSearch needs an AnimeSearchProvider');
  return state;
}

/** Each list, once loaded, replaces the shared animeList. */
export function useReplaceAnimeList(list: readonly AnimeListItem[] | undefined): void {
  const { replaceAnimeList } = useAnimeSearch();
  useEffect(() => {
    if (list) replaceAnimeList(list);
  }, [list, replaceAnimeList]);
}
