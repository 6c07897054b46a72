// Replaces a Nest controller route for the comment list, the busiest API read, and the thread pages (a guest's kept page sent without a promise; issue #30's figures in the README's Benchmarks): no guard, interceptor or pipe chain per request (npm run bench, replacements.comment_list_route: 1.17–1.61× less server CPU per request, median 1.24×, and 1.0–1.48× the requests per second, 2026-11; it holds the http.ceiling_ratio.comments_list goal). Recheck when Nest's per-request cost on Fastify drops, or the list stops being the busiest read.
import { ENDPOINTS, type EndpointName } from '@anifan/contract';
import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { API_PREFIX } from './endpoints';

/**
 * A declared endpoint as a plain Fastify route; registered while Nest initialises, so the app-wide
 * hooks and error handler apply, and checked against the declarations like every other route.
 */
export function addApiRoute(
  fastify: FastifyInstance,
  name: EndpointName,
  options: RouteShorthandOptions,
  handler: RouteHandlerMethod,
): void {
  const { method, path } = ENDPOINTS[name];
  fastify.route({ ...options, method, url: `${API_PREFIX}${path}`, handler });
}
