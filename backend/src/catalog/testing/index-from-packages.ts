// The catalogue's index built from the data packages, for specs outside the catalogue that check the ids
// it gives characters: they must not depend on a build having run first.
import { CatalogIndex } from '../embedded/catalog-index';
import { buildSnapshotFromPackages } from '../snapshot/snapshot-files';

export function catalogIndexFromPackages(): CatalogIndex {
  return new CatalogIndex(buildSnapshotFromPackages());
}
