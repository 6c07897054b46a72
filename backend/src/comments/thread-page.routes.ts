// GET /api/comments?thread=… (the contract's listThread): a thread's page, as a plain Fastify route.
//
// Every anime and character page reads its thread's first page, most of them as guests, and a guest's
// page is the same bytes for everyone: kept with its ETag (ThreadPageCache), it is answered without a
// promise, a database read or a serialisation, so Nest's per-request guard, pipe and parameter
// machinery would cost more than the answer itself. Like the character comment list (comment-list.routes.ts)
// this route runs without it, with the same rules: a guest or a verified viewer, the same query
// schema, and the app-wide hooks and error handler.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { ThreadPageQuery } from '@anifan/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerToken, FirebaseAuthService, optionalViewer } from '../auth';
import { addApiRoute, CachedAnswers, COMPRESSES_ITSELF, queryPipe, SIGNED_IN_ANSWER } from '../http';
import { ThreadPageCache } from './thread-page-cache';
import { ThreadsService } from './threads.service';

/** CachedAnswers compresses every answer; a GET has no body to decompress. */
const PAGE_ROUTE = { config: { ...COMPRESSES_ITSELF, decompress: false } } as const;

@Injectable()
export class ThreadPageRoutes implements OnModuleInit {
  private readonly query = queryPipe('listThread');

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly threads: ThreadsService,
    private readonly cache: ThreadPageCache,
    private readonly firebase: FirebaseAuthService,
    private readonly answers: CachedAnswers,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    addApiRoute(fastify, 'listThread', PAGE_ROUTE, (request, reply) => this.page(request, reply));
  }

  /**
   * Anyone sending a token is a signed-in viewer (checked first: a bad token is a 401 whatever the
   * query). A guest's page stays cacheable by anyone; a signed-in viewer's (mine, myReactions, mutes,
   * their hidden comments) is theirs alone and built for them.
   */
  private page(request: FastifyRequest, reply: FastifyReply): Promise<void> | undefined {
    reply.header('Vary', 'Authorization');
    if (bearerToken(request) !== undefined) return this.signedInPage(request, reply);
    const query = this.query.transform(request.query);
    const kept = this.cache.peek(query);
    if (kept !== null) {
      this.answers.send(request, reply, kept.body, kept.etag);
      return undefined;
    }
    return this.cache
      .get(query, () => this.threads.page(query, null))
      .then(({ body, etag }) => {
        this.answers.send(request, reply, body, etag);
      });
  }

  private async signedInPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const viewer = await optionalViewer(request, this.firebase);
    reply.header('Cache-Control', SIGNED_IN_ANSWER);
    const query: ThreadPageQuery = this.query.transform(request.query);
    this.answers.send(request, reply, JSON.stringify(await this.threads.page(query, viewer)), null);
  }
}
