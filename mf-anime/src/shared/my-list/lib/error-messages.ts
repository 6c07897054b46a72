// What a refused list write says to the fan, in Japanese: the change was rolled back, and why when known.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { isApiError } from '@anifan/contract';

export const LIST_ERROR_MESSAGES = {
  saveFailed: 'マイリストを保存できませんでした。時間をおいてもう一度お試しください。',
  rateLimited: 'マイリストの変更が続いたため、保存できませんでした。少し待ってからもう一度お試しください。',
  signedOut: 'サインインの有効期限が切れたため、保存できませんでした。もう一度サインインしてください。',
  network: 'サーバーに接続できなかったため、保存できませんでした。通信環境を確認してください。',
} as const;

/** The HTTP status a failure carries: the API's, AniList's in a GraphQL error, or the response's. */
function statusOf(error: unknown): number | null {
  if (isApiError(error)) return error.status;
  if (CombinedGraphQLErrors.is(error)) {
    const status = (error.errors[0] as { status?: unknown } | undefined)?.status;
    return typeof status === 'number' ? status : null;
  }
  return ServerError.is(error) ? error.statusCode : null;
}

export function saveErrorMessage(error: unknown): string {
  const status = statusOf(error);
  if (status === 429) return LIST_ERROR_MESSAGES.rateLimited;
  if (status === 401) return LIST_ERROR_MESSAGES.signedOut;
  // fetch rejects with a TypeError when the server cannot be reached; the API client says status 0.
  if (status === 0 || error instanceof TypeError) return LIST_ERROR_MESSAGES.network;
  return LIST_ERROR_MESSAGES.saveFailed;
}
