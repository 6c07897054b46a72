// The JobQueue on BullMQ when REDIS_URL is set: jobs live in Redis, so every instance's workers share
// them; a job whose worker died (its lock not renewed) is taken over by another worker after the
// stalled check, `every` is a BullMQ job scheduler (one job per tick across all instances), and a
// jobId is added once however many instances add it at the same moment.
import { hostname } from 'node:os';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import { type ConnectionOptions, type JobsOptions, Queue, Worker } from 'bullmq';
import {
  type AddJobOptions,
  DEFAULT_RETRY,
  type JobHandler,
  type JobQueue,
  type RepeatJobData,
  type RetryPolicy,
} from './job-queue';

export interface BullmqJobQueueOptions {
  /** Redis key prefix of every queue (JOB_PREFIX): deployments or test runs sharing a Redis stay apart. */
  prefix: string;
  retry?: RetryPolicy;
  /**
   * How long a running job's lock lasts without renewal (the worker renews it every half of this):
   * after a worker dies, its job is run again once the lock has expired and a stalled check sees it.
   */
  lockDurationMs?: number;
  /** How often each worker looks for jobs whose lock expired. */
  stalledIntervalMs?: number;
  /** How long finished jobs are kept (for inspection) before Redis forgets them. */
  keepCompletedSeconds?: number;
  /** How long shutdown waits for running jobs; past it the workers stop and their jobs are run again elsewhere. */
  drainTimeoutMs?: number;
}

/**
 * BullMQ refuses ids that are integers or contain ':' (it uses them in its own keys). Ours are encoded
 * into a safe, reversible form; ids of jobs BullMQ makes itself (schedulers) are left as they are.
 */
const ID_PREFIX = 'j_';
const encodeId = (id: string) => ID_PREFIX + id.replace(/%/g, '%25').replace(/:/g, '%3A');
const decodeId = (id: string) =>
  id.startsWith(ID_PREFIX) ? id.slice(ID_PREFIX.length).replace(/%3A/g, ':').replace(/%25/g, '%') : id;

export class BullmqJobQueue implements JobQueue, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, Queue>();
  private readonly workers: Worker[] = [];
  /** This instance's handler runs in progress. */
  private readonly running = new Set<Promise<void>>();
  private readonly retry: RetryPolicy;
  private readonly lockDurationMs: number;
  private readonly stalledIntervalMs: number;
  private readonly jobOptions: JobsOptions;
  private closed = false;

  constructor(
    private readonly redisUrl: string,
    private readonly options: BullmqJobQueueOptions,
  ) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.lockDurationMs = options.lockDurationMs ?? 10_000;
    this.stalledIntervalMs = options.stalledIntervalMs ?? 5_000;
    const keep = options.keepCompletedSeconds ?? 3600;
    this.jobOptions = {
      attempts: this.retry.attempts,
      backoff: { type: 'exponential', delay: this.retry.backoffMs },
      removeOnComplete: { age: keep, count: 10_000 },
      removeOnFail: { age: 24 * 3600, count: 10_000 },
    };
  }

  async add<T>(queue: string, name: string, data: T, options: AddJobOptions = {}): Promise<void> {
    if (this.closed) return;
    const target = this.queue(queue);
    const jobId = options.jobId === undefined ? undefined : encodeId(options.jobId);
    if (jobId) {
      // A finished job keeps its id for a while (removeOnComplete's age); the interface only dedupes
      // jobs still to run, so a finished one is removed first. Two instances doing this at once still
      // end with one job: BullMQ adds a given id atomically.
      const state = await target.getJobState(jobId);
      // Removing fails only if the job has just been taken again: then it is live, and add() skips it.
      if (state === 'completed' || state === 'failed') await target.remove(jobId).catch(() => 0);
    }
    await target.add(name, data, { ...this.jobOptions, jobId, delay: options.delayMs });
  }

  work<T>(queue: string, handler: JobHandler<T>, options: { concurrency: number }): void {
    if (this.closed) return;
    const worker = new Worker<T>(
      queue,
      async (job) => {
        const run = handler({ id: decodeId(job.id ?? ''), name: job.name, data: job.data });
        this.running.add(run);
        try {
          await run;
        } finally {
          this.running.delete(run);
        }
      },
      {
        connection: this.connection(null),
        prefix: this.options.prefix,
        // Recorded on each job it runs (processedBy): which instance ran or is running what.
        name: `${hostname()}:${process.pid}`,
        concurrency: Math.max(1, options.concurrency),
        lockDuration: this.lockDurationMs,
        stalledInterval: this.stalledIntervalMs,
        // A job is given up as failed after stalling this many times (workers dying under it).
        maxStalledCount: 3,
      },
    );
    worker.on('failed', (job, error) => {
      if (!job) return;
      const final = job.attemptsMade >= (job.opts.attempts ?? 1);
      const what = `Job ${queue}/${job.name} (${decodeId(job.id ?? '')})`;
      if (final) this.logger.error(`${what} failed after ${job.attemptsMade} attempts: ${error.message}`);
      else this.logger.warn(`${what} failed, will retry: ${error.message}`);
    });
    worker.on('error', (error) => this.logger.warn(`Worker ${queue}: ${error.message}`));
    this.workers.push(worker);
  }

  async every(queue: string, name: string, everyMs: number): Promise<void> {
    if (this.closed) return;
    // The scheduler's id is the job's name: every instance upserts the same one.
    await this.queue(queue).upsertJobScheduler(
      name,
      { every: everyMs },
      { name, data: {} satisfies RepeatJobData, opts: { ...this.jobOptions, attempts: 1 } },
    );
  }

  /**
   * Waits for the running jobs to finish (at most `drainTimeoutMs`: a job stuck on an unreachable
   * database is left to another instance's stalled check), then closes the connections.
   */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    let timeout: NodeJS.Timeout | undefined;
    const expired = new Promise<true>((resolve) => {
      timeout = setTimeout(() => resolve(true), this.options.drainTimeoutMs ?? 10_000);
    });
    // Paused, the workers take no new job; the running ones are given the time to finish.
    await Promise.allSettled(this.workers.map((worker) => worker.pause(true)));
    const drained = Promise.allSettled([...this.running]).then(() => false);
    const gaveUp = await Promise.race([drained, expired]);
    clearTimeout(timeout);
    if (gaveUp) this.logger.warn('Jobs still running at shutdown are left to the other instances');
    // Forced, a worker stops renewing its jobs' locks: they stall and are run again elsewhere.
    await Promise.allSettled(this.workers.map((worker) => worker.close(gaveUp)));
    await Promise.allSettled([...this.queues.values()].map((queue) => queue.close()));
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private queue(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, { connection: this.connection(2), prefix: this.options.prefix });
      queue.on('error', (error) => this.logger.warn(`Queue ${name}: ${error.message}`));
      this.queues.set(name, queue);
    }
    return queue;
  }

  /**
   * Workers block on Redis and must retry forever (null); a producer fails fast, so a caller (the
   * periodic jobs) sees the error and tries again on its next run instead of hanging.
   */
  private connection(maxRetriesPerRequest: number | null): ConnectionOptions {
    return { url: this.redisUrl, maxRetriesPerRequest };
  }
}
