// The seam through which the list API (media-list/graphql) answers on /graphql. The catalogue does not
// depend on the list store: the list module registers its handler here when it starts, and without one
// every list field is refused (prepareOperation).
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { GatewayResponse } from './catalog-types';

export interface GraphqlListHandler {
  /**
   * A cheap look at the request (no parsing of the document): false means it cannot touch lists and
   * goes to the catalogue exactly as it would without a list API.
   */
  mayTouchLists(body: unknown): boolean;
  /** The answer when the request is the list API's after all; undefined leaves it to the catalogue. */
  answer(body: unknown, request: FastifyRequest): Promise<GatewayResponse | undefined>;
}

/** One per application (a CatalogModule provider, exported). */
@Injectable()
export class GraphqlListHandlers {
  private handler: GraphqlListHandler | null = null;

  register(handler: GraphqlListHandler): void {
    this.handler = handler;
  }

  /** The handler for `body`, when one is registered and the request may be its. */
  for(body: unknown): GraphqlListHandler | null {
    return this.handler?.mayTouchLists(body) ? this.handler : null;
  }
}
