// The one place that turns API failures into the short Japanese notices the character page and the
// comment threads show.
import { isApiError, MAX_COMMENT_LENGTH, MAX_COMMENT_LINKS } from '@anifan/contract';

export type FailedAction =
  'createComment' | 'updateComment' | 'deleteComment' | 'reaction' | 'report' | 'mute' | 'favorite';

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
  duplicateComment: '同じコメントを続けて投稿することはできません。少し時間をおいてからお試しください',
  tooManyLinks: `リンクは1つのコメントに${MAX_COMMENT_LINKS}個までです`,
  ngWord: '使えない言葉が含まれています。表現を変えてお試しください',
  invalidParent: 'このコメントには返信できません',
  suspended: '投稿が停止されています',
  reportDuplicate: '通報済みです',
  reportOwn: '自分のコメントは通報できません',
  invalidReport: '通報の内容を確かめてください',
  muteSelf: '自分をミュートすることはできません',
  userGone: 'このユーザーは見つかりませんでした',
  unavailable: 'ただいま混み合っています。しばらくしてからお試しください',
  commentFailed: 'コメントを保存できませんでした',
  reactionFailed: 'リアクションを保存できませんでした',
  reportFailed: '通報を送信できませんでした',
  muteFailed: 'ミュートできませんでした',
  favoriteFailed: 'お気に入りを更新できませんでした',
};

/** What a refusal of these codes means, whatever was being done. */
const CODE_MESSAGES: Partial<Record<string, string>> = {
  'comment/not_found': MESSAGES.commentGone,
  'comment/invalid_text': MESSAGES.invalidCommentText,
  'comment/duplicate': MESSAGES.duplicateComment,
  'comment/too_many_links': MESSAGES.tooManyLinks,
  'comment/ng_word': MESSAGES.ngWord,
  'comment/invalid_parent': MESSAGES.invalidParent,
  'report/duplicate': MESSAGES.reportDuplicate,
  'report/own_comment': MESSAGES.reportOwn,
  'mute/self': MESSAGES.muteSelf,
  'user/not_found': MESSAGES.userGone,
};

const FALLBACKS: Record<FailedAction, string> = {
  createComment: MESSAGES.commentFailed,
  updateComment: MESSAGES.commentFailed,
  deleteComment: MESSAGES.commentFailed,
  reaction: MESSAGES.reactionFailed,
  report: MESSAGES.reportFailed,
  mute: MESSAGES.muteFailed,
  favorite: MESSAGES.favoriteFailed,
};

const isCommentWrite = (action: FailedAction) =>
  action === 'createComment' || action === 'updateComment' || action === 'deleteComment';

/** Codes first (stable, @anifan/contract's errors.ts), then the HTTP status as a fallback. */
export function messageFor(error: unknown, action: FailedAction): string {
  if (!isApiError(error) || error.status === 0) return MESSAGES.network;
  const { code, status } = error;
  if (code === 'rate_limit/exceeded' || status === 429) return MESSAGES.rateLimited;
  if (code.startsWith('auth/') && status === 401) return MESSAGES.signInAgain;
  // The server says for how long and why (投稿停止), in Japanese; its words are the clearest.
  if (code === 'user/suspended') return error.message.trim() || MESSAGES.suspended;
  const known = CODE_MESSAGES[code];
  if (known) return known;
  if (status === 403 && isCommentWrite(action)) {
    return action === 'deleteComment' ? MESSAGES.forbiddenDelete : MESSAGES.forbiddenEdit;
  }
  if (code === 'request/invalid' && isCommentWrite(action)) return MESSAGES.invalidComment;
  if (code === 'request/invalid' && action === 'report') return MESSAGES.invalidReport;
  if (code === 'service/unavailable' || status === 503) return MESSAGES.unavailable;
  return FALLBACKS[action];
}
