// The API's errors: the codes and their statuses are the contract's (@anifan/contract errors.ts).
import { ERROR_STATUS, type ErrorCode } from '@anifan/contract';

export type { ErrorCode };

/** Throw this from anywhere; the exception filter turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }
}
