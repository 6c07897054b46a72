// The anime home's route data (@anifan/contract startup.ts): this season's list, the first thing the
// page asks for, requested before React, Apollo Client and the page's code have arrived.
import { currentSeason, getWorksVariables, prefetchGraphQL, SEASON_LIST_SIZES } from '@anifan/contract';
import { WORKS_OPERATION_NAME, WORKS_QUERY } from './works-request.build-time';

/** Prefetches the this-season list the home opens on (nothing happens outside the shell). */
export function prefetchAnimeHome(now = new Date(), fetchImpl?: typeof fetch): void {
  const variables = getWorksVariables(currentSeason(now), SEASON_LIST_SIZES.thisSeason);
  // In graphqlRequest's key order: the body is byte for byte the one it would print.
  prefetchGraphQL({ operationName: WORKS_OPERATION_NAME, variables, query: WORKS_QUERY }, fetchImpl);
}
