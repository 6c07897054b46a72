// Shapes every answer of the gateway: 200 with `data` (and any GraphQL `errors`), or a refusal with
// the error code's status, always with `extensions.catalog` naming the source and the snapshot's span
// and date.
import { Inject, Injectable } from '@nestjs/common';
import type { ExecutionResult } from 'graphql';
import { ERROR_STATUS, type ErrorCode } from '@anifan/contract';
import { type AppConfig, APP_CONFIG } from '../../config';
import { EmbeddedCatalog } from '../embedded/embedded-catalog';
import type { CatalogAnswerSource, GatewayResponse, GraphQLAnswer } from '../catalog-types';
import type { UpstreamError } from '../live/upstream-error';

@Injectable()
export class GatewayResponder {
  constructor(
    @Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'catalog'>,
    @Inject(EmbeddedCatalog) private readonly embedded: Pick<EmbeddedCatalog, 'snapshotInfo'>,
  ) {}

  private extensions(source: CatalogAnswerSource) {
    return { catalog: { source, snapshot: this.embedded.snapshotInfo() } };
  }

  /** HTTP 200: the answer's data, its GraphQL errors when it has any, and where it came from. */
  answer(answer: GraphQLAnswer | ExecutionResult, source: CatalogAnswerSource): GatewayResponse {
    const body: Record<string, unknown> = {};
    if (answer.errors && answer.errors.length > 0) body.errors = answer.errors;
    body.data = answer.data ?? null;
    body.extensions = this.extensions(source);
    return { status: 200, body: JSON.stringify(body), headers: {} };
  }

  /** A refusal: the code's HTTP status, `errors` each carrying the code, no `data`. */
  error(
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

  /** An upstream failure in `live` mode; a rate limit says when to retry. */
  upstreamError(error: UpstreamError): GatewayResponse {
    const headers: Record<string, string> =
      error.retryAfterMs === null ? {} : { 'Retry-After': String(Math.ceil(error.retryAfterMs / 1000)) };
    return this.error(error.code, error.message, [], headers);
  }
}
