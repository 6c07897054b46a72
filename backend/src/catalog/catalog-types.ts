// What the catalogue's layers hand one another: a request as it arrived, an upstream's answer and the
// gateway's finished response. Here rather than in the layer that makes them, so the caches depend on
// these shapes only, never on the gateway or the live sources.

/** A GraphQL request as POST sends it or GET's parameters give it. */
export interface GraphQLRequestBody {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** An upstream's answer, its errors cleaned of upstream internals. */
export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: Record<string, unknown>[];
}

/** Who answered, as `extensions.catalog.source` says. */
export type CatalogAnswerSource = 'embedded' | 'live' | 'cache';

/** An answer of the gateway, ready to send. */
export interface GatewayResponse {
  status: number;
  /** Serialised JSON, ready to send. */
  body: string;
  headers: Record<string, string>;
}
