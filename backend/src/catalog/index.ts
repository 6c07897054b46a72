// What other backend modules use of the catalogue: the module, its service, and the curated titles
// the offline chat mentions. Everything else is the catalogue's own.
export { CatalogModule } from './catalog.module';
export { CatalogService } from './catalog.service';
export { CURATED_TITLES, type CuratedTitle } from './data/characters';
