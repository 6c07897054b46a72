// What answers live operations: AniList for Page/Media/Character, Annict for searchWorks, and AniList's
// season lists in Annict's shape when Annict has no token or does not answer.
import type { Provider } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../../config';
import { EmbeddedCatalog } from '../embedded/embedded-catalog';
import { AniListSeasonWorks } from './anilist-season-works';
import { AniListSource } from './anilist-source';
import { AnnictSource } from './annict-source';
import type { GraphQLUpstream } from './graphql-upstream';
import { ANILIST_UPSTREAM, ANNICT_UPSTREAM } from './upstreams.provider';

export const sourceProviders: Provider[] = [
  {
    provide: AniListSource,
    inject: [ANILIST_UPSTREAM],
    useFactory: (upstream: GraphQLUpstream) => new AniListSource(upstream),
  },
  {
    provide: AniListSeasonWorks,
    inject: [ANILIST_UPSTREAM],
    useFactory: (upstream: GraphQLUpstream) => new AniListSeasonWorks(upstream),
  },
  {
    provide: AnnictSource,
    inject: [ANNICT_UPSTREAM, APP_CONFIG, EmbeddedCatalog, AniListSeasonWorks],
    useFactory: (
      upstream: GraphQLUpstream,
      config: AppConfig,
      embedded: EmbeddedCatalog,
      seasonWorks: AniListSeasonWorks,
    ) =>
      new AnnictSource(
        upstream,
        config.catalog.annictToken !== null,
        (title) => embedded.coverFor(title),
        seasonWorks,
      ),
  },
];
