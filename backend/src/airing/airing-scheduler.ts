// The airing notifications' jobs on the JobQueue (queue `airing`):
// - `sync` (every few minutes, and once at start): asks the catalogue for the upcoming broadcasts of
//   the works in fans' 見てる/見たい and stores them as slots (planSlots);
// - `due` (every 15 s, and once at start): enqueues one `episode` job per slot whose broadcast has
//   begun and that was not announced yet, with the jobId `airing:<mediaId>:<episode>`;
// - `work` (when a fan puts a work in 見てる/見たい): the same as `sync` for that work alone, unless its
//   upcoming slots are stored already, so a work followed just now is announced at its next broadcast
//   (the works of a burst of changes are asked together);
// - `episode`: NotificationsService.notifyAiring (one notification per fan, unique per episode), then
//   marks the slot announced. Run again after a crash, it stores nothing twice (the unique key absorbs
//   it) and marks the slot.
// "Now" is the catalogue's clock (CATALOG_CLOCK, moved by CLOCK_START), so both agree on what has aired.
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { Subscription } from 'rxjs';
import { CATALOG_CLOCK, type CatalogClock, CatalogService } from '../catalog';
import { JOB_QUEUE, type JobQueue, type QueuedJob } from '../jobs';
import { MediaListEvents } from '../media-list';
import { AIRING_STATUSES, NotificationsService } from '../notifications';
import { type CatalogWork, isDue, japanBroadcastTime, planSlots } from './airing-slots';
import { AiringStore } from './airing-store';

export const AIRING_QUEUE = 'airing';
export const SYNC_EVERY_MS = 5 * 60_000;
export const DUE_EVERY_MS = 15_000;
/** Works asked of the catalogue at once (its page size). */
const PAGE_SIZE = 50;
/** Broadcasts this close are queued by the sync to run at their moment: two syncs' worth, so they overlap. */
const LOOKAHEAD_MS = 2 * SYNC_EVERY_MS;
/** Due slots enqueued per run; the next run takes the rest. */
const DUE_BATCH = 500;
/** How long to wait before registering the repeating jobs again when the queue could not be reached. */
const REGISTER_RETRY_MS = 30_000;

const UPCOMING_QUERY = `query AiringSlots($ids: [Int]) {
  Page(perPage: 50) {
    media(id_in: $ids) {
      id
      title { native romaji }
      airingSchedule(notYetAired: true, perPage: 25) { nodes { episode airingAt } }
    }
  }
}`;

interface UpcomingAnswer {
  data?: {
    Page?: {
      media?: Array<{
        id: number;
        title: { native: string | null; romaji: string | null } | null;
        airingSchedule: { nodes: Array<{ episode: number; airingAt: number } | null> | null } | null;
      } | null> | null;
    } | null;
  };
  errors?: unknown[];
}

/** What an `episode` job carries. */
export interface EpisodeJobData {
  mediaId: number;
  episode: number;
}

/** What a `work` job carries. */
export interface WorkJobData {
  mediaId: number;
}

/** A list change is followed by its work's sync this much later, so a burst of saves is asked once. */
const WORK_SYNC_DELAY_MS = 1000;
/** How long `work` jobs gather their works before one sync asks the catalogue for all of them. */
const WORK_BATCH_MS = 300;
const FOLLOWING: ReadonlySet<string> = new Set(AIRING_STATUSES);

/** The jobId of an episode's job: the same on every instance, so it is queued once. */
export const episodeJobId = (mediaId: number, episode: number) => `airing:${mediaId}:${episode}`;

/**
 * The jobId of an episode's job queued ahead for its moment: with the time, so a slot that moves
 * gets a job of its own (the old one, run early, finds the slot not due and does nothing).
 */
export const timedEpisodeJobId = (mediaId: number, episode: number, airingAt: number) =>
  `${episodeJobId(mediaId, episode)}@${airingAt}`;

@Injectable()
export class AiringScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Airing');
  private listChanges: Subscription | null = null;
  private readonly pendingWorks = new Set<number>();
  private pendingFlush: NodeJS.Timeout | null = null;

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue,
    @Inject(CATALOG_CLOCK) private readonly now: CatalogClock,
    private readonly catalog: CatalogService,
    private readonly store: AiringStore,
    private readonly notifications: NotificationsService,
    private readonly lists: MediaListEvents,
  ) {}

  onApplicationBootstrap(): void {
    this.jobs.work<unknown>(AIRING_QUEUE, (job) => this.run(job), { concurrency: 4 });
    void this.register();
    // Every instance hears every change (the list's fan-out); the jobId makes it one job.
    this.listChanges = this.lists.all.subscribe(({ event }) => {
      if (event.type !== 'saved' || !FOLLOWING.has(event.entry.status)) return;
      const { mediaId } = event.entry;
      this.jobs
        .add<WorkJobData>(
          AIRING_QUEUE,
          'work',
          { mediaId },
          { jobId: `work:${mediaId}`, delayMs: WORK_SYNC_DELAY_MS },
        )
        .catch((error: Error) =>
          this.logger.warn(`Could not queue the broadcasts of work ${mediaId}: ${error.message}`),
        );
    });
  }

  onModuleDestroy(): void {
    this.listChanges?.unsubscribe();
    if (this.pendingFlush) clearTimeout(this.pendingFlush);
  }

  /**
   * Stores the upcoming slots of every followed work (or of `only`); returns how many works the
   * catalogue answered for.
   */
  async sync(only?: number[]): Promise<number> {
    const mediaIds = only ?? (await this.store.followedWorks());
    let answered = 0;
    for (let start = 0; start < mediaIds.length; start += PAGE_SIZE) {
      const ids = mediaIds.slice(start, start + PAGE_SIZE);
      const works = await this.upcoming(ids);
      const now = this.now();
      const plan = planSlots(await this.store.slotsOf(ids), works, now);
      await this.store.apply(plan, now);
      for (const slot of plan.upserts.filter((each) => each.sequence > 0)) {
        this.logger.log(
          `Episode ${slot.episode} of ${slot.title} moved to ${japanBroadcastTime(slot.airingAt)} JST (sequence ${slot.sequence})`,
        );
      }
      answered += works.length;
    }
    await this.queueSoon(this.now());
    return answered;
  }

  /** Queues the `episode` jobs of the broadcasts of the next LOOKAHEAD_MS, each delayed to its moment. */
  private async queueSoon(now: number): Promise<void> {
    // What is due already is the due job's.
    for (const slot of await this.store.between(now, now + LOOKAHEAD_MS, DUE_BATCH)) {
      await this.jobs.add<EpisodeJobData>(
        AIRING_QUEUE,
        'episode',
        { mediaId: slot.mediaId, episode: slot.episode },
        { jobId: timedEpisodeJobId(slot.mediaId, slot.episode, slot.airingAt), delayMs: slot.airingAt - now },
      );
    }
  }

  /** Enqueues an `episode` job for each due slot; returns how many. */
  async enqueueDue(): Promise<number> {
    const due = await this.store.due(this.now(), DUE_BATCH);
    for (const slot of due) {
      await this.jobs.add<EpisodeJobData>(
        AIRING_QUEUE,
        'episode',
        { mediaId: slot.mediaId, episode: slot.episode },
        { jobId: episodeJobId(slot.mediaId, slot.episode) },
      );
    }
    return due.length;
  }

  /** Announces one episode to its fans; returns how many notifications were newly stored. */
  async announce(mediaId: number, episode: number): Promise<number> {
    const slot = await this.store.slot(mediaId, episode);
    // Announced already, or moved later since the job was queued: nothing to do now.
    if (!slot || !isDue(slot, this.now())) return 0;
    const stored = await this.notifications.notifyAiring({
      mediaId,
      episode,
      title: slot.title,
      airingAt: slot.airingAt,
    });
    await this.store.markNotified(mediaId, episode, this.now());
    this.logger.log(
      `Episode ${episode} of ${slot.title} (${japanBroadcastTime(slot.airingAt)} JST): ${stored} notifications stored`,
    );
    return stored;
  }

  private async run(job: QueuedJob<unknown>): Promise<void> {
    if (job.name === 'sync') await this.sync();
    else if (job.name === 'due') await this.enqueueDue();
    else if (job.name === 'work') {
      const { mediaId } = job.data as WorkJobData;
      if (!(await this.store.hasUpcoming(mediaId, this.now()))) this.syncSoon(mediaId);
    } else if (job.name === 'episode') {
      const { mediaId, episode } = job.data as EpisodeJobData;
      await this.announce(mediaId, episode);
    } else this.logger.warn(`Unknown airing job "${job.name}" dropped`);
  }

  /**
   * Gathers the works of a burst of list changes (an import adds hundreds) into one catalogue query
   * per 50. Best effort: the periodic sync stores whatever a crash lost here.
   */
  private syncSoon(mediaId: number): void {
    this.pendingWorks.add(mediaId);
    if (this.pendingFlush) return;
    this.pendingFlush = setTimeout(() => {
      const ids = [...this.pendingWorks];
      this.pendingWorks.clear();
      this.pendingFlush = null;
      this.sync(ids).catch((error: Error) =>
        this.logger.warn(`Could not store the broadcasts of ${ids.length} works: ${error.message}`),
      );
    }, WORK_BATCH_MS);
    this.pendingFlush.unref();
  }

  /** The repeating jobs, and one of each now so a restart catches up at once; retried while the queue is down. */
  private async register(): Promise<void> {
    try {
      await this.jobs.every(AIRING_QUEUE, 'sync', SYNC_EVERY_MS);
      await this.jobs.every(AIRING_QUEUE, 'due', DUE_EVERY_MS);
      await this.jobs.add(AIRING_QUEUE, 'sync', {}, { jobId: 'sync-at-start' });
      await this.jobs.add(AIRING_QUEUE, 'due', {}, { jobId: 'due-at-start' });
    } catch (error) {
      this.logger.warn(`Could not schedule the airing jobs (${(error as Error).message}); trying again`);
      setTimeout(() => void this.register(), REGISTER_RETRY_MS).unref();
    }
  }

  private async upcoming(ids: number[]): Promise<CatalogWork[]> {
    const answer = await this.catalog.handle({ query: UPCOMING_QUERY, variables: { ids } }, { own: true });
    const body = answer.status === 200 ? (JSON.parse(answer.body) as UpcomingAnswer) : null;
    const media = body && body.errors === undefined ? body.data?.Page?.media : null;
    // Thrown, the job fails and is tried again; slots are never removed on a catalogue that did not answer.
    if (!media) throw new Error(`The catalogue did not answer for the works' broadcasts (${answer.status})`);
    return media.flatMap((work) => {
      if (!work) return [];
      const title = work.title?.native ?? work.title?.romaji ?? `#${work.id}`;
      const upcoming = (work.airingSchedule?.nodes ?? []).flatMap((node) =>
        node ? [{ episode: node.episode, airingAt: node.airingAt * 1000 }] : [],
      );
      return [{ mediaId: work.id, title, upcoming }];
    });
  }
}
