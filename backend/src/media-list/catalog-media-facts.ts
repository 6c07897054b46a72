// MediaFacts from the catalogue, in every CATALOG_SOURCE mode: the works' ids and episode counts asked
// through the catalogue's own GraphQL (50 a page), kept a while so saves and imports ask once.
import { Injectable } from '@nestjs/common';
import { boundedCache, type BoundedCache } from '../common';
import { CatalogService } from '../catalog';
import type { MediaFacts } from './media-list.types';

const PAGE_SIZE = 50;
const KEPT_WORKS = 20_000;
/** Long enough for an import or an evening of saves, short enough to follow a work's count as it airs. */
const KEPT_MS = 10 * 60 * 1000;
const QUERY = `query ($ids: [Int]) { Page(page: 1, perPage: ${PAGE_SIZE}) { media(id_in: $ids, type: ANIME) { id episodes } } }`;

interface Known {
  /** Whether the catalogue has the work at all. */
  known: boolean;
  episodes: number | null;
}

interface PageAnswer {
  data?: { Page?: { media?: Array<{ id: number; episodes: number | null }> } };
  errors?: unknown[];
}

@Injectable()
export class CatalogMediaFacts implements MediaFacts {
  private readonly kept: BoundedCache<number, Known> = boundedCache<number, Known>({
    maxEntries: KEPT_WORKS,
    ttlMs: KEPT_MS,
  });

  constructor(private readonly catalog: CatalogService) {}

  async episodeCounts(mediaIds: readonly number[]): Promise<Map<number, number | null>> {
    const wanted = [...new Set(mediaIds)];
    const asked = wanted.filter((id) => this.kept.get(id) === undefined);
    for (let start = 0; start < asked.length; start += PAGE_SIZE) {
      await this.ask(asked.slice(start, start + PAGE_SIZE));
    }
    const counts = new Map<number, number | null>();
    for (const id of wanted) {
      const known = this.kept.get(id);
      if (known?.known) counts.set(id, known.episodes);
    }
    return counts;
  }

  /** A failing catalogue is a failure of the write (5xx), never "unknown work". */
  private async ask(ids: number[]): Promise<void> {
    const answer = await this.catalog.handle({ query: QUERY, variables: { ids } });
    const body = JSON.parse(answer.body) as PageAnswer;
    const media = body.data?.Page?.media;
    if (answer.status !== 200 || body.errors !== undefined || media === undefined) {
      throw new Error(`the catalogue did not answer which works exist (${answer.status})`);
    }
    const found = new Map(media.map((work) => [work.id, work.episodes]));
    for (const id of ids) {
      this.kept.set(id, { known: found.has(id), episodes: found.get(id) ?? null });
    }
  }
}
