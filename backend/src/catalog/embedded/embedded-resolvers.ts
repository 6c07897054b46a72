// Root resolvers answering the AniList and Annict subset from the embedded catalogue index.
import { getArgumentValues, GraphQLError, isObjectType, Kind, type GraphQLResolveInfo } from 'graphql';
import { parseSeasonFilter, seasonKey, type SeasonFilter } from '@anifan/contract';
import {
  compareByRank,
  compareText,
  type CatalogIndex,
  type IndexedCharacter,
  type IndexedWork,
} from './catalog-index';

type Args = Record<string, unknown>;

const SEASON_ENUM = { winter: 'WINTER', spring: 'SPRING', summer: 'SUMMER', autumn: 'FALL' } as const;
const ANNICT_SEASON_ENUM = {
  winter: 'WINTER',
  spring: 'SPRING',
  summer: 'SUMMER',
  autumn: 'AUTUMN',
} as const;

function intArg(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.max(min, Math.min(max, n));
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  const slice = items.slice(start, start + perPage);
  const lastPage = Math.max(1, Math.ceil(items.length / perPage));
  return {
    slice,
    pageInfo: {
      total: items.length,
      perPage,
      currentPage: page,
      lastPage,
      hasNextPage: start + perPage < items.length,
      hasPreviousPage: page > 1,
      startCursor: null,
      endCursor: null,
    },
  };
}

const encodeCursor = (offset: number) => Buffer.from(`WorkEdge:${offset}`).toString('base64');
function decodeCursor(cursor: unknown): number | null {
  if (typeof cursor !== 'string') return null;
  const match = /^WorkEdge:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

const JAPANESE = new Intl.Collator('ja');

const MEDIA_SORTS: Readonly<Record<string, (a: IndexedWork, b: IndexedWork) => number>> = {
  ID: (a, b) => a.id - b.id,
  ID_DESC: (a, b) => b.id - a.id,
  TITLE_NATIVE: (a, b) => JAPANESE.compare(a.native, b.native),
  TITLE_NATIVE_DESC: (a, b) => JAPANESE.compare(b.native, a.native),
  START_DATE: (a, b) => compareText(a.startDate, b.startDate),
  START_DATE_DESC: (a, b) => compareText(b.startDate, a.startDate),
  POPULARITY: (a, b) => -compareByRank(a, b),
  POPULARITY_DESC: compareByRank,
};

const ROLE_ORDER = { MAIN: 0, SUPPORTING: 1 } as const;
const CHARACTER_SORTS: Readonly<Record<string, (a: IndexedCharacter, b: IndexedCharacter) => number>> = {
  ID: (a, b) => a.id - b.id,
  ID_DESC: (a, b) => b.id - a.id,
  ROLE: (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role],
  ROLE_DESC: (a, b) => ROLE_ORDER[b.role] - ROLE_ORDER[a.role],
  RELEVANCE: (a, b) => a.order - b.order,
  FAVOURITES_DESC: (a, b) => a.order - b.order,
  FAVOURITES: (a, b) => b.order - a.order,
};

function sortBy<T>(items: T[], sorts: readonly string[], table: Record<string, (a: T, b: T) => number>): T[] {
  const comparators = sorts.flatMap((s) => (table[s] ? [table[s]] : []));
  if (comparators.length === 0) return items;
  return items.sort((a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

function staffOf(character: IndexedCharacter) {
  const va = character.voiceActor;
  return {
    id: va.id,
    name: { full: va.full, native: va.native, userPreferred: va.full, alternative: [] },
    languageV2: 'Japanese',
    image: { large: null, medium: null },
    siteUrl: null,
  };
}

/** Curated voice actors are Japanese: any other language has none. */
function voiceActorsOf(character: IndexedCharacter, args: Args) {
  return args.language === undefined || args.language === null || args.language === 'JAPANESE'
    ? [staffOf(character)]
    : [];
}

export function createEmbeddedRoot(
  index: CatalogIndex,
): Record<string, (args: Args, context: unknown, info: GraphQLResolveInfo) => unknown> {
  const mediaOf = (work: IndexedWork): Record<string, unknown> => ({
    id: work.id,
    idMal: work.malId,
    title: {
      romaji: work.romaji,
      english: work.english,
      native: work.native,
      userPreferred: work.romaji ?? work.native,
    },
    type: 'ANIME',
    format: work.format,
    season: SEASON_ENUM[work.season],
    seasonYear: work.seasonYear,
    startDate: {
      year: Number(work.startDate.slice(0, 4)),
      month: Number(work.startDate.slice(5, 7)),
      day: Number(work.startDate.slice(8, 10)),
    },
    coverImage: {
      extraLarge: work.cover?.large ?? null,
      large: work.cover?.large ?? null,
      medium: work.cover?.medium ?? null,
      color: null,
    },
    synonyms: work.aliases,
    popularity: work.rank,
    favourites: null,
    siteUrl: work.anilistId === null ? null : `https://anilist.co/anime/${work.anilistId}`,
    characters: (args: Args) => {
      const role = typeof args.role === 'string' ? args.role : null;
      const list = sortBy(
        work.characters.filter((c) => role === null || c.role === role),
        stringList(args.sort),
        CHARACTER_SORTS,
      );
      const { slice, pageInfo } = pageOf(
        list,
        intArg(args.page, 1, 1, 10_000),
        intArg(args.perPage, 25, 1, 100),
      );
      const edges = slice.map((character) => ({
        node: characterOf(character),
        id: character.id,
        role: character.role,
        name: null,
        favouriteOrder: null,
        voiceActors: (vaArgs: Args) => voiceActorsOf(character, vaArgs),
      }));
      return { edges, nodes: edges.map((e) => e.node), pageInfo };
    },
  });

  const characterOf = (character: IndexedCharacter): Record<string, unknown> => ({
    id: character.id,
    name: {
      full: character.name.full,
      native: character.name.native,
      userPreferred: character.name.full,
      alternative: [],
    },
    image: { large: null, medium: null },
    favourites: null,
    siteUrl: null,
    media: (args: Args) => {
      const works = args.type === 'MANGA' ? [] : character.works;
      const { slice, pageInfo } = pageOf(
        works,
        intArg(args.page, 1, 1, 10_000),
        intArg(args.perPage, 25, 1, 100),
      );
      const edges = slice.map((work) => ({
        node: mediaOf(work),
        id: work.id,
        characterRole: character.role,
        // The same actor as on the work's own character list: one character, one voice.
        voiceActors: (vaArgs: Args) => voiceActorsOf(character, vaArgs),
      }));
      return { edges, nodes: edges.map((e) => e.node), pageInfo };
    },
  });

  const findMedia = (args: Args): IndexedWork[] => {
    if (args.type === 'MANGA') return [];
    const search = typeof args.search === 'string' && args.search.trim() !== '' ? args.search : null;
    let works: IndexedWork[] = search ? index.searchWorks(search) : [...index.works];
    if (typeof args.id === 'number') works = works.filter((w) => w.id === args.id);
    if (typeof args.idMal === 'number') works = works.filter((w) => w.malId === args.idMal);
    if (typeof args.seasonYear === 'number') works = works.filter((w) => w.seasonYear === args.seasonYear);
    if (typeof args.season === 'string') works = works.filter((w) => SEASON_ENUM[w.season] === args.season);
    if (typeof args.format === 'string') works = works.filter((w) => w.format === args.format);
    // With a search the match quality leads (exact > prefix > substring > subsequence, then popularity).
    if (search) return works;
    const sorts = stringList(args.sort);
    return sortBy(works, sorts.length > 0 ? sorts : ['POPULARITY_DESC'], MEDIA_SORTS);
  };

  const findCharacters = (args: Args): IndexedCharacter[] => {
    const search = typeof args.search === 'string' && args.search.trim() !== '' ? args.search : null;
    let characters = search ? index.searchCharacters(search) : [...index.characters];
    if (typeof args.id === 'number') characters = characters.filter((c) => c.id === args.id);
    return search ? characters : sortBy(characters, stringList(args.sort), CHARACTER_SORTS);
  };

  const seasonFilters = (seasons: string[]): SeasonFilter[] =>
    seasons.map((text) => {
      const filter = parseSeasonFilter(text);
      if (!filter)
        throw new GraphQLError(
          `Unknown season "${text}": use YYYY-season (spring, summer, autumn|fall, winter) or YYYY`,
        );
      return filter;
    });

  return {
    Page: (args, _context, info) => {
      const page = intArg(args.page, 1, 1, 10_000);
      const perPage = intArg(args.perPage, 50, 1, 100);
      // pageInfo describes the first list field; memoised so it and the list are computed once.
      const memo = new Map<string, unknown>();
      const memoised = <T>(key: string, compute: () => T): T => {
        if (!memo.has(key)) memo.set(key, compute());
        return memo.get(key) as T;
      };
      const lists = {
        media: (listArgs: Args) =>
          memoised(`m${JSON.stringify(listArgs)}`, () => pageOf(findMedia(listArgs), page, perPage)),
        characters: (listArgs: Args) =>
          memoised(`c${JSON.stringify(listArgs)}`, () => pageOf(findCharacters(listArgs), page, perPage)),
      };
      const pageType = info.schema.getType('Page');
      const pageFields = isObjectType(pageType) ? pageType.getFields() : {};
      const firstList = info.fieldNodes[0]?.selectionSet?.selections.find(
        (s) => s.kind === Kind.FIELD && (s.name.value === 'media' || s.name.value === 'characters'),
      );
      return {
        pageInfo: () => {
          if (!firstList || firstList.kind !== Kind.FIELD) return pageOf([], page, perPage).pageInfo;
          const name = firstList.name.value as 'media' | 'characters';
          const fieldDef = pageFields[name];
          const listArgs = fieldDef ? getArgumentValues(fieldDef, firstList, info.variableValues) : {};
          return lists[name](listArgs).pageInfo;
        },
        media: (listArgs: Args) => lists.media(listArgs).slice.map(mediaOf),
        characters: (listArgs: Args) => lists.characters(listArgs).slice.map(characterOf),
      };
    },
    Media: (args) => {
      const work = findMedia(args)[0];
      return work ? mediaOf(work) : null;
    },
    Character: (args) => {
      const character = findCharacters(args)[0];
      return character ? characterOf(character) : null;
    },
    searchWorks: (args) => {
      const seasons = stringList(args.seasons);
      const titles = stringList(args.titles);
      const ids = Array.isArray(args.annictIds) ? new Set(args.annictIds) : null;
      let works: IndexedWork[];
      if (seasons.length > 0) {
        const seen = new Set<IndexedWork>();
        for (const filter of seasonFilters(seasons)) for (const w of index.worksInSeason(filter)) seen.add(w);
        works = [...seen].sort(compareByRank);
      } else {
        works = [...index.works].sort(compareByRank);
      }
      if (titles.length > 0) {
        const matching = new Set(titles.flatMap((t) => index.searchWorks(t)));
        works = works.filter((w) => matching.has(w));
      }
      if (ids) works = works.filter((w) => ids.has(w.id));
      const order = args.orderBy as { field?: string; direction?: string } | undefined;
      if (order?.field === 'SEASON') {
        works.sort(
          (a, b) =>
            seasonKey(b.seasonYear, b.season) - seasonKey(a.seasonYear, a.season) || compareByRank(a, b),
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
          officialSiteUrl: null,
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
    },
  };
}
