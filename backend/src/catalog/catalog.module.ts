// The catalogue gateway: POST /graphql over the embedded snapshot, AniList and Annict.
import { Module } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';
import { answerStoreProvider } from './cache/answer-store.provider';
import { EmbeddedAnswers } from './cache/embedded-answers';
import { CATALOG_CLOCK, clockFrom } from './catalog-clock';
import { CatalogImagesController } from './catalog-images.controller';
import { CATALOG_OPTIONS, DEFAULT_CATALOG_OPTIONS } from './catalog-options';
import { CatalogService } from './catalog.service';
import { CrossSiteIds } from './cross-site-ids';
import { EmbeddedCatalog } from './embedded/embedded-catalog';
import { ExecutionQueue } from './embedded/execution-queue';
import { GatewayResponder } from './gateway/gateway-responder';
import { ValidatedDocuments } from './graphql/prepare-operation';
import { GraphqlListHandlers } from './graphql-lists';
import { GraphqlRoutes } from './graphql.routes';
import { AutoFallback } from './live/auto-fallback';
import { LiveAnswers } from './live/live-answers';
import { sourceProviders } from './live/sources.provider';
import { upstreamProviders } from './live/upstreams.provider';
import { SnapshotLoader } from './snapshot/snapshot-loader';

@Module({
  controllers: [CatalogImagesController],
  providers: [
    { provide: CATALOG_OPTIONS, useValue: DEFAULT_CATALOG_OPTIONS },
    {
      provide: CATALOG_CLOCK,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => clockFrom(config.clockStart),
    },
    SnapshotLoader,
    EmbeddedCatalog,
    ExecutionQueue,
    EmbeddedAnswers,
    answerStoreProvider,
    ...upstreamProviders,
    ...sourceProviders,
    LiveAnswers,
    AutoFallback,
    GatewayResponder,
    ValidatedDocuments,
    CatalogService,
    GraphqlListHandlers,
    GraphqlRoutes,
    CrossSiteIds,
  ],
  exports: [CatalogService, GraphqlListHandlers, CrossSiteIds, CATALOG_CLOCK],
})
export class CatalogModule {}
