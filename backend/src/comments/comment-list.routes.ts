// GET /api/characterComment/all/:characterId (the contract's listComments): a character's comments,
// as a plain Fastify route.
//
// The list is the busiest API read (every character page, and again after each live event). Most
// requests are a guest's, answered with bytes already kept with their ETag, so Nest's per-request
// guard, pipe and parameter machinery cost more than the answer itself: like the probes and the
// gateway, this route runs without it (issue #15), with the same rules: a guest or a verified viewer
// (optionalViewer), the same parameter schema, and the app-wide hooks and error handler.
import { Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FirebaseAuthService, optionalViewer } from '../auth';
import { addApiRoute, CachedAnswers, COMPRESSES_ITSELF, paramPipe, SIGNED_IN_ANSWER } from '../http';
import { CommentsService } from './comments.service';

/** CachedAnswers compresses every answer; a GET has no body to decompress. */
const LIST_ROUTE = { config: { ...COMPRESSES_ITSELF, decompress: false } } as const;

@Injectable()
export class CommentListRoutes implements OnModuleInit {
  private readonly characterId = new (paramPipe('listComments', 'characterId'))();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly comments: CommentsService,
    private readonly firebase: FirebaseAuthService,
    private readonly answers: CachedAnswers,
  ) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    addApiRoute(fastify, 'listComments', LIST_ROUTE, (request, reply) => this.list(request, reply));
  }

  /**
   * The viewer is checked first (a bad token is a 401 whatever the id), as the guard ran before the
   * pipe. A guest's answer stays cacheable by anyone; a signed-in viewer's is theirs alone.
   */
  private async list(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    reply.header('Vary', 'Authorization');
    const viewer = await optionalViewer(request, this.firebase);
    if (viewer !== null) reply.header('Cache-Control', SIGNED_IN_ANSWER);
    const characterId = this.characterId.transform((request.params as { characterId?: unknown }).characterId);
    // The body is already JSON (CommentView[]); sending it as is skips serialising 50 comments per
    // request, and a guest's list is compressed once per ETag.
    const { body, etag } = await this.comments.list(characterId, viewer);
    this.answers.send(request, reply, body, etag);
  }
}
