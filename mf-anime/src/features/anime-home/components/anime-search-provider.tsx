// Holds the anime home's search state (SPEC §3) for the components of one mounted page.
import { useMemo, useState, type ReactNode } from 'react';
import type { AnimeListItem } from '@anifan/contract';
import { AnimeSearchContext, type AnimeSearchState } from '../lib/anime-search-context';

export function AnimeSearchProvider({ children }: { children: ReactNode }) {
  const [search, setSearch] = useState({ searchKey: '', submitCount: 0 });
  const [animeList, setAnimeList] = useState<readonly AnimeListItem[]>([]);
  const value = useMemo<AnimeSearchState>(
    () => ({
      ...search,
      animeList,
      submitSearch: (text) =>
        setSearch((previous) => ({ searchKey: text, submitCount: previous.submitCount + 1 })),
      replaceAnimeList: setAnimeList,
    }),
    [search, animeList],
  );
  return <AnimeSearchContext.Provider value={value}>{children}</AnimeSearchContext.Provider>;
}
