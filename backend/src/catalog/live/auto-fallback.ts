// CATALOG_SOURCE=auto: the live answer if it comes within `fallbackAfterMs`, else (late, failed,
// rate-limited, circuit open) null so the caller answers from the snapshot. A late live call keeps
// running and still fills the cache for the next request.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-options';
import type { GraphQLAnswer } from '../catalog-types';
import { UpstreamError } from './upstream-error';

const TIMEOUT = Symbol('timeout');

@Injectable()
export class AutoFallback {
  private readonly logger = new Logger('Catalog');

  constructor(@Inject(CATALOG_OPTIONS) private readonly options: Pick<CatalogOptions, 'fallbackAfterMs'>) {}

  /** The live answer, or null when the fallback should answer. A programming error is rethrown. */
  async race(live: Promise<GraphQLAnswer>): Promise<GraphQLAnswer | null> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<typeof TIMEOUT>((resolve) => {
      timer = setTimeout(() => resolve(TIMEOUT), this.options.fallbackAfterMs);
    });
    const outcome = await Promise.race([
      live.then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error }),
      ),
      deadline,
    ]).finally(() => clearTimeout(timer));
    if (outcome !== TIMEOUT && 'answer' in outcome) return outcome.answer;
    if (outcome !== TIMEOUT && !(outcome.error instanceof UpstreamError)) throw outcome.error;
    if (outcome === TIMEOUT) {
      live.catch((error: unknown) => {
        if (!(error instanceof UpstreamError))
          this.logger.error(`live catalogue call failed: ${String(error)}`);
      });
    }
    return null;
  }
}
