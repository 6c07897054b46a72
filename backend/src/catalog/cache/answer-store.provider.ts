// The store of live answers: Redis when REDIS_URL is set (shared by instances), else in-process.
import type { Provider } from '@nestjs/common';
import { REDIS_CLIENT, type RedisClient } from '../../common';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-options';
import { MemoryAnswerStore, RedisAnswerStore, type AnswerStore } from './answer-cache';

export const ANSWER_STORE = Symbol('ANSWER_STORE');

export function createAnswerStore(
  options: Pick<CatalogOptions, 'memoryCacheEntries'>,
  redis: RedisClient = null,
): AnswerStore {
  return redis ? new RedisAnswerStore(redis) : new MemoryAnswerStore(options.memoryCacheEntries);
}

export const answerStoreProvider: Provider = {
  provide: ANSWER_STORE,
  inject: [CATALOG_OPTIONS, { token: REDIS_CLIENT, optional: true }],
  useFactory: (options: CatalogOptions, redis?: RedisClient) => createAnswerStore(options, redis ?? null),
};
