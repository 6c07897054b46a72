// POST /graphql (and GET with query parameters): the catalogue gateway's HTTP edge.
//
// Why a plain controller over graphql-js rather than @nestjs/graphql: the package is not installed
// (and the team may not add dependencies), the schema is fixed SDL mirroring two public APIs, and the
// gateway must decide per request between forwarding the original document upstream and executing it
// locally, with its own limits, status codes and a pre-serialised cache path. graphql-js's parse /
// validate / execute give exactly those seams.
import { Body, Controller, Get, Post, Query, Req, Res } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { COMPRESSES_ITSELF, sendCachedJson } from '../common/cached-answer';
import { CatalogService, type GatewayResponse } from './catalog.service';

@Controller('graphql')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Post()
  @RouteConfig(COMPRESSES_ITSELF)
  async post(@Body() body: unknown, @Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    await send(req, res, await this.catalog.handle(body));
  }

  @Get()
  @RouteConfig(COMPRESSES_ITSELF)
  async get(
    @Query() query: Record<string, unknown>,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): Promise<void> {
    await send(req, res, await this.catalog.handle(query));
  }
}

/** A cached answer carries its ETag: revalidated with a 304, and compressed once rather than per request. */
function send(req: FastifyRequest, res: FastifyReply, answer: GatewayResponse): FastifyReply {
  const { ETag: etag, ...headers } = answer.headers;
  res.status(answer.status).headers(headers).type('application/json; charset=utf-8');
  return sendCachedJson(req, res, answer.body, answer.status === 200 ? (etag ?? null) : null);
}
