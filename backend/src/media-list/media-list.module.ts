// The list store (issue #29): fans' lists of works, kept in AniFan's own database in every
// CATALOG_SOURCE mode, with the catalogue asked only which works exist and how many episodes they have;
// and AniList's list API on /graphql over it (graphql/).
import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { CatalogModule } from '../catalog';
import { CatalogMediaFacts } from './catalog-media-facts';
import { listGraphqlProviders } from './graphql/list-graphql.providers';
import { MediaListController } from './media-list.controller';
import { MediaListService } from './media-list.service';
import { MediaListCache } from './media-list-cache';
import { MediaListEvents } from './media-list-events';
import { MediaListStore } from './media-list-store';
import { MediaListStreams } from './media-list-streams';
import { MEDIA_FACTS } from './media-list.types';

@Module({
  imports: [AuthModule, CatalogModule],
  controllers: [MediaListController],
  providers: [
    MediaListStore,
    MediaListEvents,
    MediaListCache,
    MediaListStreams,
    { provide: MEDIA_FACTS, useClass: CatalogMediaFacts },
    MediaListService,
    ...listGraphqlProviders,
  ],
  exports: [MediaListService, MediaListCache, MediaListEvents],
})
export class MediaListModule {}
