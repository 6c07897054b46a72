// Holds the anime home's search state for the components of one mounted page: the text, the tab and a
// chosen N期 season in the URL, so Back, Forward and a reload keep them; the list and the submission
// count in memory.
import { useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AnimeListItem } from '@anifan/contract';
import { AnimeSearchContext, type AnimeSearchState } from '../lib/anime-search-context';
import { readHomeLocation, writeHomeLocation } from '../lib/home-location';

export function AnimeSearchProvider({ children }: { children: ReactNode }) {
  const [params, setParams] = useSearchParams();
  const { searchKey, tab, season: chosenSeason } = readHomeLocation(params);
  const [submitCount, setSubmitCount] = useState(0);
  const [animeList, setAnimeList] = useState<readonly AnimeListItem[]>([]);
  const value = useMemo<AnimeSearchState>(
    () => ({
      searchKey,
      tab,
      chosenSeason,
      submitCount,
      animeList,
      submitSearch(text) {
        // The same search again changes no variable, so the lists are re-mounted to fetch again. A new
        // text needs no re-mount: the lists fetch for it when the URL arrives (bumping the count as well
        // would re-mount them first with the old text, since the router applies the URL in a transition).
        if (text === searchKey) setSubmitCount((count) => count + 1);
        // A new search is a new history entry, as on a search site: Back returns to the previous results.
        // A search also decides the N期 season again, so a season shown by a button goes.
        if (text !== searchKey || chosenSeason !== undefined)
          setParams(writeHomeLocation(params, { searchKey: text, tab }), { replace: text === searchKey });
      },
      selectTab(nextTab) {
        // Tabs are views of one search, not steps to walk back through.
        if (nextTab !== tab)
          setParams(writeHomeLocation(params, { searchKey, tab: nextTab, season: chosenSeason }), {
            replace: true,
          });
      },
      chooseSeason(season) {
        // Another list, like a new search: Back returns to the one the button was on.
        setParams(writeHomeLocation(params, { searchKey, tab: 'nSeason', season }));
      },
      replaceAnimeList: setAnimeList,
    }),
    [searchKey, tab, chosenSeason, submitCount, animeList, params, setParams],
  );
  return <AnimeSearchContext.Provider value={value}>{children}</AnimeSearchContext.Provider>;
}
