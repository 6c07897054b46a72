import { ApiError } from '@anifan/contract';
import { ACTION_MESSAGES, actionErrorMessage } from './action-error-messages';
import { MESSAGES } from './error-messages';

describe('actionErrorMessage', () => {
  const FAILED = 'コメントを非表示にできませんでした';

  it.each<[string, unknown, string]>([
    ['a network failure', new ApiError(0, 'network/unreachable', 'x'), MESSAGES.network],
    ['a thrown TypeError', new TypeError('Failed to fetch'), MESSAGES.network],
    ['the rate limit', new ApiError(429, 'rate_limit/exceeded', 'x', 30), ACTION_MESSAGES.rateLimited],
    ['an expired sign-in', new ApiError(401, 'auth/invalid_token', 'x'), MESSAGES.signInAgain],
    ['no sign-in', new ApiError(401, 'auth/missing_token', 'x'), MESSAGES.signInAgain],
    [
      'a refused provider',
      new ApiError(403, 'auth/provider_not_allowed', 'x'),
      ACTION_MESSAGES.providerNotAllowed,
    ],
    ['a non-moderator', new ApiError(403, 'auth/forbidden', 'x'), ACTION_MESSAGES.moderatorOnly],
    ['a deleted comment', new ApiError(404, 'comment/not_found', 'x'), ACTION_MESSAGES.commentGone],
    ['an unknown user', new ApiError(404, 'user/not_found', 'x'), ACTION_MESSAGES.userGone],
    ['a refused reason', new ApiError(400, 'request/invalid', 'x'), '理由は1〜500文字で入力してください'],
    ['a busy server', new ApiError(503, 'service/unavailable', 'x'), MESSAGES.unavailable],
    [
      'a server error',
      new ApiError(500, 'internal/error', 'x'),
      `${FAILED}。しばらくしてからもう一度お試しください`,
    ],
    [
      // The shell's API client throws its own bundle's ApiError: another class with the same shape.
      "a non-moderator, as the composed app's shell client reports it",
      Object.assign(new Error('x'), { name: 'ApiError', status: 403, code: 'auth/forbidden' }),
      ACTION_MESSAGES.moderatorOnly,
    ],
  ])('%s', (_name, error, expected) => {
    expect(actionErrorMessage(error, FAILED)).toBe(expected);
  });
});
