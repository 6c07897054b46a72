// The app's fixed routes: one table for the shell's router and sidebar, and the paths every remote links
// to. A remote adds pages of its own without a shell release through contributed-pages.ts.
import type { RemoteName } from './remotes';

/**
 * Every path the app has (hash history). Detail pages read the selection from the bus; their address
 * also carries the shown work's or character's id (DETAIL_ID_PARAM), so a link to one can be shared.
 */
export const ROUTES = {
  home: '/',
  animeHome: '/animeHome',
  timetable: '/timetable',
  favorites: '/favorites',
  characterChat: '/characterChat',
  pokepokeCard: '/pokepokeCard',
  markItDown: '/markItDown',
  corkBoard: '/corkBoard',
  animeList: '/animeList',
  animeDetail: '/popularAnime/animeDetail',
  characterDetail: '/popularAnime/characterDetail',
} as const;

export type RouteName = keyof typeof ROUTES;
export type RoutePath = (typeof ROUTES)[RouteName];

export interface RouteEntry {
  path: RoutePath;
  remote: RemoteName;
  /** The module the remote exposes for this page, without the leading `./`. */
  module: string;
  /** The page name in the document title. */
  title: string;
  /** Sidebar label; detail pages reached from another page have none. */
  navLabel?: string;
}

export const APP_NAME = 'AniFan';

/** The query parameter of a detail page's address: `#/popularAnime/animeDetail?id=113415`. */
export const DETAIL_ID_PARAM = 'id';

/** The largest GraphQL Int: a catalogue id never exceeds it. */
const MAX_GRAPHQL_INT = 2 ** 31 - 1;

/** A work's catalogue id (a positive GraphQL Int) from its decimal text; null for any other text. */
export function parseAnimeId(text: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= MAX_GRAPHQL_INT ? id : null;
}

/** In sidebar order. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: ROUTES.home, remote: 'mf_demos', module: 'HomeLanding', title: 'ホーム', navLabel: 'ホーム' },
  { path: ROUTES.animeHome, remote: 'mf_anime', module: 'AnimeHome', title: 'アニメ', navLabel: 'アニメ' },
  {
    path: ROUTES.timetable,
    remote: 'mf_anime',
    module: 'Timetable',
    title: '放送カレンダー',
    navLabel: '放送カレンダー',
  },
  {
    path: ROUTES.favorites,
    remote: 'mf_character',
    module: 'Favorites',
    title: 'お気に入り',
    navLabel: 'お気に入り',
  },
  {
    path: ROUTES.characterChat,
    remote: 'mf_chat',
    module: 'CharacterChat',
    title: 'キャラクターチャット',
    navLabel: 'キャラクターチャット',
  },
  {
    path: ROUTES.pokepokeCard,
    remote: 'mf_demos',
    module: 'PokepokeCard',
    title: 'ポケポケカード',
    navLabel: 'ポケポケカード',
  },
  {
    path: ROUTES.markItDown,
    remote: 'mf_demos',
    module: 'MarkItDown',
    title: 'MarkItDown',
    navLabel: 'MarkItDown',
  },
  {
    path: ROUTES.corkBoard,
    remote: 'mf_demos',
    module: 'CorkBoard',
    title: 'コルクボード',
    navLabel: 'コルクボード',
  },
  {
    path: ROUTES.animeList,
    remote: 'mf_demos',
    module: 'AnimeList',
    title: 'アニメ一覧',
    navLabel: 'アニメ一覧',
  },
  { path: ROUTES.animeDetail, remote: 'mf_anime', module: 'AnimeDetail', title: 'アニメ詳細' },
  {
    path: ROUTES.characterDetail,
    remote: 'mf_character',
    module: 'CharacterDetail',
    title: 'キャラクター詳細',
  },
];
