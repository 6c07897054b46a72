// Turns body-parser failures into AppErrors, so clients get stable codes and messages instead of parser text.
import type { NextFunction, Request, Response } from 'express';
import { AppError } from './errors';

interface BodyParserError {
  type?: unknown;
  limit?: unknown;
}

export function toBodyError(error: unknown, limit: string): unknown {
  const type = (error as BodyParserError | null)?.type;
  switch (type) {
    case 'entity.parse.failed':
      return new AppError('request/invalid', 'Request body is not valid JSON');
    case 'entity.too.large':
      return new AppError('request/too_large', `Request body is larger than ${limit}`);
    case 'charset.unsupported':
    case 'encoding.unsupported':
      return new AppError('request/unsupported_media_type', 'Request body encoding is not supported');
    case 'request.aborted':
    case 'request.size.invalid':
    case 'stream.encoding.set':
      return new AppError('request/invalid', 'Request body could not be read');
    default:
      return error;
  }
}

/** Express error middleware placed right after the body parser. */
export function bodyParserErrors(limit: string) {
  return (error: unknown, _request: Request, _response: Response, next: NextFunction): void => {
    next(toBodyError(error, limit));
  };
}
