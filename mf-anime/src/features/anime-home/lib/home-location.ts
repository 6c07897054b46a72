// The anime home's view state in its own URL (`#/animeHome?q=…&tab=…&season=…`), so that Back, Forward
// and a reload bring back the search and the tab, each history entry with its own, and a link can share them.
import { parseSeasonFilter } from '@anifan/contract';

export const ANIME_TAB_IDS = ['thisSeason', 'nextSeason', 'nSeason', 'works', 'characters'] as const;
export type AnimeTabId = (typeof ANIME_TAB_IDS)[number];

/** The first tab is selected at start. */
export const DEFAULT_TAB: AnimeTabId = 'thisSeason';

export interface HomeLocation {
  /** searchKey: the last submitted search text. */
  searchKey: string;
  tab: AnimeTabId;
  /**
   * A season chosen for the N期 tab by a button (`2026-spring`), not typed: it shows there in place of
   * the season the search text names, and leaves the text to the title search.
   */
  season?: string;
}

const SEARCH_PARAM = 'q';
const TAB_PARAM = 'tab';
const SEASON_PARAM = 'season';

const isTabId = (value: string | null): value is AnimeTabId =>
  (ANIME_TAB_IDS as readonly (string | null)[]).includes(value);

/** What the URL says; an unknown tab is the first tab, and a season must be `{year}-{season}`. */
export function readHomeLocation(params: URLSearchParams): HomeLocation {
  const tab = params.get(TAB_PARAM);
  const season = params.get(SEASON_PARAM);
  const location: HomeLocation = {
    searchKey: params.get(SEARCH_PARAM) ?? '',
    tab: isTabId(tab) ? tab : DEFAULT_TAB,
  };
  return season && parseSeasonFilter(season)?.season ? { ...location, season } : location;
}

/** `params` with the home's state written in; defaults are left out, so a fresh home keeps a bare URL. */
export function writeHomeLocation(params: URLSearchParams, location: HomeLocation): URLSearchParams {
  const next = new URLSearchParams(params);
  if (location.searchKey === '') next.delete(SEARCH_PARAM);
  else next.set(SEARCH_PARAM, location.searchKey);
  if (location.tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, location.tab);
  if (location.season === undefined) next.delete(SEASON_PARAM);
  else next.set(SEASON_PARAM, location.season);
  return next;
}
