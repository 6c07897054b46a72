// The in-process JobQueue for the embedded default (no Redis): the same semantics as BullMQ on one
// instance — jobId dedupe while a job waits, is delayed, runs or waits for a retry; retries with
// exponential backoff; `every` as an interval; on shutdown the jobs already running and ready finish.
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  type AddJobOptions,
  DEFAULT_RETRY,
  type JobHandler,
  type JobQueue,
  type QueuedJob,
  type RetryPolicy,
} from './job-queue';

interface PendingJob extends QueuedJob<unknown> {
  /** Runs so far. */
  attempts: number;
}

interface QueueState {
  handler: JobHandler<unknown> | null;
  concurrency: number;
  /** Ids of the jobs running now. */
  running: Set<string>;
  ready: PendingJob[];
  /** Ids of jobs waiting, delayed, running or waiting for a retry: `add` skips these. */
  live: Set<string>;
}

export interface InProcessJobQueueOptions {
  retry?: RetryPolicy;
  /** How long shutdown waits for running and ready jobs before giving up on them. */
  drainTimeoutMs?: number;
}

export class InProcessJobQueue implements JobQueue, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly queues = new Map<string, QueueState>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly idleWaiters = new Set<() => void>();
  private readonly retry: RetryPolicy;
  private readonly drainTimeoutMs: number;
  private closing = false;
  private nextId = 1;

  constructor(options: InProcessJobQueueOptions = {}) {
    this.retry = options.retry ?? DEFAULT_RETRY;
    this.drainTimeoutMs = options.drainTimeoutMs ?? 10_000;
  }

  async add<T>(queue: string, name: string, data: T, options: AddJobOptions = {}): Promise<void> {
    if (this.closing) return;
    const state = this.state(queue);
    // A generated id is marked, so it does not meet a caller's jobId such as "1".
    const id = options.jobId ?? `#${this.nextId++}`;
    if (state.live.has(id)) return;
    state.live.add(id);
    const job: PendingJob = { id, name, data, attempts: 0 };
    if (options.delayMs && options.delayMs > 0) this.later(options.delayMs, () => this.enqueue(queue, job));
    else this.enqueue(queue, job);
  }

  work<T>(queue: string, handler: JobHandler<T>, options: { concurrency: number }): void {
    const state = this.state(queue);
    if (state.handler) throw new Error(`Queue "${queue}" already has a worker`);
    state.handler = handler as JobHandler<unknown>;
    state.concurrency = Math.max(1, options.concurrency);
    this.pump(queue);
  }

  async every(queue: string, name: string, everyMs: number): Promise<void> {
    if (this.closing) return;
    const timer = setInterval(() => {
      // The same id while the previous tick's job is still there: a slow job is not stacked up.
      void this.add(queue, name, {}, { jobId: `every:${name}` });
    }, everyMs);
    timer.unref();
    this.timers.add(timer);
  }

  /** Resolves once no job is waiting, delayed, running or waiting for a retry (tests). */
  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.add(resolve));
  }

  /**
   * Stops the intervals and delayed jobs (they are re-created by the periodic jobs on the next start),
   * then lets the running and ready jobs finish, failures no longer retried.
   */
  async close(): Promise<void> {
    this.closing = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const state of this.queues.values()) {
      const kept = state.handler ? [...state.running, ...state.ready.map((job) => job.id)] : [];
      state.ready = state.handler ? state.ready : [];
      state.live = new Set(kept);
    }
    this.checkIdle();
    let timeout: NodeJS.Timeout | undefined;
    const expired = new Promise<void>((resolve) => {
      timeout = setTimeout(resolve, this.drainTimeoutMs);
    });
    await Promise.race([this.idle(), expired]);
    clearTimeout(timeout);
  }

  async onModuleDestroy(): Promise<void> {
    await this.close();
  }

  private state(queue: string): QueueState {
    let state = this.queues.get(queue);
    if (!state) {
      state = { handler: null, concurrency: 1, running: new Set(), ready: [], live: new Set() };
      this.queues.set(queue, state);
    }
    return state;
  }

  private later(delayMs: number, run: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }

  private enqueue(queue: string, job: PendingJob): void {
    this.state(queue).ready.push(job);
    this.pump(queue);
  }

  private pump(queue: string): void {
    const state = this.state(queue);
    while (state.handler && state.running.size < state.concurrency && state.ready.length > 0) {
      const job = state.ready.shift() as PendingJob;
      void this.run(queue, state, state.handler, job);
    }
  }

  private async run(
    queue: string,
    state: QueueState,
    handler: JobHandler<unknown>,
    job: PendingJob,
  ): Promise<void> {
    state.running.add(job.id);
    job.attempts += 1;
    try {
      await handler({ id: job.id, name: job.name, data: job.data });
      state.live.delete(job.id);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts < this.retry.attempts && !this.closing) {
        const delay = this.retry.backoffMs * 2 ** (job.attempts - 1);
        this.logger.warn(`Job ${queue}/${job.name} (${job.id}) failed, retrying in ${delay} ms: ${message}`);
        this.later(delay, () => this.enqueue(queue, job));
      } else {
        this.logger.error(
          `Job ${queue}/${job.name} (${job.id}) failed after ${job.attempts} attempts: ${message}`,
        );
        state.live.delete(job.id);
      }
    } finally {
      state.running.delete(job.id);
      this.pump(queue);
      this.checkIdle();
    }
  }

  private isIdle(): boolean {
    return [...this.queues.values()].every((state) => state.live.size === 0);
  }

  private checkIdle(): void {
    if (!this.isIdle()) return;
    for (const resolve of this.idleWaiters) resolve();
    this.idleWaiters.clear();
  }
}
