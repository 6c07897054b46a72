// The job system (JOB_QUEUE): BullMQ on the Redis of REDIS_URL, the in-process runner without it.
// Feature modules import JobsModule and register their workers and repeating jobs at bootstrap.
import { Module } from '@nestjs/common';
import { type AppConfig, APP_CONFIG } from '../config';
import { BullmqJobQueue } from './bullmq-job-queue';
import { InProcessJobQueue } from './in-process-job-queue';
import { JOB_QUEUE, type JobQueue } from './job-queue';

@Module({
  providers: [
    {
      provide: JOB_QUEUE,
      inject: [APP_CONFIG],
      // Both close themselves on shutdown (onModuleDestroy): running jobs finish first.
      useFactory: (config: AppConfig): JobQueue =>
        config.redisUrl
          ? new BullmqJobQueue(config.redisUrl, { prefix: config.jobPrefix })
          : new InProcessJobQueue(),
    },
  ],
  exports: [JOB_QUEUE],
})
export class JobsModule {}
