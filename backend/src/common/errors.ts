// Every error code the API answers with, in one place. Codes are stable: clients map them to messages.
import { HttpStatus } from '@nestjs/common';

export const ErrorCodes = {
  'request/invalid': HttpStatus.BAD_REQUEST,
  'request/too_large': HttpStatus.PAYLOAD_TOO_LARGE,
  'request/unsupported_media_type': HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  'route/not_found': HttpStatus.NOT_FOUND,
  'route/method_not_allowed': HttpStatus.METHOD_NOT_ALLOWED,
  'auth/missing_token': HttpStatus.UNAUTHORIZED,
  'auth/invalid_token': HttpStatus.UNAUTHORIZED,
  'auth/forbidden': HttpStatus.FORBIDDEN,
  'auth/provider_not_allowed': HttpStatus.FORBIDDEN,
  'comment/not_found': HttpStatus.NOT_FOUND,
  'favorite/not_found': HttpStatus.NOT_FOUND,
  'rate_limit/exceeded': HttpStatus.TOO_MANY_REQUESTS,
  'chat/upstream_failed': HttpStatus.BAD_GATEWAY,
  'chat/upstream_timeout': HttpStatus.GATEWAY_TIMEOUT,
  'chat/unknown_persona': HttpStatus.BAD_REQUEST,
  'catalog/invalid_query': HttpStatus.BAD_REQUEST,
  'catalog/query_too_complex': HttpStatus.BAD_REQUEST,
  'catalog/upstream_failed': HttpStatus.BAD_GATEWAY,
  'catalog/upstream_unavailable': HttpStatus.SERVICE_UNAVAILABLE,
  'catalog/upstream_timeout': HttpStatus.GATEWAY_TIMEOUT,
  'catalog/not_ready': HttpStatus.SERVICE_UNAVAILABLE,
  'service/unavailable': HttpStatus.SERVICE_UNAVAILABLE,
  'internal/error': HttpStatus.INTERNAL_SERVER_ERROR,
  'request/headers_too_large': 431, // Request Header Fields Too Large: not in Nest's HttpStatus enum
} as const;

export type ErrorCode = keyof typeof ErrorCodes;

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
    return ErrorCodes[this.code];
  }
}
