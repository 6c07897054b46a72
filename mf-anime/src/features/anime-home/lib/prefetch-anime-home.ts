// The anime home's route data (shell/src/platform/route-data.ts): this season's list, the first thing
// the page asks for, requested before React, Apollo Client and the page's code have arrived.
import { earlyRuntimeConfig, prefetch } from '@anifan/platform/route-data';
import { catalogRequest } from '../../catalog/lib/http-request';
import { GET_WORKS, getWorksVariables, SEASON_LIST_SIZES } from '../../seasons/api/get-works-request';
import { currentSeason } from '../../seasons/lib/season';

/** Prefetches the this-season list the home opens on; nothing without the shell's early config. */
export async function prefetchAnimeHome(now = new Date(), config = earlyRuntimeConfig()): Promise<void> {
  if (!config) return;
  const { graphqlUrl } = await config;
  const variables = getWorksVariables(currentSeason(now), SEASON_LIST_SIZES.thisSeason);
  prefetch(catalogRequest(graphqlUrl, GET_WORKS, variables));
}
