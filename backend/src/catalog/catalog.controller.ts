// POST /graphql (and GET with query parameters): the catalogue gateway's HTTP edge.
//
// Why a plain controller over graphql-js rather than @nestjs/graphql: the package is not installed
// (and the team may not add dependencies), the schema is fixed SDL mirroring two public APIs, and the
// gateway must decide per request between forwarding the original document upstream and executing it
// locally, with its own limits, status codes and a pre-serialised cache path. graphql-js's parse /
// validate / execute give exactly those seams.
import { Body, Controller, Get, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CatalogService, type GatewayResponse } from './catalog.service';

@Controller('graphql')
export class CatalogController {
  constructor(private readonly catalog: CatalogService) {}

  @Post()
  async post(@Body() body: unknown, @Res() res: Response): Promise<void> {
    send(res, await this.catalog.handle(body));
  }

  @Get()
  async get(@Query() query: Record<string, unknown>, @Res() res: Response): Promise<void> {
    send(res, await this.catalog.handle(query));
  }
}

function send(res: Response, answer: GatewayResponse): void {
  res.status(answer.status);
  for (const [name, value] of Object.entries(answer.headers)) res.setHeader(name, value);
  res.type('application/json').send(answer.body);
}
