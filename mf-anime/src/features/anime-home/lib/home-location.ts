// The anime home's view state in its own URL (`#/animeHome?q=…&tab=…`), so that Back, Forward and a
// reload bring back the search and the tab, each history entry with its own, and a link can share them.
export const ANIME_TAB_IDS = ['thisSeason', 'nextSeason', 'nSeason', 'works', 'characters'] as const;
export type AnimeTabId = (typeof ANIME_TAB_IDS)[number];

/** The first tab is selected at start. */
export const DEFAULT_TAB: AnimeTabId = 'thisSeason';

export interface HomeLocation {
  /** searchKey: the last submitted search text. */
  searchKey: string;
  tab: AnimeTabId;
}

const SEARCH_PARAM = 'q';
const TAB_PARAM = 'tab';

const isTabId = (value: string | null): value is AnimeTabId =>
  (ANIME_TAB_IDS as readonly (string | null)[]).includes(value);

/** What the URL says; an unknown tab is the first tab. */
export function readHomeLocation(params: URLSearchParams): HomeLocation {
  const tab = params.get(TAB_PARAM);
  return { searchKey: params.get(SEARCH_PARAM) ?? '', tab: isTabId(tab) ? tab : DEFAULT_TAB };
}

/** `params` with the home's state written in; defaults are left out, so a fresh home keeps a bare URL. */
export function writeHomeLocation(params: URLSearchParams, location: HomeLocation): URLSearchParams {
  const next = new URLSearchParams(params);
  if (location.searchKey === '') next.delete(SEARCH_PARAM);
  else next.set(SEARCH_PARAM, location.searchKey);
  if (location.tab === DEFAULT_TAB) next.delete(TAB_PARAM);
  else next.set(TAB_PARAM, location.tab);
  return next;
}
