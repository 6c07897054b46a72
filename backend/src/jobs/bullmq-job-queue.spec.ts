// The BullMQ runner against the real Redis of the test machine: each test run has its own key prefix,
// deleted afterwards. Two runners on one prefix stand for two instances of the app.
import { randomUUID } from 'node:crypto';
import { Worker } from 'bullmq';
import Redis from 'ioredis';
import { TEST_REDIS_URL } from '../testing';
import { BullmqJobQueue, type BullmqJobQueueOptions } from './bullmq-job-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await sleep(20);
  }
}

describe('BullmqJobQueue (Redis)', () => {
  const prefix = `anifan-test-${randomUUID()}`;
  const runners: BullmqJobQueue[] = [];
  const redis = new Redis(TEST_REDIS_URL);

  const runner = (options: Partial<BullmqJobQueueOptions> = {}) => {
    const created = new BullmqJobQueue(TEST_REDIS_URL, {
      prefix,
      retry: { attempts: 3, backoffMs: 50 },
      lockDurationMs: 1000,
      stalledIntervalMs: 300,
      ...options,
    });
    runners.push(created);
    return created;
  };

  afterEach(async () => {
    await Promise.all(runners.splice(0).map((each) => each.close()));
  });

  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
    expect(await redis.keys(`${prefix}:*`)).toEqual([]);
    await redis.quit();
  });

  it('runs a job with its id (colons and all), name and data', async () => {
    const jobs = runner();
    const seen: unknown[] = [];
    jobs.work('basic', async (job) => void seen.push(job), { concurrency: 1 });
    await jobs.add('basic', 'airing', { mediaId: 1 }, { jobId: 'airing:1:2' });
    await jobs.add('basic', 'plain', { n: 7 }, { jobId: '42' });
    await until(() => seen.length === 2);
    expect(seen).toEqual([
      { id: 'airing:1:2', name: 'airing', data: { mediaId: 1 } },
      { id: '42', name: 'plain', data: { n: 7 } },
    ]);
  });

  it('adds a jobId once while it waits, across instances, and again once it has finished', async () => {
    const first = runner();
    const second = runner();
    await Promise.all([
      first.add('dedupe', 'job', {}, { jobId: 'same' }),
      second.add('dedupe', 'job', {}, { jobId: 'same' }),
      first.add('dedupe', 'job', {}, { jobId: 'same' }),
    ]);
    let runs = 0;
    first.work('dedupe', async () => void (runs += 1), { concurrency: 2 });
    second.work('dedupe', async () => void (runs += 1), { concurrency: 2 });
    await until(() => runs === 1);
    await sleep(300);
    expect(runs).toBe(1);
    await second.add('dedupe', 'job', {}, { jobId: 'same' });
    await until(() => runs === 2);
  });

  it('retries a failing job with backoff', async () => {
    const jobs = runner();
    const times: number[] = [];
    jobs.work(
      'retry',
      async () => {
        times.push(Date.now());
        if (times.length < 3) throw new Error('flaky');
      },
      { concurrency: 1 },
    );
    await jobs.add('retry', 'flaky', {});
    await until(() => times.length === 3);
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(45);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(95);
  });

  it('runs an `every` job once per tick however many instances repeat it', async () => {
    const ticks: number[] = [];
    const instances = [runner(), runner()];
    for (const jobs of instances) {
      jobs.work('tick', async (job) => void ticks.push(job.name === 'sweep' ? Date.now() : -1), {
        concurrency: 2,
      });
    }
    await Promise.all(instances.map((jobs) => jobs.every('tick', 'sweep', 250)));
    await sleep(1400);
    expect(ticks).not.toContain(-1);
    // 1.4 s at one per 250 ms: 5 or 6 ticks, not twice as many.
    expect(ticks.length).toBeGreaterThanOrEqual(4);
    expect(ticks.length).toBeLessThanOrEqual(7);
  });

  it('runs a job again on another instance when the worker running it dies', async () => {
    const queueName = 'takeover';
    let started = false;
    // A worker that takes the job and then vanishes without finishing it or renewing its lock.
    const doomed = new Worker(
      queueName,
      async () => {
        started = true;
        await new Promise(() => undefined);
      },
      {
        connection: { url: TEST_REDIS_URL, maxRetriesPerRequest: null },
        prefix,
        lockDuration: 1000,
        stalledInterval: 300,
      },
    );
    const jobs = runner();
    await jobs.add(queueName, 'work', { n: 1 }, { jobId: 'only-once' });
    await until(() => started);
    await doomed.close(true);

    const finishedBy: string[] = [];
    const survivor = runner();
    survivor.work(queueName, async (job) => void finishedBy.push(job.id), { concurrency: 1 });
    await until(() => finishedBy.length === 1, 8000);
    expect(finishedBy).toEqual(['only-once']);
  });

  it('lets the running job finish when it closes', async () => {
    const jobs = runner();
    const done: string[] = [];
    let started = false;
    jobs.work(
      'drain',
      async (job) => {
        started = true;
        await sleep(200);
        done.push(job.id);
      },
      { concurrency: 1 },
    );
    await jobs.add('drain', 'slow', {}, { jobId: 'slow' });
    await until(() => started);
    await jobs.close();
    expect(done).toEqual(['slow']);
    // Closed: adding does nothing and does not throw.
    await jobs.add('drain', 'slow', {}, { jobId: 'later' });
  });

  it('stops waiting for a stuck job at shutdown, and another instance runs it', async () => {
    const stuck = runner({ drainTimeoutMs: 200 });
    let started = false;
    let release: () => void = () => undefined;
    stuck.work(
      'stuck',
      async () => {
        started = true;
        await new Promise<void>((resolve) => (release = resolve));
      },
      { concurrency: 1 },
    );
    await stuck.add('stuck', 'forever', {}, { jobId: 'stuck' });
    await until(() => started);
    const closing = Date.now();
    await stuck.close();
    expect(Date.now() - closing).toBeLessThan(2000);

    const finished: string[] = [];
    runner().work('stuck', async (job) => void finished.push(job.id), { concurrency: 1 });
    await until(() => finished.length === 1, 8000);
    expect(finished).toEqual(['stuck']);
    // The abandoned run ends at last, as a process would exit: its worker is gone and it changes nothing.
    release();
    await sleep(100);
    expect(finished).toEqual(['stuck']);
  });
});
