// The start-up handoff: what the shell's boot script (the one script the page runs before its first
// paint) has already begun, for the code that arrives after it: the shell's main bundle, and each
// remote's route data script and page. It is the page's one start-up global, typed here and created
// only by the shell (shell/src/startup/); a page without it (a standalone remote, a test, start-up
// switched off by configuration) simply starts everything itself.
import type { RemoteManifest } from './remotes';
import type { RuntimeConfig } from './platform';

export interface StartupHandoff {
  /** The runtime config (`api/config`) boot is reading. */
  readonly config: Promise<RuntimeConfig>;
  /** boot's `/remotes.json` request; the shell takes it over once (a retry must fetch again). */
  remotes: Promise<RemoteManifest> | null;
  /** Settles when boot's preloads of the opened route are in place; the app starts after it. */
  readonly ready: Promise<void>;
  /** GraphQL requests that route data scripts sent, by `graphqlOperationKey`; each is taken once. */
  readonly graphql: Map<string, PrefetchedGraphQL>;
  /**
   * The federation manifests (`mf-manifest.json`) boot read to find which remote contributes the opened
   * page (contributed-pages.ts), by manifest URL; the shell takes them over once. Since 2.5.0.
   */
  federationManifests?: Map<string, Promise<unknown>> | null;
}

/** A route data script's GraphQL request. */
export interface PrefetchedGraphQL {
  readonly response: Promise<Response>;
  /**
   * The body of a 2xx answer, parsed as it arrives, so a page whose code comes later can draw from it
   * at its first render instead of waiting on the response; undefined until then and for any other answer.
   */
  answer?: unknown;
}

declare global {
  interface Window {
    __ANIFAN_STARTUP__?: StartupHandoff;
  }
}

/** The handoff boot created on this page, or null. */
export function startupHandoff(): StartupHandoff | null {
  return (typeof window === 'undefined' ? undefined : window.__ANIFAN_STARTUP__) ?? null;
}

/** Boot only. */
export function installStartupHandoff(handoff: StartupHandoff): void {
  window.__ANIFAN_STARTUP__ = handoff;
}

/** One key per operation and variables: the same whatever order the variables were written in. */
export function graphqlOperationKey(operationName: string, variables: Record<string, unknown> = {}): string {
  const entries = Object.entries(variables)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${operationName}:${JSON.stringify(entries)}`;
}

/** A GraphQL request as the web app sends it (docs/api.md#graphql): a POST of operationName, variables and query. */
export interface GraphQLRequest {
  operationName: string;
  variables: Record<string, unknown>;
  query: string;
}

/**
 * For a route data script: sends a page's first GraphQL request before the page's code has arrived.
 * The page takes the answer over by operation name and variables (`takePrefetchedGraphQL`). Nothing
 * happens on a page without the handoff. Resolves to the parsed body of a 2xx answer, else to undefined
 * (never rejects), so the script can ask for what the answer says the page shows next (since 2.6.0).
 */
export function prefetchGraphQL(request: GraphQLRequest, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  const handoff = startupHandoff();
  if (!handoff) return Promise.resolve(undefined);
  const response = handoff.config.then(({ graphqlUrl }) =>
    fetchImpl(graphqlUrl, {
      method: 'POST',
      headers: {
        accept: 'application/graphql-response+json,application/json;q=0.9',
        'content-type': 'application/json',
      },
      body: JSON.stringify(request),
    }),
  );
  const prefetched: PrefetchedGraphQL = { response };
  handoff.graphql.set(graphqlOperationKey(request.operationName, request.variables), prefetched);
  // A clone, so the response stays whole for a page that takes it before the answer is parsed.
  return response
    .then((answer) => (answer.ok ? answer.clone().json() : undefined))
    .then((answer: unknown) => {
      prefetched.answer = answer;
      return answer;
    })
    .catch(() => undefined);
}

/**
 * The parsed body of the prefetched 2xx answer to this operation with these variables if it has already
 * arrived, else undefined. It only looks: a page that uses the answer takes the request with
 * `takePrefetchedGraphQL`, so nothing asks for it again.
 */
export function prefetchedGraphQLAnswer(
  operationName: string,
  variables: Record<string, unknown> = {},
): unknown {
  return startupHandoff()?.graphql.get(graphqlOperationKey(operationName, variables))?.answer;
}

/**
 * The prefetched response of this operation with these variables, handed over once (a body is read
 * once); null when there is none. The gateway's answer is the page's to read, an error status included;
 * it rejects only when no answer came (a network failure), and the page then asks for itself.
 */
export function takePrefetchedGraphQL(
  operationName: string,
  variables: Record<string, unknown> = {},
): Promise<Response> | null {
  const handoff = startupHandoff();
  if (!handoff) return null;
  const key = graphqlOperationKey(operationName, variables);
  const prefetched = handoff.graphql.get(key);
  handoff.graphql.delete(key);
  return prefetched?.response ?? null;
}
