// Loads the embedded catalogue's snapshot: the built file, else one built in-process from the data
// packages (slower start, same content), else nothing (the catalogue then stays not ready).
import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-options';
import { buildSnapshotFromPackages, readSnapshotFile } from './snapshot-files';
import type { CatalogSnapshot } from './snapshot-types';

/** Builds the snapshot from the installed data packages; tests replace it. */
export const SNAPSHOT_BUILDER = Symbol('SNAPSHOT_BUILDER');
export type SnapshotBuilder = () => CatalogSnapshot;

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

@Injectable()
export class SnapshotLoader {
  private readonly logger = new Logger('Catalog');

  constructor(
    @Inject(CATALOG_OPTIONS) private readonly options: Pick<CatalogOptions, 'snapshotPath'>,
    @Optional() @Inject(SNAPSHOT_BUILDER) private readonly build: SnapshotBuilder = buildSnapshotFromPackages,
  ) {}

  load(): CatalogSnapshot | null {
    try {
      return readSnapshotFile(this.options.snapshotPath);
    } catch (error) {
      this.logger.warn(
        `${this.options.snapshotPath} unreadable (${reason(error)}); building the snapshot from ` +
          'bangumi-data and bgmd in-process (run `npm run catalog:build` to avoid this)',
      );
    }
    try {
      return this.build();
    } catch (error) {
      this.logger.error(`catalogue snapshot unavailable: ${reason(error)}; /readyz stays 503`);
      return null;
    }
  }
}
