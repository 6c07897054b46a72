// Live answers through the answer store: one upstream call per distinct operation at a time
// (coalescing), page sizes capped before forwarding, and stale answers served while a background
// refresh runs (stale-while-revalidate).
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Kind, print } from 'graphql';
import { ANSWER_STORE } from '../cache/answer-store.provider';
import type { AnswerStore } from '../cache/answer-cache';
import { CATALOG_CLOCK, type CatalogClock } from '../catalog-clock';
import { CATALOG_OPTIONS, type CatalogOptions } from '../catalog-options';
import { clampPageSizes } from '../graphql/clamp-page-sizes';
import type { PreparedOperation } from '../graphql/prepare-operation';
import { stableJson } from '../lib/stable-json';
import { AniListSource } from './anilist-source';
import { AnnictSource } from './annict-source';
import type { GraphQLAnswer } from '../catalog-types';

type LiveSource = Pick<AniListSource, 'execute'>;

@Injectable()
export class LiveAnswers {
  private readonly logger = new Logger('Catalog');
  private readonly inflight = new Map<string, Promise<GraphQLAnswer>>();

  constructor(
    @Inject(ANSWER_STORE) private readonly store: AnswerStore,
    @Inject(AniListSource) private readonly anilist: LiveSource,
    @Inject(AnnictSource) private readonly annict: LiveSource,
    @Inject(CATALOG_OPTIONS)
    private readonly options: Pick<CatalogOptions, 'limits' | 'ttlMs' | 'staleWindowMs' | 'liveMaxQueueMs'>,
    @Inject(CATALOG_CLOCK) private readonly now: CatalogClock,
  ) {}

  private key(prepared: PreparedOperation): string {
    const text = `${prepared.operation.name?.value ?? ''}\u0000${print(prepared.document)}\u0000${stableJson(prepared.variables)}`;
    return `${prepared.upstream}:${createHash('sha256').update(text).digest('base64url')}`;
  }

  /** How long an answer stays fresh: the shortest time of the operation's root fields. */
  private ttlMs(prepared: PreparedOperation): number {
    return Math.min(...prepared.rootFields.map((name) => this.options.ttlMs[name] ?? 60_000));
  }

  /**
   * The stored answer, fresh or stale, or null. A stale one starts a single background refresh.
   * A store that fails (Redis down) is a miss.
   */
  async cached(prepared: PreparedOperation): Promise<GraphQLAnswer | null> {
    const key = this.key(prepared);
    const entry = await this.store.get(key);
    if (!entry) return null;
    if (entry.freshUntil <= this.now()) {
      this.fetchByKey(key, prepared, this.options.liveMaxQueueMs).catch((error: unknown) =>
        this.logger.warn(
          `background refresh failed: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    }
    return entry.answer;
  }

  /**
   * Asks upstream (waiting at most `maxWaitMs` for its rate limit); identical concurrent calls share
   * one request. An answer without errors is stored for its fresh time plus the stale window.
   */
  fetch(prepared: PreparedOperation, maxWaitMs: number): Promise<GraphQLAnswer> {
    return this.fetchByKey(this.key(prepared), prepared, maxWaitMs);
  }

  private fetchByKey(key: string, prepared: PreparedOperation, maxWaitMs: number): Promise<GraphQLAnswer> {
    const running = this.inflight.get(key);
    if (running) return running;
    const source = prepared.upstream === 'anilist' ? this.anilist : this.annict;
    const ttl = this.ttlMs(prepared);
    const { document, variables } = clampPageSizes(
      prepared.document,
      prepared.variables,
      this.options.limits.maxPageSize,
    );
    const operation = document.definitions[prepared.document.definitions.indexOf(prepared.operation)];
    if (operation?.kind !== Kind.OPERATION_DEFINITION) {
      return Promise.reject(new Error('operation lost while clamping page sizes'));
    }
    const call = source
      .execute(document, operation, variables, maxWaitMs)
      .then(async (answer) => {
        if (!answer.errors) {
          await this.store.set(
            key,
            { answer, freshUntil: this.now() + ttl },
            ttl + this.options.staleWindowMs,
          );
        }
        return answer;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }
}
