// Annict's `searchWorks`: works by season, title and id, in Annict's shape and cursor paging.
import { GraphQLError } from 'graphql';
import { parseSeasonFilter, seasonKey, type SeasonFilter } from '@anifan/contract';
import { compareRanked, compareText, type CatalogIndex, type IndexedWork } from '../catalog-index';
import { intArg, stringList, type Resolver } from './shapes';
import { WORK_UNITS } from '../embedded-context';

const ANNICT_SEASON_ENUM = {
  winter: 'WINTER',
  spring: 'SPRING',
  summer: 'SUMMER',
  autumn: 'AUTUMN',
} as const;

const encodeCursor = (offset: number) => Buffer.from(`WorkEdge:${offset}`).toString('base64');
function decodeCursor(cursor: unknown): number | null {
  if (typeof cursor !== 'string') return null;
  const match = /^WorkEdge:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

const seasonFilters = (seasons: string[]): SeasonFilter[] =>
  seasons.map((text) => {
    const filter = parseSeasonFilter(text);
    if (!filter)
      throw new GraphQLError(
        `Unknown season "${text}": use YYYY-season (spring, summer, autumn|fall, winter) or YYYY`,
      );
    return filter;
  });

export function searchWorksResolver(index: CatalogIndex): Resolver {
  return (args, context) => {
    const seasons = stringList(args.seasons);
    const titles = stringList(args.titles);
    const ids = Array.isArray(args.annictIds) ? new Set(args.annictIds) : null;
    let works: IndexedWork[];
    if (seasons.length > 0) {
      const seen = new Set<IndexedWork>();
      for (const filter of seasonFilters(seasons)) for (const w of index.worksInSeason(filter)) seen.add(w);
      works = [...seen].sort(compareRanked);
    } else {
      works = [...index.ranked];
    }
    if (titles.length > 0) {
      const matching = new Set<IndexedWork>();
      for (const title of titles) {
        context.checkBudget();
        for (const work of index.searchWorks(title, () => context.tick(WORK_UNITS.searchedWork)))
          matching.add(work);
      }
      works = works.filter((w) => matching.has(w));
    }
    if (ids) works = works.filter((w) => ids.has(w.id));
    const order = args.orderBy as { field?: string; direction?: string } | undefined;
    if (order?.field === 'SEASON') {
      works.sort(
        (a, b) =>
          seasonKey(b.seasonYear, b.season) - seasonKey(a.seasonYear, a.season) || compareRanked(a, b),
      );
    } else if (order?.field === 'CREATED_AT') {
      works.sort((a, b) => compareText(b.startDate, a.startDate) || a.id - b.id);
    }
    if (order?.direction === 'ASC') works.reverse();
    const after = decodeCursor(args.after);
    const before = decodeCursor(args.before);
    let start = after === null ? 0 : after + 1;
    let end = before === null ? works.length : Math.min(before, works.length);
    if (typeof args.first === 'number') end = Math.min(end, start + intArg(args.first, 100, 0, 100));
    else if (typeof args.last === 'number') start = Math.max(start, end - intArg(args.last, 100, 0, 100));
    else end = Math.min(end, start + 100);
    const edges = works.slice(start, end).map((work, i) => ({
      cursor: encodeCursor(start + i),
      node: {
        id: Buffer.from(`Work-${work.id}`).toString('base64'),
        annictId: work.id,
        title: work.native,
        titleKana: null,
        titleEn: work.english,
        titleRo: work.romaji,
        seasonName: ANNICT_SEASON_ENUM[work.season],
        seasonYear: work.seasonYear,
        watchersCount: 0,
        episodesCount: 0,
        malAnimeId: work.malId === null ? null : String(work.malId),
        officialSiteUrl: work.officialSite,
        image: {
          facebookOgImageUrl: work.cover?.large ?? null,
          recommendedImageUrl: work.cover?.large ?? null,
          twitterAvatarUrl: null,
        },
      },
    }));
    return {
      edges,
      nodes: edges.map((e) => e.node),
      pageInfo: {
        hasNextPage: end < works.length,
        hasPreviousPage: start > 0,
        startCursor: edges[0]?.cursor ?? null,
        endCursor: edges[edges.length - 1]?.cursor ?? null,
      },
    };
  };
}
