// Errors the way AniList answers them: `{ message, status }` in `errors` (a refused field's validation
// under `validation`, keyed by the argument), and the first error's status as the HTTP status. The
// app's error code rides along in `extensions.code` as on the rest of /graphql.
import { ERROR_STATUS } from '@anifan/contract';
import { AppError, type ErrorCode } from '../../common';

/** A list error in AniList's words: message, HTTP status, and the argument it is about. */
export class ListError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ErrorCode,
    readonly validation?: Record<string, string[]>,
  ) {
    super(message);
  }
}

export const unauthorized = (): ListError => new ListError('Unauthorized.', 401, 'auth/missing_token');
export const invalidToken = (): ListError => new ListError('Invalid token', 400, 'auth/invalid_token');
export const notFound = (): ListError => new ListError('Not Found.', 404, 'list/not_found');
export const privateUser = (): ListError => new ListError('Private User', 404, 'list/forbidden');

/** A refused argument: AniList's "validation" error naming it. */
export function invalidArgument(
  argument: string,
  message: string,
  code: ErrorCode = 'list/invalid_entry',
): ListError {
  return new ListError('validation', 400, code, { [argument]: [message] });
}

/** The argument the store's message is about ("progress must be …", "startedAt.day …"). */
function argumentNamed(message: string): string {
  return /^[A-Za-z]+/.exec(message)?.[0] ?? 'entry';
}

/** The store's and the auth module's AppErrors as AniList errors; anything else is not ours to shape. */
export function listErrorOf(error: unknown): ListError | null {
  if (error instanceof ListError) return error;
  if (!(error instanceof AppError)) return null;
  switch (error.code) {
    case 'auth/invalid_token':
      return invalidToken();
    case 'list/not_found':
      return notFound();
    case 'list/unknown_media':
      return invalidArgument('mediaId', error.message, error.code);
    case 'list/invalid_entry':
      return invalidArgument(argumentNamed(error.message), error.message);
    default:
      return new ListError(error.message, ERROR_STATUS[error.code], error.code);
  }
}

/**
 * One entry of `errors` for a field that failed: a ListError (or an AppError it stands for) in
 * AniList's shape; anything else is a fault of ours and is thrown on.
 */
export function errorBody(
  error: unknown,
  path: readonly (string | number)[],
  locations: readonly { line: number; column: number }[],
): Record<string, unknown> {
  const list = listErrorOf(error);
  if (!list) throw error;
  return {
    message: list.message,
    status: list.status,
    ...(list.validation ? { validation: list.validation } : {}),
    ...(locations.length > 0 ? { locations } : {}),
    path,
    extensions: { code: list.code },
  };
}
