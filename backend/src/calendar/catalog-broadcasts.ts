// The upcoming broadcasts of given works, asked through the catalogue's own GraphQL (50 works a page),
// so the feed works in every CATALOG_SOURCE mode: each work's title, episode length and the episodes
// still to air with their start.
import { Injectable } from '@nestjs/common';
import { AppError } from '../common';
import { CatalogService } from '../catalog';

const PAGE_SIZE = 50;
/** Episodes asked per work: more than two months of a weekly or even a daily show. */
const EPISODES_PER_WORK = 25;
const QUERY = `query ($ids: [Int]) { Page(page: 1, perPage: ${PAGE_SIZE}) { media(id_in: $ids, type: ANIME) {
  id duration title { native romaji }
  airingSchedule(notYetAired: true, perPage: ${EPISODES_PER_WORK}) { nodes { episode airingAt } } } } }`;

/** A work's upcoming broadcasts. */
export interface UpcomingWork {
  mediaId: number;
  /** The title as the fan reads it: native, else romaji. */
  title: string;
  /** Minutes per episode, when the catalogue knows it. */
  duration: number | null;
  /** Episodes still to air, with their start (epoch ms). */
  episodes: Array<{ episode: number; airingAt: number }>;
}

interface MediaAnswer {
  id: number;
  duration: number | null;
  title: { native: string | null; romaji: string | null } | null;
  airingSchedule: { nodes: Array<{ episode: number; airingAt: number } | null> | null } | null;
}

interface PageAnswer {
  data?: { Page?: { media?: MediaAnswer[] } };
  errors?: unknown[];
}

@Injectable()
export class CatalogBroadcasts {
  constructor(private readonly catalog: CatalogService) {}

  /**
   * The works' upcoming broadcasts (works the catalogue does not know are left out). A catalogue that
   * cannot answer is asked once more, then the feed is 503: an empty feed would make calendar apps
   * drop every event until the next fetch.
   */
  async upcoming(mediaIds: readonly number[]): Promise<UpcomingWork[]> {
    const works: UpcomingWork[] = [];
    for (let start = 0; start < mediaIds.length; start += PAGE_SIZE) {
      const ids = mediaIds.slice(start, start + PAGE_SIZE);
      const media = (await this.page(ids)) ?? (await this.page(ids));
      if (media === null) {
        throw new AppError('service/unavailable', 'The catalogue could not tell the broadcasts; try again');
      }
      works.push(...media.map(toWork));
    }
    return works;
  }

  private async page(ids: number[]): Promise<MediaAnswer[] | null> {
    const answer = await this.catalog.handle({ query: QUERY, variables: { ids } }, { own: true });
    if (answer.status !== 200) return null;
    const body = JSON.parse(answer.body) as PageAnswer;
    return body.errors === undefined ? (body.data?.Page?.media ?? null) : null;
  }
}

function toWork(media: MediaAnswer): UpcomingWork {
  const title = media.title?.native ?? media.title?.romaji ?? `#${media.id}`;
  const episodes = (media.airingSchedule?.nodes ?? [])
    .filter((node): node is { episode: number; airingAt: number } => node !== null)
    .map((node) => ({ episode: node.episode, airingAt: node.airingAt * 1000 }));
  return { mediaId: media.id, title, duration: media.duration, episodes };
}
