// Answers catalogue queries from the configured source: the embedded snapshot, or AniList/Annict with
// cache, coalescing and (in `auto`) a sub-second fallback to the cache and then the snapshot. The
// work is done by the module's providers; this service only decides which of them answers.
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../common';
import { RateLimiterService } from '../http';
import { type AppConfig, APP_CONFIG } from '../config';
import { EmbeddedAnswers } from './cache/embedded-answers';
import { CATALOG_OPTIONS, type CatalogOptions } from './catalog-options';
import type { GatewayResponse, GraphQLRequestBody } from './catalog-types';
import { EmbeddedCatalog } from './embedded/embedded-catalog';
import { UNBOUNDED, type ExecutionBudget } from './embedded/embedded-context';
import { ExecutionQueue } from './embedded/execution-queue';
import { GatewayResponder } from './gateway/gateway-responder';
import {
  CatalogRequestError,
  prepareOperation,
  readRequestBody,
  type PreparedOperation,
  ValidatedDocuments,
} from './graphql/prepare-operation';
import type { QueryLimits } from './graphql/query-limits';
import { AutoFallback } from './live/auto-fallback';
import { LiveAnswers } from './live/live-answers';
import { UpstreamError } from './live/upstream-error';

@Injectable()
export class CatalogService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CATALOG_OPTIONS) private readonly options: CatalogOptions,
    private readonly embedded: EmbeddedCatalog,
    private readonly embeddedAnswers: EmbeddedAnswers,
    private readonly live: LiveAnswers,
    private readonly fallback: AutoFallback,
    private readonly responder: GatewayResponder,
    private readonly documents: ValidatedDocuments,
    private readonly rateLimiter: RateLimiterService,
    private readonly executions: ExecutionQueue,
  ) {}

  /** Readiness: true once the embedded snapshot is loaded. */
  isReady(): boolean {
    return this.embedded.isReady();
  }

  /** A curated character by id (see EmbeddedCatalog.curatedCharacter), whatever CATALOG_SOURCE is. */
  curatedCharacter(id: number): { name: string; anime: string; voiceActor: string } | null {
    return this.embedded.curatedCharacter(id);
  }

  /** Counts one /graphql request of `client` (its address) against the rate limit; AppError when over. */
  async admit(client: string): Promise<void> {
    const { limit, windowMs } = this.options.rateLimit;
    await this.rateLimiter.consume(`graphql:${client}`, limit, windowMs);
  }

  /** The gateway's query limits (list operations are held to them too). */
  limits(): QueryLimits {
    return this.options.limits;
  }

  /** A refusal in the gateway's shape: the code's status, `errors` carrying the code. */
  refusal(error: CatalogRequestError | AppError): GatewayResponse {
    if (error instanceof CatalogRequestError) {
      return this.responder.error(error.code, error.message, error.graphqlErrors);
    }
    return this.responder.error(error.code, error.message, [], error.headers);
  }

  /**
   * The kept answer to a request whose JSON body is exactly `text`, without parsing it: embedded
   * answers only, which depend on nothing but the request and the clock.
   */
  keptAnswer(text: string): GatewayResponse | undefined {
    if (this.config.catalog.source !== 'embedded' || !this.embedded.isReady()) return undefined;
    return this.embeddedAnswers.getByText(text);
  }

  /**
   * `text` is the body's JSON text when it came as one: an embedded answer is kept under it too.
   * `client` (the caller's address) is rate-limited; the server's own calls (chat) give none.
   * `own`: a query the server itself wrote, bounded by construction (a page of works by id): it is not
   * held to the execution budget, which stops costly documents from clients.
   */
  async handle(
    body: unknown,
    from: { text?: string; client?: string; own?: boolean } = {},
  ): Promise<GatewayResponse> {
    const { text, client, own = false } = from;
    const budget = own ? UNBOUNDED : this.options.executionBudget;
    try {
      if (!this.embedded.isReady()) {
        throw new CatalogRequestError('catalog/not_ready', 'The catalogue is not loaded yet');
      }
      if (client !== undefined) await this.admit(client);
      const request = readRequestBody(body, this.options.limits);
      if (this.config.catalog.source === 'embedded') return await this.answerEmbedded(request, budget, text);
      return await this.answerLive(
        request,
        prepareOperation(request, this.options.limits, this.documents),
        budget,
      );
    } catch (error) {
      if (error instanceof CatalogRequestError || error instanceof AppError) return this.refusal(error);
      throw error;
    }
  }

  private async answerEmbedded(
    request: GraphQLRequestBody,
    budget: ExecutionBudget,
    text?: string,
  ): Promise<GatewayResponse> {
    const kept = this.embeddedAnswers.get(request, text);
    if (kept) return kept;
    return this.executions.run(() => {
      const { result, validUntil } = this.embedded.execute(
        prepareOperation(request, this.options.limits, this.documents),
        budget,
      );
      return this.embeddedAnswers.set(request, this.responder.answer(result, 'embedded'), validUntil, text);
    });
  }

  private async answerLive(
    request: GraphQLRequestBody,
    prepared: PreparedOperation,
    budget: ExecutionBudget,
  ): Promise<GatewayResponse> {
    const cached = await this.live.cached(prepared);
    if (cached) return this.responder.answer(cached, 'cache');
    if (this.config.catalog.source === 'live') {
      try {
        return this.responder.answer(await this.live.fetch(prepared, this.options.liveMaxQueueMs), 'live');
      } catch (error) {
        if (error instanceof UpstreamError) return this.responder.upstreamError(error);
        throw error;
      }
    }
    const answer = await this.fallback.race(this.live.fetch(prepared, this.options.fallbackAfterMs));
    return answer ? this.responder.answer(answer, 'live') : await this.answerEmbedded(request, budget);
  }
}
