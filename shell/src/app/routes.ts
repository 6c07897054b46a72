// The route table: which remote page each path mounts, its document title and its sidebar label.
import type { RemoteName } from '../features/remotes/lib/remote-manifest';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The exposed module, without the leading `./`. */
  module: string;
  /** The page name in the document title. */
  title: string;
  /** Sidebar label; detail pages reached from another page have none. */
  navLabel?: string;
}

export const APP_NAME = 'AniFan';

export const routes: readonly RouteEntry[] = [
  { path: '/', remote: 'mf_demos', module: 'HomeLanding', title: 'ホーム', navLabel: 'ホーム' },
  { path: '/animeHome', remote: 'mf_anime', module: 'AnimeHome', title: 'アニメ', navLabel: 'アニメ' },
  {
    path: '/favorites',
    remote: 'mf_character',
    module: 'Favorites',
    title: 'お気に入り',
    navLabel: 'お気に入り',
  },
  {
    path: '/characterChat',
    remote: 'mf_chat',
    module: 'CharacterChat',
    title: 'キャラクターチャット',
    navLabel: 'キャラクターチャット',
  },
  {
    path: '/pokepokeCard',
    remote: 'mf_demos',
    module: 'PokepokeCard',
    title: 'ポケポケカード',
    navLabel: 'ポケポケカード',
  },
  {
    path: '/markItDown',
    remote: 'mf_demos',
    module: 'MarkItDown',
    title: 'MarkItDown',
    navLabel: 'MarkItDown',
  },
  {
    path: '/corkBoard',
    remote: 'mf_demos',
    module: 'CorkBoard',
    title: 'コルクボード',
    navLabel: 'コルクボード',
  },
  {
    path: '/animeList',
    remote: 'mf_demos',
    module: 'AnimeList',
    title: 'アニメ一覧',
    navLabel: 'アニメ一覧',
  },
  { path: '/popularAnime/animeDetail', remote: 'mf_anime', module: 'AnimeDetail', title: 'アニメ詳細' },
  {
    path: '/popularAnime/characterDetail',
    remote: 'mf_character',
    module: 'CharacterDetail',
    title: 'キャラクター詳細',
  },
];

export const NOT_FOUND_TITLE = 'ページが見つかりません';

export function documentTitle(pageTitle: string): string {
  return `${pageTitle} | ${APP_NAME}`;
}
