// Answers catalogue queries from the configured source: the embedded snapshot, or AniList/Annict with
// cache, coalescing and (in `auto`) a sub-second fallback to the cache and then the snapshot.
import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger, OnModuleInit, Optional } from '@nestjs/common';
import { executeSync, Kind, print, type ExecutionResult } from 'graphql';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ERROR_STATUS, type ErrorCode } from '@anifan/contract';
import { REDIS_CLIENT, type RedisClient } from '../common/redis.provider';
import { MemoryAnswerStore, RedisAnswerStore, type AnswerStore } from './cache/answer-cache';
import { Lru } from './cache/lru';
import { CATALOG_OPTIONS, type CatalogOptions } from './catalog-options';
import { CatalogIndex } from './embedded/catalog-index';
import { createEmbeddedRoot } from './embedded/embedded-resolvers';
import {
  CatalogRequestError,
  prepareOperation,
  readRequestBody,
  type GraphQLRequestBody,
  type PreparedOperation,
} from './graphql/prepare-operation';
import { clampPageSizes } from './graphql/clamp-page-sizes';
import { catalogSchema } from './graphql/schema';
import { AniListSeasonWorks } from './live/anilist-season-works';
import { AniListSource } from './live/anilist-source';
import { AnnictSource } from './live/annict-source';
import { GraphQLUpstream, type GraphQLAnswer } from './live/graphql-upstream';
import { UpstreamError } from './live/upstream-error';
import { normalizeForSearch } from './lib/normalize';
import { buildSnapshotFromPackages, readSnapshotFile } from './snapshot/snapshot-files';
import type { CatalogSnapshot } from './snapshot/snapshot-types';

export type CatalogAnswerSource = 'embedded' | 'live' | 'cache';

export interface GatewayResponse {
  status: number;
  /** Serialised JSON, ready to send. */
  body: string;
  headers: Record<string, string>;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) =>
      a < b ? -1 : a > b ? 1 : 0,
    );
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

const delay = (ms: number) =>
  new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

@Injectable()
export class CatalogService implements OnModuleInit {
  private readonly logger = new Logger('Catalog');
  private index: CatalogIndex | null = null;
  private embeddedRoot: ReturnType<typeof createEmbeddedRoot> | null = null;
  /** Embedded answers are pure functions of the request: keep the serialised body (and its ETag) by raw request. */
  private readonly embeddedAnswers = new Lru<GatewayResponse>(500);
  private readonly inflight = new Map<string, Promise<GraphQLAnswer>>();
  private readonly store: AnswerStore;
  readonly anilistUpstream: GraphQLUpstream;
  readonly annictUpstream: GraphQLUpstream;
  private readonly anilist: AniListSource;
  private readonly annict: AnnictSource;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
    @Optional() @Inject(REDIS_CLIENT) redis: RedisClient = null,
  ) {
    this.store = redis ? new RedisAnswerStore(redis) : new MemoryAnswerStore(options.memoryCacheEntries);
    const { anilistUrl, annictUrl, annictToken } = config.catalog;
    const common = { timeoutMs: options.upstreamTimeoutMs, breaker: options.breaker };
    this.anilistUpstream = new GraphQLUpstream({
      ...common,
      name: 'AniList',
      url: anilistUrl,
      headers: {
        'User-Agent': options.anilist.userAgent,
        Referer: options.anilist.referer ?? `http://${config.host}:${config.port}/`,
      },
      rate: options.anilist,
      defaultRetryAfterMs: options.anilist.defaultRetryAfterMs,
    });
    this.annictUpstream = new GraphQLUpstream({
      ...common,
      name: 'Annict',
      url: annictUrl,
      headers: annictToken ? { Authorization: `Bearer ${annictToken}` } : {},
      rate: options.annict,
      defaultRetryAfterMs: options.annict.defaultRetryAfterMs,
    });
    this.anilist = new AniListSource(this.anilistUpstream);
    this.annict = new AnnictSource(
      this.annictUpstream,
      annictToken !== null,
      (title) => this.coverFor(title),
      new AniListSeasonWorks(this.anilistUpstream),
    );
  }

  onModuleInit(): void {
    let snapshot: CatalogSnapshot;
    try {
      snapshot = readSnapshotFile(this.options.snapshotPath);
    } catch (error) {
      this.logger.warn(
        `${this.options.snapshotPath} unreadable (${error instanceof Error ? error.message : String(error)}); ` +
          'building the snapshot from bangumi-data and bgmd in-process (run `npm run catalog:build` to avoid this)',
      );
      try {
        snapshot = buildSnapshotFromPackages();
      } catch (buildError) {
        this.logger.error(
          `catalogue snapshot unavailable: ${buildError instanceof Error ? buildError.message : String(buildError)}; /readyz stays 503`,
        );
        return;
      }
    }
    try {
      this.index = new CatalogIndex(snapshot);
      this.embeddedRoot = createEmbeddedRoot(this.index);
      this.logger.log(
        `catalogue: ${snapshot.works.length} works (${snapshot.oldestSeason} … ${snapshot.newestSeason}), ` +
          `${this.index.characters.length} curated characters, source ${this.config.catalog.source}`,
      );
    } catch (error) {
      this.logger.error(
        `catalogue index failed: ${error instanceof Error ? error.message : String(error)}; /readyz stays 503`,
      );
    }
  }

  /** Readiness: true once the embedded snapshot is loaded. */
  isReady(): boolean {
    return this.index !== null;
  }

  /**
   * A curated character by id, with the native title of its first work, whatever CATALOG_SOURCE is:
   * a negative id is the catalogue's own key (AniList's id unknown), which only the snapshot knows.
   */
  curatedCharacter(id: number): { name: string; anime: string; voiceActor: string } | null {
    const character = this.index?.characters.find((c) => c.id === id);
    if (!character) return null;
    return {
      name: character.name.native || character.name.full,
      anime: character.works[0]?.native ?? '',
      voiceActor: character.voiceActor.native || character.voiceActor.full,
    };
  }

  async handle(body: unknown): Promise<GatewayResponse> {
    try {
      if (!this.index) throw new CatalogRequestError('catalog/not_ready', 'The catalogue is not loaded yet');
      const request = readRequestBody(body, this.options.limits);
      if (this.config.catalog.source === 'embedded') return this.answerEmbedded(request);
      return await this.answerLive(request, prepareOperation(request, this.options.limits));
    } catch (error) {
      if (error instanceof CatalogRequestError)
        return this.errorResponse(error.code, error.message, error.graphqlErrors);
      throw error;
    }
  }

  private extensions(source: CatalogAnswerSource) {
    return {
      catalog: {
        source,
        snapshot: {
          newestSeason: this.index?.newestSeason ?? null,
          oldestSeason: this.index?.oldestSeason ?? null,
        },
      },
    };
  }

  private respond(answer: GraphQLAnswer | ExecutionResult, source: CatalogAnswerSource): GatewayResponse {
    const body: Record<string, unknown> = {};
    if (answer.errors && answer.errors.length > 0) body.errors = answer.errors;
    body.data = answer.data ?? null;
    body.extensions = this.extensions(source);
    return { status: 200, body: JSON.stringify(body), headers: {} };
  }

  private errorResponse(
    code: ErrorCode,
    message: string,
    graphqlErrors: readonly { message: string; locations?: unknown }[] = [],
    headers: Record<string, string> = {},
  ): GatewayResponse {
    const errors = (graphqlErrors.length > 0 ? graphqlErrors : [{ message }]).map((e) => ({
      message: e.message,
      ...(e.locations ? { locations: e.locations } : {}),
      extensions: { code },
    }));
    return {
      status: ERROR_STATUS[code],
      body: JSON.stringify({
        errors,
        extensions: this.extensions(this.config.catalog.source === 'embedded' ? 'embedded' : 'live'),
      }),
      headers,
    };
  }

  private answerEmbedded(request: GraphQLRequestBody): GatewayResponse {
    const rawKey = `${request.operationName ?? ''}\u0000${request.query}\u0000${stableJson(request.variables)}`;
    const cached = this.embeddedAnswers.get(rawKey);
    if (cached !== undefined) return cached;
    const response = this.executeEmbedded(prepareOperation(request, this.options.limits));
    if (!response.body.includes('"errors"')) {
      // Express would hash the body for an ETag on every send; hash a cached answer once instead.
      const etag = `W/"${createHash('sha1').update(response.body).digest('base64url')}"`;
      this.embeddedAnswers.set(rawKey, { ...response, headers: { ...response.headers, ETag: etag } });
    }
    return response;
  }

  private executeEmbedded(prepared: PreparedOperation): GatewayResponse {
    const result = executeSync({
      schema: catalogSchema,
      document: prepared.document,
      rootValue: this.embeddedRoot,
      variableValues: prepared.variables,
      operationName: prepared.operation.name?.value,
    });
    return this.respond(result, 'embedded');
  }

  private cacheKey(prepared: PreparedOperation): string {
    const text = `${prepared.operation.name?.value ?? ''}\u0000${print(prepared.document)}\u0000${stableJson(prepared.variables)}`;
    return `${prepared.upstream}:${createHash('sha256').update(text).digest('base64url')}`;
  }

  private ttlMs(prepared: PreparedOperation): number {
    const ttls = prepared.rootFields.map((name) => this.options.ttlMs[name] ?? 60_000);
    return Math.min(...ttls);
  }

  /** One upstream call per key at a time: concurrent identical requests share it. */
  private fetchLive(key: string, prepared: PreparedOperation, maxWaitMs: number): Promise<GraphQLAnswer> {
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
    if (operation?.kind !== Kind.OPERATION_DEFINITION)
      throw new Error('operation lost while clamping page sizes');
    const call = source
      .execute(document, operation, variables, maxWaitMs)
      .then(async (answer) => {
        if (!answer.errors) {
          await this.store.set(
            key,
            { answer, freshUntil: Date.now() + ttl },
            ttl + this.options.staleWindowMs,
          );
        }
        return answer;
      })
      .finally(() => this.inflight.delete(key));
    this.inflight.set(key, call);
    return call;
  }

  private async answerLive(
    request: GraphQLRequestBody,
    prepared: PreparedOperation,
  ): Promise<GatewayResponse> {
    const auto = this.config.catalog.source === 'auto';
    const key = this.cacheKey(prepared);
    const cached = await this.store.get(key);
    if (cached) {
      if (cached.freshUntil <= Date.now()) {
        // Stale while revalidate: answer now, refresh once in the background.
        this.fetchLive(key, prepared, this.options.liveMaxQueueMs).catch((error: unknown) =>
          this.logger.warn(
            `background refresh failed: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
      }
      return this.respond(cached.answer, 'cache');
    }
    const live = this.fetchLive(
      key,
      prepared,
      auto ? this.options.fallbackAfterMs : this.options.liveMaxQueueMs,
    );
    if (!auto) {
      try {
        return this.respond(await live, 'live');
      } catch (error) {
        if (!(error instanceof UpstreamError)) throw error;
        const headers: Record<string, string> =
          error.retryAfterMs === null ? {} : { 'Retry-After': String(Math.ceil(error.retryAfterMs / 1000)) };
        return this.errorResponse(error.code, error.message, [], headers);
      }
    }
    // auto: whatever is first — the live answer, or the deadline / a failure — decides; a slow live
    // call keeps running and fills the cache for the next request.
    const outcome = await Promise.race([
      live.then(
        (answer) => ({ answer }),
        (error: unknown) => ({ error }),
      ),
      delay(this.options.fallbackAfterMs),
    ]);
    if (outcome !== 'timeout' && 'answer' in outcome) return this.respond(outcome.answer, 'live');
    live.catch((error: unknown) => {
      if (!(error instanceof UpstreamError))
        this.logger.error(`live catalogue call failed: ${String(error)}`);
    });
    if (outcome !== 'timeout' && !(outcome.error instanceof UpstreamError)) throw outcome.error;
    return this.answerEmbedded(request);
  }

  private coverFor(title: string): string | null {
    return this.index?.workByTitle(normalizeForSearch(title))?.cover?.large ?? null;
  }
}
