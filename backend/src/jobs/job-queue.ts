// The job system's interface (JOB_QUEUE): BullMQ on Redis when REDIS_URL is set, an in-process runner
// with the same semantics on the embedded default. Handlers must be re-runnable: a job may run again
// after a crash, and what it writes is kept exactly once by the database's unique keys.

/** The Nest injection token of the app's JobQueue. */
export const JOB_QUEUE = Symbol('JOB_QUEUE');

/** One job as a handler sees it. */
export interface QueuedJob<T> {
  id: string;
  name: string;
  data: T;
}

/** Runs one job; a rejection is a failure that is retried with backoff. */
export type JobHandler<T> = (job: QueuedJob<T>) => Promise<void>;

/** Options of `JobQueue.add`. */
export interface AddJobOptions {
  /** Deduplication key: a job with this id still waiting, delayed or running is not added again. */
  jobId?: string;
  /** Runs the job no sooner than this many milliseconds from now. */
  delayMs?: number;
}

export interface JobQueue {
  /** Adds a job; one with the same jobId still waiting, delayed or running is not added again. */
  add<T>(queue: string, name: string, data: T, options?: AddJobOptions): Promise<void>;
  /**
   * Runs the handler for each job of the queue, at most `concurrency` at once on this instance; a
   * failure is retried with backoff; a job whose worker died is run again by another worker.
   */
  work<T>(
    queue: string,
    handler: (job: { id: string; name: string; data: T }) => Promise<void>,
    options: { concurrency: number },
  ): void;
  /** Repeats a job every `everyMs`, once per tick across all instances. */
  every(queue: string, name: string, everyMs: number): Promise<void>;
}

/** Retry policy shared by both runners: `attempts` runs in all, waiting `backoffMs · 2^(n-1)` before run n+1. */
export interface RetryPolicy {
  attempts: number;
  backoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 6, backoffMs: 1000 };

/** The data of the jobs `every` adds. */
export type RepeatJobData = Record<string, never>;
