// What other backend modules use of the job system: the JOB_QUEUE token, its interface and JobsModule.
export {
  type AddJobOptions,
  DEFAULT_RETRY,
  JOB_QUEUE,
  type JobHandler,
  type JobQueue,
  type QueuedJob,
  type RetryPolicy,
} from './job-queue';
export { InProcessJobQueue, type InProcessJobQueueOptions } from './in-process-job-queue';
export { BullmqJobQueue, type BullmqJobQueueOptions } from './bullmq-job-queue';
export { JobsModule } from './jobs.module';
