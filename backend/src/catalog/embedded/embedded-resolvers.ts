// Root resolvers answering the AniList and Annict subset from the embedded catalogue index. What the
// snapshot does not know is null (or an empty list), never made up; see the catalogue README.
import { getArgumentValues, GraphQLError, isObjectType, Kind, type GraphQLResolveInfo } from 'graphql';
import { parseSeasonFilter, seasonKey, type SeasonFilter } from '@anifan/contract';
import { syntheticId } from '../lib/synthetic-ids';
import { airedBy, airingAt, listedAt, nextEpisode, scheduleOf, type Schedule } from './airing';
import {
  compareRanked,
  compareText,
  type CatalogIndex,
  type IndexedCharacter,
  type IndexedWork,
} from './catalog-index';
import type { EmbeddedContext } from './embedded-context';
import { externalLinksOf } from './external-links';
import { findMedia, mediaSortKeys, SEASON_ENUM, sortWorks, statusOf } from './media-query';
import { PERSON_PLACEHOLDER_PATH } from './placeholder-image';

type Args = Record<string, unknown>;
type Root = Record<string, (args: Args, context: EmbeddedContext, info: GraphQLResolveInfo) => unknown>;

const ANNICT_SEASON_ENUM = {
  winter: 'WINTER',
  spring: 'SPRING',
  summer: 'SUMMER',
  autumn: 'AUTUMN',
} as const;

const UNKNOWN_DATE = { year: null, month: null, day: null };
const PLACEHOLDER_IMAGE = { large: PERSON_PLACEHOLDER_PATH, medium: PERSON_PLACEHOLDER_PATH };
const JST_MS = 9 * 60 * 60 * 1000;

function intArg(value: unknown, fallback: number, min: number, max: number): number {
  const n = typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : fallback;
  return Math.max(min, Math.min(max, n));
}

function stringList(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function pageInfoOf(total: number, page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return {
    total,
    perPage,
    currentPage: page,
    lastPage: Math.max(1, Math.ceil(total / perPage)),
    hasNextPage: start + perPage < total,
    hasPreviousPage: page > 1,
    startCursor: null,
    endCursor: null,
  };
}

function pageOf<T>(items: readonly T[], page: number, perPage: number) {
  const start = (page - 1) * perPage;
  return { slice: items.slice(start, start + perPage), pageInfo: pageInfoOf(items.length, page, perPage) };
}

const connectionPage = (args: Args) => ({
  page: intArg(args.page, 1, 1, 10_000),
  perPage: intArg(args.perPage, 25, 1, 100),
});

const EMPTY_CONNECTION = { edges: [], nodes: [], pageInfo: pageInfoOf(0, 1, 25) };

const encodeCursor = (offset: number) => Buffer.from(`WorkEdge:${offset}`).toString('base64');
function decodeCursor(cursor: unknown): number | null {
  if (typeof cursor !== 'string') return null;
  const match = /^WorkEdge:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  return match ? Number(match[1]) : null;
}

/** "2024-04-05" → { year: 2024, month: 4, day: 5 }. */
function fuzzyDate(isoDate: string) {
  return {
    year: Number(isoDate.slice(0, 4)),
    month: Number(isoDate.slice(5, 7)),
    day: Number(isoDate.slice(8, 10)),
  };
}

/** The JST calendar date of an instant, as a FuzzyDate; unknown parts null. */
const jstFuzzyDate = (iso: string | null) =>
  iso === null ? UNKNOWN_DATE : fuzzyDate(new Date(Date.parse(iso) + JST_MS).toISOString());

/** Curated romaji names are "Given Family" (AniList's style): first, middle and last from it. */
function nameParts(full: string) {
  const parts = full.trim().split(/\s+/).filter(Boolean);
  return {
    first: parts[0] ?? null,
    middle: parts.length > 2 ? parts.slice(1, -1).join(' ') : null,
    last: parts.length > 1 ? (parts[parts.length - 1] ?? null) : null,
  };
}

const ROLE_ORDER = { MAIN: 0, SUPPORTING: 1 } as const;
/** Every CharacterSort value; the curated order stands in for favourites and relevance. */
const CHARACTER_SORTS: Readonly<Record<string, (a: IndexedCharacter, b: IndexedCharacter) => number>> = {
  ID: (a, b) => a.id - b.id,
  ID_DESC: (a, b) => b.id - a.id,
  ROLE: (a, b) => ROLE_ORDER[a.role] - ROLE_ORDER[b.role],
  ROLE_DESC: (a, b) => ROLE_ORDER[b.role] - ROLE_ORDER[a.role],
  RELEVANCE: (a, b) => a.order - b.order,
  FAVOURITES_DESC: (a, b) => a.order - b.order,
  FAVOURITES: (a, b) => b.order - a.order,
  // The search's own order leads whenever there is a search; without one there is nothing to match.
  SEARCH_MATCH: () => 0,
};

function sortCharacters(items: IndexedCharacter[], sorts: readonly string[]): IndexedCharacter[] {
  const comparators = sorts.flatMap((s) => (CHARACTER_SORTS[s] ? [CHARACTER_SORTS[s]] : []));
  if (comparators.length === 0) return items;
  return items.sort((a, b) => {
    for (const compare of comparators) {
      const result = compare(a, b);
      if (result !== 0) return result;
    }
    return 0;
  });
}

/** Curated voice actors are Japanese: any other language has none. */
const speaksJapanese = (args: Args) =>
  args.language === undefined || args.language === null || args.language === 'JAPANESE';

export function createEmbeddedRoot(index: CatalogIndex): Root {
  const staffOf = (character: IndexedCharacter): Record<string, unknown> => {
    const va = character.voiceActor;
    return {
      id: va.id,
      name: {
        ...nameParts(va.full),
        full: va.full,
        native: va.native,
        alternative: [],
        userPreferred: va.full,
      },
      language: 'JAPANESE',
      languageV2: 'Japanese',
      image: PLACEHOLDER_IMAGE,
      description: null,
      primaryOccupations: ['Voice Actor'],
      gender: null,
      dateOfBirth: UNKNOWN_DATE,
      dateOfDeath: UNKNOWN_DATE,
      age: null,
      yearsActive: [],
      homeTown: null,
      bloodType: null,
      isFavourite: false,
      isFavouriteBlocked: false,
      // Curated voice actors carry the catalogue's own ids, not AniList's: no AniList page to link.
      siteUrl: null,
      favourites: null,
      characters: (args: Args) =>
        characterConnection(index.charactersVoicedBy(va.id), { ...args, role: null }),
    };
  };

  const voiceActorsOf = (character: IndexedCharacter, args: Args) =>
    speaksJapanese(args) ? [staffOf(character)] : [];
  const voiceActorRolesOf = (character: IndexedCharacter, args: Args) =>
    voiceActorsOf(character, args).map((voiceActor) => ({ voiceActor, roleNotes: null, dubGroup: null }));

  const characterConnection = (characters: IndexedCharacter[], args: Args) => {
    const role = typeof args.role === 'string' ? args.role : null;
    const list = sortCharacters(
      characters.filter((c) => role === null || c.role === role),
      stringList(args.sort),
    );
    const { page, perPage } = connectionPage(args);
    const { slice, pageInfo } = pageOf(list, page, perPage);
    const edges = slice.map((character) => ({
      node: characterOf(character),
      id: character.id,
      role: character.role,
      name: null,
      favouriteOrder: null,
      voiceActors: (vaArgs: Args) => voiceActorsOf(character, vaArgs),
      voiceActorRoles: (vaArgs: Args) => voiceActorRolesOf(character, vaArgs),
      media: () => character.works.map(mediaOf),
    }));
    return { edges, nodes: edges.map((e) => e.node), pageInfo };
  };

  const airingOf = (work: IndexedWork, schedule: Schedule, episode: number) => {
    const at = Math.floor(airingAt(schedule, episode) / 1000);
    return {
      id: syntheticId(`airing:${work.id}:${episode}`),
      airingAt: at,
      timeUntilAiring: (_args: Args, context: EmbeddedContext) => {
        context.changesAt(context.now + 1000);
        return at - Math.floor(context.now / 1000);
      },
      episode,
      mediaId: work.id,
      media: () => mediaOf(work),
    };
  };

  const airingScheduleOf = (work: IndexedWork, args: Args, context: EmbeddedContext) => {
    const schedule = scheduleOf(work);
    if (!schedule) return EMPTY_CONNECTION;
    const aired = airedBy(schedule, context.now);
    const listed = listedAt(schedule, context.now);
    const notYetAired = typeof args.notYetAired === 'boolean' ? args.notYetAired : null;
    // What is listed moves on when the next episode airs if the end is unknown or aired-ness filters.
    if (schedule.lastEpisode === null || notYetAired !== null) {
      const next = nextEpisode(schedule, context.now);
      context.changesAt(next === null ? null : airingAt(schedule, next));
    }
    const firstEpisode = notYetAired === true ? aired + 1 : 1;
    const lastEpisode = notYetAired === false ? aired : listed;
    const total = Math.max(0, lastEpisode - firstEpisode + 1);
    const { page, perPage } = connectionPage(args);
    const from = firstEpisode + (page - 1) * perPage;
    const to = Math.min(lastEpisode, from + perPage - 1);
    const nodes = [];
    for (let episode = from; episode <= to; episode += 1) nodes.push(airingOf(work, schedule, episode));
    return {
      edges: nodes.map((node) => ({ node, id: node.id })),
      nodes,
      pageInfo: pageInfoOf(total, page, perPage),
    };
  };

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
    status: (_args: Args, context: EmbeddedContext) => statusOf(work, context),
    description: null,
    startDate: fuzzyDate(work.startDate),
    endDate: jstFuzzyDate(work.format === 'MOVIE' ? null : work.end),
    season: SEASON_ENUM[work.season],
    seasonYear: work.seasonYear,
    seasonInt: null,
    episodes: null,
    duration: null,
    chapters: null,
    volumes: null,
    countryOfOrigin: work.countryOfOrigin,
    isLicensed: null,
    source: null,
    hashtag: null,
    trailer: null,
    updatedAt: null,
    coverImage: {
      extraLarge: work.cover?.large ?? null,
      large: work.cover?.large ?? null,
      medium: work.cover?.medium ?? null,
      color: null,
    },
    bannerImage: null,
    genres: [],
    synonyms: work.aliases,
    averageScore: null,
    meanScore: null,
    // The ranking signal (README: Ranking), the nearest to AniList's popularity offline.
    popularity: work.rank,
    isLocked: null,
    trending: null,
    favourites: null,
    tags: [],
    relations: EMPTY_CONNECTION,
    characters: (args: Args) => characterConnection(work.characters, args),
    staff: EMPTY_CONNECTION,
    studios: EMPTY_CONNECTION,
    isFavourite: false,
    isFavouriteBlocked: false,
    // bangumi-data lists no adult (18+) works.
    isAdult: false,
    nextAiringEpisode: (_args: Args, context: EmbeddedContext) => {
      const schedule = scheduleOf(work);
      const next = schedule && nextEpisode(schedule, context.now);
      if (!schedule || next === null) return null;
      context.changesAt(airingAt(schedule, next));
      return airingOf(work, schedule, next);
    },
    airingSchedule: (args: Args, context: EmbeddedContext) => airingScheduleOf(work, args, context),
    externalLinks: () => externalLinksOf(work, index.sites),
    streamingEpisodes: [],
    mediaListEntry: null,
    siteUrl: work.anilistId === null ? null : `https://anilist.co/anime/${work.anilistId}`,
  });

  const characterOf = (character: IndexedCharacter): Record<string, unknown> => ({
    id: character.id,
    name: {
      ...nameParts(character.name.full),
      full: character.name.full,
      native: character.name.native,
      alternative: [],
      alternativeSpoiler: [],
      userPreferred: character.name.full,
    },
    image: PLACEHOLDER_IMAGE,
    description: null,
    gender: null,
    dateOfBirth: UNKNOWN_DATE,
    age: null,
    bloodType: null,
    isFavourite: false,
    isFavouriteBlocked: false,
    // A positive id is AniList's own (a negative one is the catalogue's key).
    siteUrl: character.id > 0 ? `https://anilist.co/character/${character.id}` : null,
    favourites: null,
    media: (args: Args, context: EmbeddedContext) => {
      let works = args.type === 'MANGA' || args.onList === true ? [] : [...character.works];
      if (args.sort !== undefined && args.sort !== null) {
        works = sortWorks(works, mediaSortKeys(args.sort), context);
      }
      const { page, perPage } = connectionPage(args);
      const { slice, pageInfo } = pageOf(works, page, perPage);
      const edges = slice.map((work) => ({
        node: mediaOf(work),
        id: work.id,
        relationType: null,
        isMainStudio: false,
        characters: [],
        characterRole: character.role,
        characterName: null,
        roleNotes: null,
        dubGroup: null,
        staffRole: null,
        // The same actor as on the work's own character list: one character, one voice.
        voiceActors: (vaArgs: Args) => voiceActorsOf(character, vaArgs),
        voiceActorRoles: (vaArgs: Args) => voiceActorRolesOf(character, vaArgs),
        favouriteOrder: null,
      }));
      return { edges, nodes: edges.map((e) => e.node), pageInfo };
    },
  });

  const findCharacters = (args: Args): IndexedCharacter[] => {
    if (args.isBirthday !== undefined && args.isBirthday !== null) {
      throw new GraphQLError(
        'Argument "isBirthday" is not supported by the embedded catalogue: the snapshot has no birthdays. ' +
          'Leave it out, or use CATALOG_SOURCE=live or auto.',
      );
    }
    const search = typeof args.search === 'string' && args.search.trim() !== '' ? args.search : null;
    let characters = search ? index.searchCharacters(search) : [...index.characters];
    const ids = (value: unknown) => new Set(Array.isArray(value) ? value : [value]);
    if (typeof args.id === 'number') characters = characters.filter((c) => c.id === args.id);
    if (typeof args.id_not === 'number') characters = characters.filter((c) => c.id !== args.id_not);
    if (Array.isArray(args.id_in)) {
      const wanted = ids(args.id_in);
      characters = characters.filter((c) => wanted.has(c.id));
    }
    if (Array.isArray(args.id_not_in)) {
      const unwanted = ids(args.id_not_in);
      characters = characters.filter((c) => !unwanted.has(c.id));
    }
    return search ? characters : sortCharacters(characters, stringList(args.sort));
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
    Page: (args, context, info) => {
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
          memoised(`m${JSON.stringify(listArgs)}`, () =>
            pageOf(findMedia(index, listArgs, context), page, perPage),
          ),
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
    Media: (args, context) => {
      const work = findMedia(index, args, context)[0];
      return work ? mediaOf(work) : null;
    },
    Character: (args) => {
      const character = findCharacters(args)[0];
      return character ? characterOf(character) : null;
    },
    searchWorks: (args, context) => {
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
          for (const work of index.searchWorks(title, () => context.tick())) matching.add(work);
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
    },
  };
}
