// The in-process runner keeps the JobQueue promises on one instance: retries, jobId dedupe, `every`, drain.
import { InProcessJobQueue } from './in-process-job-queue';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('InProcessJobQueue', () => {
  let queue: InProcessJobQueue;

  beforeEach(() => {
    queue = new InProcessJobQueue({ retry: { attempts: 3, backoffMs: 10 }, drainTimeoutMs: 2000 });
  });

  afterEach(async () => {
    await queue.close();
  });

  it('runs each added job once with its id, name and data', async () => {
    const seen: Array<{ id: string; name: string; data: unknown }> = [];
    queue.work<{ n: number }>('q', async (job) => void seen.push(job), { concurrency: 2 });
    await queue.add('q', 'first', { n: 1 }, { jobId: 'a' });
    await queue.add('q', 'second', { n: 2 });
    await queue.idle();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toEqual({ id: 'a', name: 'first', data: { n: 1 } });
    expect(seen[1]).toMatchObject({ name: 'second', data: { n: 2 } });
  });

  it('keeps jobs added before the worker starts, and runs them once it does', async () => {
    await queue.add('q', 'early', { n: 1 });
    const seen: string[] = [];
    queue.work('q', async (job) => void seen.push(job.name), { concurrency: 1 });
    await queue.idle();
    expect(seen).toEqual(['early']);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const times: number[] = [];
    queue.work(
      'q',
      async () => {
        times.push(Date.now());
        if (times.length < 3) throw new Error('flaky');
      },
      { concurrency: 1 },
    );
    await queue.add('q', 'flaky', {});
    await queue.idle();
    expect(times).toHaveLength(3);
    // 10 ms, then 20 ms: the wait doubles.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(9);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(19);
  });

  it('gives up after the last attempt, and the id can be added again', async () => {
    let runs = 0;
    queue.work(
      'q',
      async () => {
        runs += 1;
        throw new Error('always');
      },
      { concurrency: 1 },
    );
    await queue.add('q', 'doomed', {}, { jobId: 'x' });
    await queue.idle();
    expect(runs).toBe(3);
    await queue.add('q', 'doomed', {}, { jobId: 'x' });
    await queue.idle();
    expect(runs).toBe(6);
  });

  it('does not add a job whose id is waiting, delayed, running or waiting for a retry', async () => {
    let release: () => void = () => undefined;
    const runs: string[] = [];
    queue.work(
      'q',
      async (job) => {
        runs.push(job.id);
        await new Promise<void>((resolve) => (release = resolve));
      },
      { concurrency: 1 },
    );
    await queue.add('q', 'slow', {}, { jobId: 'same' });
    await queue.add('q', 'slow', {}, { jobId: 'same' });
    await sleep(5);
    expect(runs).toEqual(['same']);
    await queue.add('q', 'slow', {}, { jobId: 'same' });
    release();
    await queue.idle();
    expect(runs).toEqual(['same']);

    await queue.add('q', 'later', {}, { jobId: 'delayed', delayMs: 30 });
    await queue.add('q', 'later', {}, { jobId: 'delayed' });
    await sleep(50);
    release();
    await queue.idle();
    expect(runs).toEqual(['same', 'delayed']);
  });

  it('runs at most `concurrency` jobs at once', async () => {
    let running = 0;
    let most = 0;
    queue.work(
      'q',
      async () => {
        running += 1;
        most = Math.max(most, running);
        await sleep(10);
        running -= 1;
      },
      { concurrency: 2 },
    );
    await Promise.all(Array.from({ length: 6 }, (_, i) => queue.add('q', 'job', { i })));
    await queue.idle();
    expect(most).toBe(2);
  });

  it('waits for a delayed job', async () => {
    const seen: number[] = [];
    const added = Date.now();
    queue.work('q', async () => void seen.push(Date.now() - added), { concurrency: 1 });
    await queue.add('q', 'later', {}, { delayMs: 40 });
    await queue.idle();
    expect(seen[0]).toBeGreaterThanOrEqual(39);
  });

  it('repeats a job every interval, without stacking a slow one', async () => {
    let runs = 0;
    let running = 0;
    let most = 0;
    queue.work(
      'q',
      async (job) => {
        expect(job.name).toBe('tick');
        runs += 1;
        running += 1;
        most = Math.max(most, running);
        await sleep(35);
        running -= 1;
      },
      { concurrency: 5 },
    );
    await queue.every('q', 'tick', 10);
    await sleep(200);
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
  });

  it('lets running and ready jobs finish on close, and takes no new ones', async () => {
    const done: string[] = [];
    queue.work(
      'q',
      async (job) => {
        await sleep(20);
        done.push(job.id);
      },
      { concurrency: 1 },
    );
    await queue.add('q', 'a', {}, { jobId: 'a' });
    await queue.add('q', 'b', {}, { jobId: 'b' });
    await queue.add('q', 'delayed', {}, { jobId: 'd', delayMs: 1000 });
    await queue.close();
    expect(done).toEqual(['a', 'b']);
    await queue.add('q', 'c', {}, { jobId: 'c' });
    await sleep(30);
    expect(done).toEqual(['a', 'b']);
  });

  it('refuses a second worker on the same queue', () => {
    queue.work('q', async () => undefined, { concurrency: 1 });
    expect(() => queue.work('q', async () => undefined, { concurrency: 1 })).toThrow(/already has a worker/);
  });
});
