// The anime home's route data (@anifan/contract startup.ts): this season's list, the first thing the
// page asks for, requested before React, Apollo Client and the page's code have arrived; and, when that
// season lies beyond the offline catalogue, the newest season it covers, which the page lists below the
// empty one, asked as soon as the first answer says which season that is.
import { currentSeason, getWorksVariables, prefetchGraphQL, SEASON_LIST_SIZES } from '@anifan/contract';
import { readCatalogInfo } from '../../../shared/catalog/lib/read-catalog-info';
import { newestCoveredBefore } from './newest-covered';
import { WORKS_OPERATION_NAME, WORKS_QUERY } from './works-request.build-time';

interface WorksAnswer {
  data?: { searchWorks?: { edges?: unknown[] | null } | null } | null;
  errors?: unknown;
  extensions?: Record<string, unknown>;
}

/** The season the page lists under this answer's empty list, as SeasonPanel decides it; undefined for none. */
export function seasonBelow(season: string, body: unknown): string | undefined {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as WorksAnswer;
  const edges = answer.data?.searchWorks?.edges;
  if (answer.errors !== undefined || !Array.isArray(edges) || edges.length > 0) return undefined;
  return newestCoveredBefore(season, readCatalogInfo(answer.extensions));
}

/** Prefetches the this-season list the home opens on (nothing happens outside the shell). */
export function prefetchAnimeHome(now = new Date(), fetchImpl?: typeof fetch): void {
  const first = SEASON_LIST_SIZES.thisSeason;
  // In graphqlRequest's key order: the body is byte for byte the one it would print.
  const prefetchSeason = (season: string) =>
    prefetchGraphQL(
      {
        operationName: WORKS_OPERATION_NAME,
        variables: getWorksVariables(season, first),
        query: WORKS_QUERY,
      },
      fetchImpl,
    );
  const season = currentSeason(now);
  void prefetchSeason(season).then((answer) => {
    const below = seasonBelow(season, answer);
    if (below !== undefined) void prefetchSeason(below);
  });
}
