import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { catalogErrorMessage, ERROR_MESSAGES } from './error-messages';

const response = (status: number) => ({ status, headers: { get: () => null } }) as unknown as Response;
const serverError = (status: number, body: unknown = '') =>
  new ServerError('failed', {
    response: response(status),
    bodyText: typeof body === 'string' ? body : JSON.stringify(body),
  });
const gatewayError = (status: number, code: string) =>
  serverError(status, { errors: [{ message: 'x', extensions: { code } }] });
const graphQLError = (code?: string) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'x', ...(code ? { extensions: { code } } : {}) }] });
const timeout = Object.assign(new Error('signal timed out'), { name: 'TimeoutError' });

describe('catalogErrorMessage', () => {
  it.each([
    ['fetch failing (no connection)', new TypeError('Failed to fetch'), ERROR_MESSAGES.network],
    ['the 30 s timeout', timeout, ERROR_MESSAGES.timeout],
    ['HTTP 400', serverError(400), ERROR_MESSAGES.badRequest],
    ['HTTP 429', serverError(429), ERROR_MESSAGES.rateLimited],
    ['HTTP 500', serverError(500), ERROR_MESSAGES.server],
    ['HTTP 502', serverError(502), ERROR_MESSAGES.upstream],
    ['HTTP 503', serverError(503), ERROR_MESSAGES.upstream],
    ['HTTP 504', serverError(504), ERROR_MESSAGES.upstream],
    [
      'a body that is not JSON',
      new ServerParseError(new Error('bad'), { response: response(200), bodyText: '<' }),
      ERROR_MESSAGES.malformed,
    ],
    [
      'HTTP 400 catalog/query_too_complex',
      gatewayError(400, 'catalog/query_too_complex'),
      ERROR_MESSAGES.badRequest,
    ],
    ['HTTP 503 catalog/not_ready', gatewayError(503, 'catalog/not_ready'), ERROR_MESSAGES.notReady],
    [
      'HTTP 503 service/unavailable (busy)',
      gatewayError(503, 'service/unavailable'),
      ERROR_MESSAGES.rateLimited,
    ],
    [
      'HTTP 504 catalog/upstream_timeout',
      gatewayError(504, 'catalog/upstream_timeout'),
      ERROR_MESSAGES.timeout,
    ],
    [
      'HTTP 429 with the API error shape',
      serverError(429, { error: { code: 'rate_limit/exceeded', message: 'x' } }),
      ERROR_MESSAGES.rateLimited,
    ],
    ['HTTP 500 with an unknown code', gatewayError(500, 'other/thing'), ERROR_MESSAGES.server],
    ['HTTP 502 with an HTML body', serverError(502, '<html>Bad Gateway</html>'), ERROR_MESSAGES.upstream],
    ['catalog/upstream_unavailable', graphQLError('catalog/upstream_unavailable'), ERROR_MESSAGES.upstream],
    ['catalog/invalid_query', graphQLError('catalog/invalid_query'), ERROR_MESSAGES.badRequest],
    ['GRAPHQL_VALIDATION_FAILED', graphQLError('GRAPHQL_VALIDATION_FAILED'), ERROR_MESSAGES.badRequest],
    ['BAD_USER_INPUT', graphQLError('BAD_USER_INPUT'), ERROR_MESSAGES.badRequest],
    ['TOO_MANY_REQUESTS', graphQLError('TOO_MANY_REQUESTS'), ERROR_MESSAGES.rateLimited],
    ['UPSTREAM_UNAVAILABLE', graphQLError('UPSTREAM_UNAVAILABLE'), ERROR_MESSAGES.upstream],
    ['INTERNAL_SERVER_ERROR', graphQLError('INTERNAL_SERVER_ERROR'), ERROR_MESSAGES.server],
    ['an unknown GraphQL code', graphQLError('SOMETHING_ELSE'), ERROR_MESSAGES.unknown],
    ['a GraphQL error without a code', graphQLError(), ERROR_MESSAGES.unknown],
    ['anything else', new Error('?'), ERROR_MESSAGES.unknown],
  ])('maps %s to a Japanese message', (_name, error, expected) => {
    expect(catalogErrorMessage(error)).toBe(expected);
  });
});
