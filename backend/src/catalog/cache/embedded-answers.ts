// Embedded answers are functions of the request and the clock: keep each serialised body (with its
// ETag, hashed once) by raw request, until the moment its content would change.
import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { CATALOG_CLOCK, type CatalogClock } from '../catalog-clock';
import type { GatewayResponse } from '../gateway/gateway-responder';
import type { GraphQLRequestBody } from '../graphql/prepare-operation';
import { stableJson } from '../lib/stable-json';
import { Lru } from './lru';

const MAX_ENTRIES = 500;

@Injectable()
export class EmbeddedAnswers {
  private readonly lru = new Lru<{ response: GatewayResponse; expiresAt: number }>(MAX_ENTRIES);

  constructor(@Inject(CATALOG_CLOCK) private readonly now: CatalogClock) {}

  private key(request: GraphQLRequestBody): string {
    return `${request.operationName ?? ''}\u0000${request.query}\u0000${stableJson(request.variables)}`;
  }

  get(request: GraphQLRequestBody): GatewayResponse | undefined {
    const entry = this.lru.get(this.key(request));
    return entry && entry.expiresAt > this.now() ? entry.response : undefined;
  }

  /**
   * Keeps a successful answer until `expiresAt` (epoch ms; Infinity when no part depends on the time)
   * and returns it with its ETag. Answers with GraphQL errors are not kept.
   */
  set(request: GraphQLRequestBody, response: GatewayResponse, expiresAt = Infinity): GatewayResponse {
    if (response.status !== 200 || response.body.includes('"errors"') || expiresAt <= this.now()) {
      return response;
    }
    // Hash a kept answer once rather than on every send.
    const etag = `W/"${createHash('sha1').update(response.body).digest('base64url')}"`;
    const kept = { ...response, headers: { ...response.headers, ETag: etag } };
    this.lru.set(this.key(request), { response: kept, expiresAt });
    return kept;
  }
}
