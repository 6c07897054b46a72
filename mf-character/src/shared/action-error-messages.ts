// The short Japanese notices of the moderation and settings pages' failures (comments and favorites have
// error-messages.ts, whose common ones these share): codes first, then the HTTP status as a fallback.
import { isApiError, MAX_REPORT_TEXT_LENGTH } from '@anifan/contract';
import { MESSAGES } from './error-messages';

export const ACTION_MESSAGES = {
  moderatorOnly: 'この操作にはモデレーター権限が必要です',
  providerNotAllowed: 'このサインイン方法では使えません。別の方法でサインインしてください',
  rateLimited: '操作が多すぎます。少し時間をおいてお試しください',
  commentGone: MESSAGES.commentGone,
  userGone: 'このユーザーは見つかりませんでした',
  invalidReason: `理由は1〜${MAX_REPORT_TEXT_LENGTH}文字で入力してください`,
};

/** `failed` says what did not happen (`コメントを非表示にできませんでした`), for failures without a better word. */
export function actionErrorMessage(error: unknown, failed: string): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.network;
  const { code, status } = error;
  if (code === 'rate_limit/exceeded' || status === 429) return ACTION_MESSAGES.rateLimited;
  if (status === 401) return MESSAGES.signInAgain;
  if (code === 'auth/provider_not_allowed') return ACTION_MESSAGES.providerNotAllowed;
  if (status === 403) return ACTION_MESSAGES.moderatorOnly;
  if (code === 'comment/not_found') return ACTION_MESSAGES.commentGone;
  if (code === 'user/not_found') return ACTION_MESSAGES.userGone;
  if (code === 'request/invalid') return ACTION_MESSAGES.invalidReason;
  if (code === 'service/unavailable' || status === 503) return MESSAGES.unavailable;
  return `${failed}。しばらくしてからもう一度お試しください`;
}
