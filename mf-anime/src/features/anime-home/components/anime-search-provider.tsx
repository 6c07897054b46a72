// Holds the anime home's search state for the components of one mounted page: the text and the
// tab in the URL, so Back, Forward and a reload keep them; the list and the submission count in memory.
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnimeListItem } from '@anifan/contract';
import { AnimeSearchContext, type AnimeSearchState } from '../lib/anime-search-context';
import { readHomeLocation, writeHomeLocation } from '../lib/home-location';

export function AnimeSearchProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { searchKey, tab } = readHomeLocation(params);
  const [submitCount, setSubmitCount] = useState(0);
  const [animeList, setAnimeList] = useState<readonly AnimeListItem[]>([]);
  const value = useMemo<AnimeSearchState>(
    () => ({
      searchKey,
      tab,
      submitCount,
      animeList,
      submitSearch(text, nextTab = tab) {
        // The same search again changes no variable, so the lists are re-mounted to fetch again. A new
        // text needs no re-mount: the lists fetch for it when the URL arrives (bumping the count as well
        // would re-mount them first with the old text, since the router applies the URL in a transition).
        if (text === searchKey && nextTab === tab) {
          setSubmitCount((count) => count + 1);
          return;
        }
        // A new search is a new history entry, as on a search site: Back returns to the previous results.
        // The same text shown in another tab only moves within this entry.
        setParams(writeHomeLocation(params, { searchKey: text, tab: nextTab }), {
          replace: text === searchKey,
        });
      },
      selectTab(nextTab) {
        // Tabs are views of one search, not steps to walk back through.
        if (nextTab !== tab)
          setParams(writeHomeLocation(params, { searchKey, tab: nextTab }), { replace: true });
      },
      replaceAnimeList: setAnimeList,
    }),
    [searchKey, tab, submitCount, animeList, params, setParams],
  );
  return <AnimeSearchContext.Provider value={value}>{children}</AnimeSearchContext.Provider>;
}
