// Above a list that does not use the search text: where the search's results are, with the counts the
// tabs show, each a link to its tab.
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { formatSeasonJa, parseNSeason, SEASON_LIST_SIZES } from '@anifan/contract';
import { useGetAnimeWorks } from '../api/get-anime-works';
import { useGetCharacters } from '../api/get-characters';
import { useGetWorks } from '../api/get-works';
import { useAnimeSearch } from '../hooks/use-anime-search';
import { writeHomeLocation, type AnimeTabId } from '../lib/home-location';
import { namesSeason } from '../lib/season-text';
import styles from './anime-home.module.css';

interface SearchSummaryProps {
  now: Date;
  /** Called as a link is followed, with the tab it opens. */
  onFollow: (tab: AnimeTabId) => void;
}

export function SearchSummary({ now, onFollow }: SearchSummaryProps) {
  const [params] = useSearchParams();
  const { searchKey, tab, chosenSeason } = useAnimeSearch();
  // A tab change, as the tabs do it: the same history entry. N期 then shows the text's season.
  const linkTo = (target: AnimeTabId) => {
    const season = target === 'nSeason' ? undefined : chosenSeason;
    return { search: `?${writeHomeLocation(params, { searchKey, tab: target, season }).toString()}` };
  };
  const link = (target: AnimeTabId, text: string) => (
    <Link to={linkTo(target)} replace onClick={() => onFollow(target)}>
      {text}
    </Link>
  );
  return (
    <p className={styles.searchSummary}>
      「{searchKey}」の検索結果:{' '}
      {namesSeason(searchKey) && tab !== 'nSeason' && (
        <>
          <SeasonCount season={parseNSeason(searchKey, now)} link={link} />・
        </>
      )}
      <WorksCount searchKey={searchKey} link={link} />・
      <CharactersCount searchKey={searchKey} link={link} />
    </p>
  );
}

interface ListCount {
  loading: boolean;
  error?: unknown;
  items: readonly unknown[] | undefined;
}

type LinkTo = (target: AnimeTabId, text: string) => ReactNode;

/** `<name> 3件`; while counting `<name>（件数を確認中）`; without a count when the list failed (its tab says why). */
function countText(name: string, list: ListCount): string {
  if (list.loading) return `${name}（件数を確認中）`;
  if (list.error || !list.items) return name;
  return `${name} ${list.items.length}件`;
}

function SeasonCount({ season, link }: { season: string; link: LinkTo }) {
  const list = useGetWorks(season, SEASON_LIST_SIZES.nSeason);
  return link('nSeason', countText(`N期のアニメ（${formatSeasonJa(season)}）`, list));
}

function WorksCount({ searchKey, link }: { searchKey: string; link: LinkTo }) {
  return link('works', countText('アニメ作品', useGetAnimeWorks(searchKey)));
}

function CharactersCount({ searchKey, link }: { searchKey: string; link: LinkTo }) {
  return link('characters', countText('キャラクター', useGetCharacters(searchKey)));
}
