// Embedded answers are functions of the request and the clock: keep each serialised body (with its
// ETag, hashed once) by request, until the moment its content would change. An answer is also found by
// the request's exact JSON text, so a repeated request is answered without parsing its body.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { boundedCache, stringBytes } from '../../common';
import { CATALOG_CLOCK, type CatalogClock } from '../catalog-clock';
import type { GatewayResponse, GraphQLRequestBody } from '../catalog-types';
import { stableJson } from '../lib/stable-json';

const MAX_ENTRIES = 500;
/**
 * Each of the two maps holds at most this much: an answer can be a megabyte (issue #32: forty
 * variants of ten aliased `__schema` grew the heap by 176 MiB under the entry bound alone).
 */
const MAX_BYTES = 32 * 1024 * 1024;
const keptAnswers = () =>
  boundedCache<string, KeptAnswer>({
    maxEntries: MAX_ENTRIES,
    bytes: { max: MAX_BYTES, sizeOf: (entry, key) => stringBytes(key) + stringBytes(entry.response.body) },
  });

interface KeptAnswer {
  response: GatewayResponse;
  expiresAt: number;
}

@Injectable()
export class EmbeddedAnswers {
  private readonly byRequest = keptAnswers();
  private readonly byText = keptAnswers();

  constructor(@Inject(CATALOG_CLOCK) private readonly now: CatalogClock) {}

  private key(request: GraphQLRequestBody): string {
    return `${request.operationName ?? ''}\u0000${request.query}\u0000${stableJson(request.variables)}`;
  }

  /** The answer kept for the request; found this way, it is also kept under `text`, the request's JSON. */
  get(request: GraphQLRequestBody, text?: string): GatewayResponse | undefined {
    const entry = this.byRequest.get(this.key(request));
    const response = this.fresh(entry);
    if (entry && response && text !== undefined) this.byText.set(text, entry);
    return response;
  }

  /** The answer to a request whose JSON body was exactly `text`, if it was kept. */
  getByText(text: string): GatewayResponse | undefined {
    return this.fresh(this.byText.get(text));
  }

  /**
   * Keeps a successful answer until `expiresAt` (epoch ms; Infinity when no part depends on the time)
   * and returns it with its ETag, under the request and, when given, the JSON text it came as.
   * Answers with GraphQL errors are not kept.
   */
  set(
    request: GraphQLRequestBody,
    response: GatewayResponse,
    expiresAt = Infinity,
    text?: string,
  ): GatewayResponse {
    if (response.status !== 200 || response.body.includes('"errors"') || expiresAt <= this.now()) {
      return response;
    }
    // Hash a kept answer once rather than on every send.
    const etag = `W/"${createHash('sha1').update(response.body).digest('base64url')}"`;
    const kept = { ...response, headers: { ...response.headers, ETag: etag } };
    const entry: KeptAnswer = { response: kept, expiresAt };
    this.byRequest.set(this.key(request), entry);
    if (text !== undefined) this.byText.set(text, entry);
    return kept;
  }

  private fresh(entry: KeptAnswer | undefined): GatewayResponse | undefined {
    return entry && entry.expiresAt > this.now() ? entry.response : undefined;
  }
}
