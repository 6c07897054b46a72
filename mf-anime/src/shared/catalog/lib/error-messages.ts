// The one place where catalogue request failures become Japanese messages for the user.
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';

export const ERROR_MESSAGES = {
  network: 'サーバーに接続できませんでした。通信環境を確認して、もう一度お試しください。',
  timeout: 'サーバーの応答がありませんでした。時間をおいて、もう一度お試しください。',
  rateLimited: 'アクセスが集中しています。しばらく待ってから、もう一度お試しください。',
  badRequest: 'この検索条件ではアニメ情報を取得できませんでした。',
  server: 'サーバーでエラーが発生しました。時間をおいて、もう一度お試しください。',
  upstream: 'アニメ情報の提供元に接続できませんでした。時間をおいて、もう一度お試しください。',
  malformed: 'サーバーから正しくない応答が返されました。',
  notReady: 'アニメ情報を準備しています。しばらく待ってから、もう一度お試しください。',
  unknown: 'アニメ情報の取得中にエラーが発生しました。',
} as const;

/** Error codes (the gateway's own, graphql-js and Apollo conventions) grouped by what the user can do. */
const CODE_MESSAGES: Record<string, string> = {
  'catalog/invalid_query': ERROR_MESSAGES.badRequest,
  'catalog/query_too_complex': ERROR_MESSAGES.badRequest,
  'catalog/upstream_error': ERROR_MESSAGES.upstream,
  'catalog/upstream_failed': ERROR_MESSAGES.upstream,
  'catalog/upstream_unavailable': ERROR_MESSAGES.upstream,
  'catalog/upstream_timeout': ERROR_MESSAGES.timeout,
  'catalog/not_ready': ERROR_MESSAGES.notReady,
  'rate_limit/exceeded': ERROR_MESSAGES.rateLimited,
  // The gateway's queue of executions is full: the server is busy, not the provider.
  'service/unavailable': ERROR_MESSAGES.rateLimited,
  GRAPHQL_PARSE_FAILED: ERROR_MESSAGES.badRequest,
  GRAPHQL_VALIDATION_FAILED: ERROR_MESSAGES.badRequest,
  BAD_USER_INPUT: ERROR_MESSAGES.badRequest,
  QUERY_TOO_COMPLEX: ERROR_MESSAGES.badRequest,
  TOO_MANY_REQUESTS: ERROR_MESSAGES.rateLimited,
  RATE_LIMITED: ERROR_MESSAGES.rateLimited,
  UPSTREAM_UNAVAILABLE: ERROR_MESSAGES.upstream,
  UPSTREAM_ERROR: ERROR_MESSAGES.upstream,
  INTERNAL_SERVER_ERROR: ERROR_MESSAGES.server,
};

function messageForCode(code: unknown): string | undefined {
  return typeof code === 'string' ? CODE_MESSAGES[code] : undefined;
}

/** The code in a 4xx/5xx body: GraphQL's `errors[].extensions.code` or the API's `{ error: { code } }`. */
function codeInBody(bodyText: string): unknown {
  try {
    const body = JSON.parse(bodyText) as {
      errors?: Array<{ extensions?: { code?: unknown } }>;
      error?: { code?: unknown };
    } | null;
    return body?.errors?.[0]?.extensions?.code ?? body?.error?.code;
  } catch {
    // Not JSON (a proxy's HTML page, plain text): the status decides.
    return undefined;
  }
}

function messageForStatus(status: number): string {
  if (status === 429) return ERROR_MESSAGES.rateLimited;
  if (status === 502 || status === 503 || status === 504) return ERROR_MESSAGES.upstream;
  if (status >= 500) return ERROR_MESSAGES.server;
  return ERROR_MESSAGES.badRequest;
}

export function catalogErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    return messageForCode(error.errors[0]?.extensions?.code) ?? ERROR_MESSAGES.unknown;
  }
  if (ServerError.is(error)) {
    return messageForCode(codeInBody(error.bodyText)) ?? messageForStatus(error.statusCode);
  }
  if (ServerParseError.is(error)) return ERROR_MESSAGES.malformed;
  if (error instanceof Error && error.name === 'TimeoutError') return ERROR_MESSAGES.timeout;
  // fetch rejects with a TypeError when the server cannot be reached at all.
  if (error instanceof TypeError) return ERROR_MESSAGES.network;
  return ERROR_MESSAGES.unknown;
}
