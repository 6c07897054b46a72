// MediaFacts from the catalogue, in every CATALOG_SOURCE mode: the works' ids and episode counts asked
// through the catalogue's own GraphQL (50 a page), kept a while so saves and imports ask once.
import { Injectable } from '@nestjs/common';
import { AppError, boundedCache, type BoundedCache } from '../common';
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

  /**
   * A catalogue that cannot answer (its executions' queue full, AniList down) is asked once more,
   * then fails the write with 503: never "unknown work", and never a 500.
   */
  private async ask(ids: number[]): Promise<void> {
    const media = (await this.page(ids)) ?? (await this.page(ids));
    if (media === null) {
      throw new AppError('service/unavailable', 'The catalogue could not tell which works exist; try again');
    }
    const found = new Map(media.map((work) => [work.id, work.episodes]));
    for (const id of ids) {
      this.kept.set(id, { known: found.has(id), episodes: found.get(id) ?? null });
    }
  }

  private async page(ids: number[]): Promise<Array<{ id: number; episodes: number | null }> | null> {
    const answer = await this.catalog.handle({ query: QUERY, variables: { ids } }, { own: true });
    if (answer.status !== 200) return null;
    const body = JSON.parse(answer.body) as PageAnswer;
    return body.errors === undefined ? (body.data?.Page?.media ?? null) : null;
  }
}
