// What other backend modules use of the catalogue: the module, its service, and the curated titles
// the offline chat mentions; the list API (media-list) adds the /graphql seam and the schema's
// preparation (limits, clamps) it answers list operations with. Everything else is the catalogue's own.
export { CatalogModule } from './catalog.module';
export { CatalogService } from './catalog.service';
export { CATALOG_CLOCK, type CatalogClock, clockFrom } from './catalog-clock';
export { CrossSiteIds, type CrossSiteWork } from './cross-site-ids';
export type { GatewayResponse, GraphQLRequestBody } from './catalog-types';
export { CURATED_TITLES, type CuratedTitle } from './data/characters';
export { clampPageSizes } from './graphql/clamp-page-sizes';
export type { QueryLimits } from './graphql/query-limits';
export { GraphqlListHandlers, type GraphqlListHandler } from './graphql-lists';
export {
  CatalogRequestError,
  prepareOperation,
  readRequestBody,
  type PreparedOperation,
  ValidatedDocuments,
} from './graphql/prepare-operation';
export { catalogSchema } from './graphql/schema';
