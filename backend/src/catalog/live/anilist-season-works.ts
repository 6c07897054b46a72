// Annict's `searchWorks` answered from AniList's public API, for when Annict is not configured (no
// ANNICT_TOKEN) or does not answer: the season lists of AniList's `Page.media(season, seasonYear)`,
// most popular first, in the Annict shape the app asks for. It runs the client's own document against
// the gateway's schema, so the answer has exactly the fields that were selected.
import { execute, type DocumentNode, type OperationDefinitionNode } from 'graphql';
import { parseSeasonFilter, type Season } from '@anifan/contract';
import { catalogSchema } from '../graphql/schema';
import type { GraphQLAnswer } from '../catalog-types';
import type { GraphQLUpstream } from './graphql-upstream';
import { UpstreamError } from './upstream-error';

const SEASON_MEDIA = `query AniFanSeasonWorks($season: MediaSeason, $seasonYear: Int, $search: String, $perPage: Int) {
  Page(page: 1, perPage: $perPage) {
    media(season: $season, seasonYear: $seasonYear, search: $search, type: ANIME, sort: POPULARITY_DESC) {
      id
      idMal
      title { native romaji english }
      season
      seasonYear
      popularity
      siteUrl
      coverImage { extraLarge large }
    }
  }
}`;

/** AniList answers at most 50 per page. */
const ANILIST_PAGE_SIZE = 50;

interface AniListMedia {
  id: number;
  idMal: number | null;
  title: { native: string | null; romaji: string | null; english: string | null } | null;
  season: 'WINTER' | 'SPRING' | 'SUMMER' | 'FALL' | null;
  seasonYear: number | null;
  popularity: number | null;
  coverImage: { extraLarge: string | null; large: string | null } | null;
}

const ANILIST_SEASON: Record<Season, AniListMedia['season']> = {
  winter: 'WINTER',
  spring: 'SPRING',
  summer: 'SUMMER',
  autumn: 'FALL',
};
/** Annict's season names: the same seasons, autumn by its own name. */
const ANNICT_SEASON = { WINTER: 'WINTER', SPRING: 'SPRING', SUMMER: 'SUMMER', FALL: 'AUTUMN' } as const;

/** An Annict `Work` built from AniList's media; what AniList cannot say stays null. */
function toWork(media: AniListMedia) {
  const cover = media.coverImage?.extraLarge ?? media.coverImage?.large ?? null;
  return {
    id: `anilist:${media.id}`,
    title: media.title?.native ?? media.title?.romaji ?? media.title?.english ?? '',
    titleEn: media.title?.english ?? null,
    titleRo: media.title?.romaji ?? null,
    seasonName: media.season ? ANNICT_SEASON[media.season] : null,
    seasonYear: media.seasonYear,
    // AniList's popularity (how many list it) is the nearest signal to Annict's watchers count.
    watchersCount: media.popularity ?? 0,
    malAnimeId: media.idMal === null ? null : String(media.idMal),
    image: { facebookOgImageUrl: cover, recommendedImageUrl: cover, twitterAvatarUrl: null },
  };
}

interface SearchWorksArgs {
  seasons?: string[] | null;
  titles?: string[] | null;
  first?: number | null;
}

export class AniListSeasonWorks {
  constructor(private readonly upstream: GraphQLUpstream) {}

  /** The works of each requested season (a bare year: the whole year) or title, most popular first. */
  private async works(args: SearchWorksArgs, maxWaitMs: number) {
    const perPage = Math.min(Math.max(args.first ?? ANILIST_PAGE_SIZE, 1), ANILIST_PAGE_SIZE);
    const filters = (args.seasons ?? []).map((text) => parseSeasonFilter(text));
    const requests: Record<string, unknown>[] =
      filters.length > 0
        ? filters.flatMap((filter) =>
            filter
              ? [{ seasonYear: filter.year, season: filter.season && ANILIST_SEASON[filter.season] }]
              : [],
          )
        : (args.titles ?? [null]).map((title) => ({ search: title ?? undefined }));
    const pages = await Promise.all(
      requests.map(async (variables) => {
        const answer = await this.upstream.post(
          { query: SEASON_MEDIA, variables: { ...variables, perPage }, operationName: 'AniFanSeasonWorks' },
          maxWaitMs,
        );
        if (answer.errors?.length) {
          const message = answer.errors[0]?.message;
          throw new UpstreamError(
            'bad_response',
            this.upstream.name,
            typeof message === 'string' ? message : 'errors',
          );
        }
        const page = (answer.data as { Page?: { media?: (AniListMedia | null)[] | null } } | null)?.Page;
        return (page?.media ?? []).filter((media): media is AniListMedia => media !== null);
      }),
    );
    const unique = new Map(pages.flat().map((media) => [media.id, media]));
    return [...unique.values()]
      .sort((a, b) => (b.popularity ?? 0) - (a.popularity ?? 0))
      .slice(0, args.first ?? ANILIST_PAGE_SIZE)
      .map(toWork);
  }

  async execute(
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Record<string, unknown>,
    maxWaitMs: number,
  ): Promise<GraphQLAnswer> {
    let failure: unknown = null;
    const result = await execute({
      schema: catalogSchema,
      document,
      operationName: operation.name?.value,
      variableValues: variables,
      rootValue: {
        searchWorks: async (args: SearchWorksArgs) => {
          try {
            const nodes = await this.works(args, maxWaitMs);
            return {
              edges: nodes.map((node) => ({ cursor: node.id, node })),
              nodes,
              pageInfo: { hasNextPage: false, hasPreviousPage: false },
            };
          } catch (error) {
            failure = error;
            throw error;
          }
        },
      },
    });
    // An upstream failure is the gateway's to report (fallback, 503), not an answer to cache.
    if (failure) throw failure;
    return {
      data: (result.data as Record<string, unknown> | null | undefined) ?? null,
      ...(result.errors
        ? { errors: result.errors.map((error) => ({ ...error.toJSON() }) as Record<string, unknown>) }
        : {}),
    };
  }
}
