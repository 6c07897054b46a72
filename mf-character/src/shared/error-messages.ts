// The one place that turns API failures into the short Japanese notices the character page shows.
import { isApiError, MAX_COMMENT_LENGTH } from '@anifan/contract';

export type FailedAction = 'createComment' | 'updateComment' | 'deleteComment' | 'favorite';

export const MESSAGES = {
  network: '通信に失敗しました',
  rateLimited: '投稿が多すぎます。少し時間をおいてお試しください',
  forbiddenEdit: 'このコメントは編集できません',
  forbiddenDelete: 'このコメントは削除できません',
  signInAgain: 'サインインの有効期限が切れました。もう一度サインインしてください',
  commentGone: 'このコメントは見つかりませんでした。削除された可能性があります',
  invalidComment: `コメントは1〜${MAX_COMMENT_LENGTH}文字で入力してください`,
  invalidCommentText:
    '使えない文字（制御文字、文字の向きを変える記号、重ねすぎた結合文字など）が含まれています',
  unavailable: 'ただいま混み合っています。しばらくしてからお試しください',
  commentFailed: 'コメントを保存できませんでした',
  favoriteFailed: 'お気に入りを更新できませんでした',
};

/** Codes first (stable, @anifan/contract's errors.ts), then the HTTP status as a fallback. */
export function messageFor(error: unknown, action: FailedAction): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.network;
  const { code, status } = error;
  if (code === 'rate_limit/exceeded' || status === 429) return MESSAGES.rateLimited;
  if (code.startsWith('auth/') && status === 401) return MESSAGES.signInAgain;
  if (status === 403 && action !== 'favorite') {
    return action === 'deleteComment' ? MESSAGES.forbiddenDelete : MESSAGES.forbiddenEdit;
  }
  if (code === 'comment/not_found') return MESSAGES.commentGone;
  if (code === 'comment/invalid_text') return MESSAGES.invalidCommentText;
  if (code === 'request/invalid' && action !== 'favorite') return MESSAGES.invalidComment;
  if (code === 'service/unavailable' || status === 503) return MESSAGES.unavailable;
  return action === 'favorite' ? MESSAGES.favoriteFailed : MESSAGES.commentFailed;
}
