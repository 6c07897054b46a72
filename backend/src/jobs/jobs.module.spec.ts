// JobsModule picks the runner from the configuration: BullMQ with REDIS_URL (under JOB_PREFIX), the
// in-process runner without; either closes with the application.
import { randomUUID } from 'node:crypto';
import { Test } from '@nestjs/testing';
import Redis from 'ioredis';
import { ConfigModule, loadConfig } from '../config';
import { TEST_REDIS_URL } from '../testing';
import { BullmqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_QUEUE, type JobQueue } from './job-queue';
import { JobsModule } from './jobs.module';

async function queueFor(env: Record<string, string>) {
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule.forRoot(loadConfig({ LOG_LEVEL: 'error', ...env })), JobsModule],
  }).compile();
  await moduleRef.init();
  return { queue: moduleRef.get<JobQueue>(JOB_QUEUE), close: () => moduleRef.close() };
}

describe('JobsModule', () => {
  it('runs jobs in process without Redis', async () => {
    const { queue, close } = await queueFor({});
    expect(queue).toBeInstanceOf(InProcessJobQueue);
    const seen: string[] = [];
    queue.work('q', async (job) => void seen.push(job.name), { concurrency: 1 });
    await queue.add('q', 'hello', {});
    await (queue as InProcessJobQueue).idle();
    expect(seen).toEqual(['hello']);
    await close();
  });

  it('runs jobs on BullMQ under JOB_PREFIX with REDIS_URL', async () => {
    const prefix = `anifan-test-${randomUUID()}`;
    const { queue, close } = await queueFor({ REDIS_URL: TEST_REDIS_URL, JOB_PREFIX: prefix });
    expect(queue).toBeInstanceOf(BullmqJobQueue);
    const seen: string[] = [];
    queue.work('q', async (job) => void seen.push(job.name), { concurrency: 1 });
    await queue.add('q', 'hello', {});
    const redis = new Redis(TEST_REDIS_URL);
    try {
      for (let waited = 0; seen.length === 0 && waited < 5000; waited += 20) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(seen).toEqual(['hello']);
      expect((await redis.keys(`${prefix}:q:*`)).length).toBeGreaterThan(0);
      await close();
      const keys = await redis.keys(`${prefix}:*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });
});
