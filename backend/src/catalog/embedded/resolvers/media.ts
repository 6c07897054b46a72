// Works as AniList's `Media`, with their airings (`AiringSchedule`) and external links, from the snapshot.
import { syntheticId } from '../../lib/synthetic-ids';
import { airedBy, airingAt, listedAt, nextEpisode, scheduleOf, type Schedule } from '../airing';
import type { IndexedWork } from '../catalog-index';
import type { EmbeddedContext } from '../embedded-context';
import { externalLinksOf } from '../external-links';
import { SEASON_ENUM, statusOf } from '../media-query';
import {
  connectionPage,
  EMPTY_CONNECTION,
  pageInfoOf,
  UNKNOWN_DATE,
  type Args,
  type EmbeddedShapes,
  type GraphQLObject,
} from './shapes';

const JST_MS = 9 * 60 * 60 * 1000;

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

function airingOf(work: IndexedWork, schedule: Schedule, episode: number, shapes: EmbeddedShapes) {
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
    media: () => shapes.media(work),
  };
}

function airingScheduleOf(work: IndexedWork, args: Args, context: EmbeddedContext, shapes: EmbeddedShapes) {
  const schedule = scheduleOf(work, work.span.horizon);
  if (!schedule) return EMPTY_CONNECTION;
  const aired = airedBy(schedule, context.now);
  const listed = listedAt(schedule, context.now);
  const notYetAired = typeof args.notYetAired === 'boolean' ? args.notYetAired : null;
  // What is listed moves on when the next episode airs if the end is unknown or aired-ness filters
  // (never past the horizon: there the data's last known episode is listed for good).
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
  for (let episode = from; episode <= to; episode += 1) nodes.push(airingOf(work, schedule, episode, shapes));
  return {
    edges: nodes.map((node) => ({ node, id: node.id })),
    nodes,
    pageInfo: pageInfoOf(total, page, perPage),
  };
}

export function mediaOf(work: IndexedWork, shapes: EmbeddedShapes): GraphQLObject {
  return {
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
    // The data's date: the status is as of it, and nothing past it is made up (docs/rules.md).
    updatedAt: Math.floor(work.span.horizon / 1000),
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
    characters: (args: Args) => shapes.characters(work.characters, args),
    staff: EMPTY_CONNECTION,
    studios: EMPTY_CONNECTION,
    isFavourite: false,
    isFavouriteBlocked: false,
    // bangumi-data lists no adult (18+) works.
    isAdult: false,
    nextAiringEpisode: (_args: Args, context: EmbeddedContext) => {
      const schedule = scheduleOf(work, work.span.horizon);
      const next = schedule && nextEpisode(schedule, context.now);
      if (!schedule || next === null) return null;
      context.changesAt(airingAt(schedule, next));
      return airingOf(work, schedule, next, shapes);
    },
    airingSchedule: (args: Args, context: EmbeddedContext) => airingScheduleOf(work, args, context, shapes),
    externalLinks: () => externalLinksOf(work, shapes.index.sites),
    streamingEpisodes: [],
    mediaListEntry: null,
    siteUrl: work.anilistId === null ? null : `https://anilist.co/anime/${work.anilistId}`,
  };
}
