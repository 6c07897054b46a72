// The catalogue gateway: POST /graphql over the embedded snapshot, AniList and Annict.
import { Module } from '@nestjs/common';
import { CatalogController } from './catalog.controller';
import { CATALOG_OPTIONS, DEFAULT_CATALOG_OPTIONS } from './catalog-options';
import { CatalogService } from './catalog.service';

@Module({
  controllers: [CatalogController],
  providers: [CatalogService, { provide: CATALOG_OPTIONS, useValue: DEFAULT_CATALOG_OPTIONS }],
  exports: [CatalogService],
})
export class CatalogModule {}
