// The anime home's route data (@anifan/contract startup.ts): this season's list, the first thing the
// page asks for, requested before React, Apollo Client and the page's code have arrived.
import {
  currentSeason,
  GET_WORKS,
  getWorksVariables,
  prefetchGraphQL,
  SEASON_LIST_SIZES,
} from '@anifan/contract';
import { graphqlRequest } from '../../../shared/catalog/lib/graphql-request';

/** Prefetches the this-season list the home opens on (nothing happens outside the shell). */
export function prefetchAnimeHome(now = new Date(), fetchImpl?: typeof fetch): void {
  const variables = getWorksVariables(currentSeason(now), SEASON_LIST_SIZES.thisSeason);
  prefetchGraphQL(graphqlRequest(GET_WORKS, variables), fetchImpl);
}
