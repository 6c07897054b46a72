import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { ApiError } from '@anifan/contract';
import { LIST_ERROR_MESSAGES, saveErrorMessage } from './error-messages';

const graphqlErrors = (status: number) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'refused', status } as never], data: null });

describe('saveErrorMessage', () => {
  it.each([
    [
      'the API refusing for the write limit',
      new ApiError(429, 'rate_limit/exceeded', 'x', 30),
      'rateLimited',
    ],
    ['/graphql refusing for the write limit (AniList’s shape)', graphqlErrors(429), 'rateLimited'],
    [
      'a 429 response',
      new ServerError('x', { response: { status: 429 } as Response, bodyText: '' }),
      'rateLimited',
    ],
    ['an expired sign-in on the API', new ApiError(401, 'auth/invalid_token', 'x'), 'signedOut'],
    ['an expired sign-in on /graphql', graphqlErrors(401), 'signedOut'],
    ['no connection (fetch)', new TypeError('Failed to fetch'), 'network'],
    ['no connection (the API client)', new ApiError(0, 'network/unreachable', 'x'), 'network'],
    ['a refused value', graphqlErrors(400), 'saveFailed'],
    ['browser storage that is full', new Error('storage/unavailable'), 'saveFailed'],
  ] as const)('%s', (_name, error, key) => {
    expect(saveErrorMessage(error)).toBe(LIST_ERROR_MESSAGES[key]);
  });
});
