// POST /graphql (and GET with query parameters): the catalogue gateway's HTTP edge.
//
// Why plain routes over graphql-js rather than @nestjs/graphql: the package is not installed (and the
// team may not add dependencies), the schema is fixed SDL mirroring two public APIs, and the gateway
// must decide per request between forwarding the original document upstream and executing it locally,
// with its own limits, status codes and a pre-serialised cache path. graphql-js's parse / validate /
// execute give exactly those seams.
//
// Plain Fastify routes rather than a Nest controller, as the probes are: the gateway is the busiest
// route, and most of its requests repeat one the cache already answered. The body arrives as its JSON
// text, so such a request is answered by that text without being parsed (issue #15).
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { JsonText, parseJsonText, RAW_JSON_BODY } from '../common';
import { CachedAnswers, COMPRESSES_ITSELF } from '../http';
import type { GatewayResponse } from './catalog-types';
import { CatalogService } from './catalog.service';
import { GraphqlListHandlers } from './graphql-lists';

/** The compression plugin's hooks are skipped (CachedAnswers compresses); request bodies may still be gzipped. */
const GRAPHQL_ROUTE = { config: { ...COMPRESSES_ITSELF, ...RAW_JSON_BODY } } as const;

/** Registered on the Fastify instance while Nest initialises, so the app-wide hooks and error handler apply. */
@Injectable()
export class GraphqlRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly catalog: CatalogService,
    private readonly answers: CachedAnswers,
    private readonly lists: GraphqlListHandlers,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.post('/graphql', GRAPHQL_ROUTE, (request, reply) => this.post(request, reply));
    fastify.get('/graphql', GRAPHQL_ROUTE, async (request, reply) => {
      this.send(request, reply, await this.answer(request, request.query));
    });
  }

  /** A list operation (or one asking Media.mediaListEntry) goes to the list API; the rest to the catalogue. */
  private async answer(request: FastifyRequest, body: unknown, text?: string): Promise<GatewayResponse> {
    const lists = this.lists.for(body);
    const answer = lists ? await lists.answer(body, request) : undefined;
    return answer ?? (await this.catalog.handle(body, { text, client: request.ip }));
  }

  /** A JSON body comes as its text (RAW_JSON_BODY); another type's body is passed on as parsed, if at all. */
  private post(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    const text = request.body instanceof JsonText ? request.body.text : undefined;
    const kept = text === undefined ? undefined : this.catalog.keptAnswer(text);
    if (kept) {
      this.send(request, reply, kept);
      return undefined;
    }
    const body = text === undefined ? request.body : parseJsonText(text);
    return this.answer(request, body, text).then((answer) => {
      this.send(request, reply, answer);
    });
  }

  /** A cached answer carries its ETag: revalidated with a 304, and compressed once rather than per request. */
  private send(request: FastifyRequest, reply: FastifyReply, answer: GatewayResponse): void {
    const { ETag: etag, ...headers } = answer.headers;
    reply.status(answer.status).headers(headers).type('application/json; charset=utf-8');
    this.answers.send(request, reply, answer.body, answer.status === 200 ? (etag ?? null) : null);
  }
}
