// Route data (platform contract): a remote may ship, for a page it exposes, a small plain script that
// the shell's boot.js runs as soon as it knows the opened route, before React, the federation runtime
// and the page's code have arrived. The script starts the page's first request with `prefetch`; the
// page's own identical request takes the response over with `takePrefetched` instead of asking again.
// This module has no dependencies, so such a script stays a few kilobytes. Bundles each get a copy of
// it: the state lives on the page's global object, under a key every copy knows.
import type { RuntimeConfig } from './types';

interface RouteDataState {
  config: Promise<RuntimeConfig> | null;
  responses: Map<string, Promise<Response>>;
}

const ROUTE_DATA = Symbol.for('anifan.routeData');

function state(): RouteDataState {
  const page = globalThis as { [ROUTE_DATA]?: RouteDataState };
  page[ROUTE_DATA] ??= { config: null, responses: new Map() };
  return page[ROUTE_DATA];
}

/** A request as the page sends it: the same URL, method and body are the same request. */
export interface RouteDataRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
}

function requestKey(url: string, method: string, body: string): string {
  return `${method.toUpperCase()} ${new URL(url, document.baseURI).href}\n${body}`;
}

/** boot.js: the runtime config it is reading (`api/config`), for route data scripts and the app. */
export function provideEarlyRuntimeConfig(config: Promise<RuntimeConfig>): void {
  state().config = config;
}

/** The runtime config boot.js is reading; null when it did not run (a standalone remote, a test). */
export function earlyRuntimeConfig(): Promise<RuntimeConfig> | null {
  return state().config;
}

/** Starts a request for a page that is still loading; a failure is left to the page's own request. */
export function prefetch(request: RouteDataRequest, fetchImpl: typeof fetch = fetch): void {
  const { url, method, headers, body } = request;
  const response = fetchImpl(url, { method, headers, body });
  response.catch(() => undefined);
  state().responses.set(requestKey(url, method, body), response);
}

/**
 * The response of a prefetched request identical to this one, handed over once (a body is read once);
 * null when nothing matches. A prefetch that failed is the caller's to retry with a request of its own.
 */
export function takePrefetched(url: string, init: RequestInit | undefined): Promise<Response> | null {
  if (typeof init?.body !== 'string') return null;
  const key = requestKey(url, init.method ?? 'GET', init.body);
  const { responses } = state();
  const response = responses.get(key) ?? null;
  responses.delete(key);
  return response;
}
