import { ApiError } from '@anifan/contract';
import { MESSAGES, messageFor, type FailedAction } from './error-messages';

describe('messageFor', () => {
  it.each<[string, unknown, FailedAction, string]>([
    ['a network failure', new ApiError(0, 'network/unreachable', 'x'), 'createComment', '通信に失敗しました'],
    ['a thrown TypeError', new TypeError('Failed to fetch'), 'favorite', '通信に失敗しました'],
    [
      'the rate limit',
      new ApiError(429, 'rate_limit/exceeded', 'x', 30),
      'createComment',
      '投稿が多すぎます。少し時間をおいてお試しください',
    ],
    [
      'another user’s comment (edit)',
      new ApiError(403, 'auth/forbidden', 'x'),
      'updateComment',
      'このコメントは編集できません',
    ],
    [
      'another user’s comment (delete)',
      new ApiError(403, 'auth/forbidden', 'x'),
      'deleteComment',
      'このコメントは削除できません',
    ],
    [
      'an expired sign-in',
      new ApiError(401, 'auth/invalid_token', 'x'),
      'createComment',
      MESSAGES.signInAgain,
    ],
    ['a deleted comment', new ApiError(404, 'comment/not_found', 'x'), 'updateComment', MESSAGES.commentGone],
    [
      'an invalid comment',
      new ApiError(400, 'request/invalid', 'x'),
      'createComment',
      MESSAGES.invalidComment,
    ],
    [
      'comment text with a bidi override',
      new ApiError(400, 'comment/invalid_text', 'x'),
      'createComment',
      '使えない文字（制御文字、文字の向きを変える記号、重ねすぎた結合文字など）が含まれています',
    ],
    [
      // The shell's API client throws its own bundle's ApiError: another class with the same shape.
      "comment text refused, as the composed app's shell client reports it",
      Object.assign(new Error('x'), { name: 'ApiError', status: 400, code: 'comment/invalid_text' }),
      'createComment',
      MESSAGES.invalidCommentText,
    ],
    [
      'edited text with too many combining marks',
      new ApiError(400, 'comment/invalid_text', 'x'),
      'updateComment',
      MESSAGES.invalidCommentText,
    ],
    [
      'an overloaded server',
      new ApiError(503, 'service/unavailable', 'x'),
      'deleteComment',
      MESSAGES.unavailable,
    ],
    [
      'an unknown comment failure',
      new ApiError(500, 'internal/error', 'x'),
      'updateComment',
      MESSAGES.commentFailed,
    ],
    [
      'the same text again',
      new ApiError(409, 'comment/duplicate', 'x'),
      'createComment',
      MESSAGES.duplicateComment,
    ],
    [
      'three links',
      new ApiError(400, 'comment/too_many_links', 'x'),
      'updateComment',
      'リンクは1つのコメントに2個までです',
    ],
    ['an NG word', new ApiError(400, 'comment/ng_word', 'x'), 'createComment', MESSAGES.ngWord],
    [
      'a reply to a reply',
      new ApiError(400, 'comment/invalid_parent', 'x'),
      'createComment',
      MESSAGES.invalidParent,
    ],
    ['a second report', new ApiError(409, 'report/duplicate', 'x'), 'report', '通報済みです'],
    [
      'a report of one’s own comment',
      new ApiError(400, 'report/own_comment', 'x'),
      'report',
      MESSAGES.reportOwn,
    ],
    [
      'a report with too long a text',
      new ApiError(400, 'request/invalid', 'x'),
      'report',
      MESSAGES.invalidReport,
    ],
    ['muting oneself', new ApiError(400, 'mute/self', 'x'), 'mute', MESSAGES.muteSelf],
    [
      // 投稿停止: the server says until when, in Japanese; a 403 that is not about the comment's owner.
      'a suspended user’s write',
      new ApiError(403, 'user/suspended', '2026年1月8日まで投稿できません'),
      'deleteComment',
      '2026年1月8日まで投稿できません',
    ],
    ['a suspension without words', new ApiError(403, 'user/suspended', ' '), 'reaction', MESSAGES.suspended],
    [
      'an unknown reaction failure',
      new ApiError(500, 'internal/error', 'x'),
      'reaction',
      MESSAGES.reactionFailed,
    ],
    ['an unknown report failure', new ApiError(500, 'internal/error', 'x'), 'report', MESSAGES.reportFailed],
    ['an unknown mute failure', new ApiError(500, 'internal/error', 'x'), 'mute', MESSAGES.muteFailed],
    [
      'an unknown favorite failure',
      new ApiError(500, 'internal/error', 'x'),
      'favorite',
      MESSAGES.favoriteFailed,
    ],
  ])('%s', (_name, error, action, expected) => {
    expect(messageFor(error, action)).toBe(expected);
  });
});
