// The one place errors become HTTP answers: `{ error: { code, message } }`, 5xx details hidden.
import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toBodyError } from './body-parser-errors';
import { isDatabaseUnavailable } from './database-errors';
import { AppError, type ErrorCode } from './errors';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  [HttpStatus.BAD_REQUEST]: 'request/invalid',
  [HttpStatus.UNAUTHORIZED]: 'auth/invalid_token',
  [HttpStatus.FORBIDDEN]: 'auth/forbidden',
  [HttpStatus.NOT_FOUND]: 'route/not_found',
  [HttpStatus.METHOD_NOT_ALLOWED]: 'route/method_not_allowed',
  [HttpStatus.PAYLOAD_TOO_LARGE]: 'request/too_large',
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: 'request/unsupported_media_type',
  [HttpStatus.TOO_MANY_REQUESTS]: 'rate_limit/exceeded',
  [HttpStatus.SERVICE_UNAVAILABLE]: 'service/unavailable',
};

/** Messages can echo request input (a 404 quotes the path); keep answers small whatever was sent. */
const MAX_MESSAGE_LENGTH = 300;

function truncate(message: string): string {
  return message.length > MAX_MESSAGE_LENGTH ? `${message.slice(0, MAX_MESSAGE_LENGTH)}…` : message;
}

/** Errors raised by Fastify or its plugins before Nest sees the request carry a `statusCode`. */
interface FrameworkError {
  status?: number;
  statusCode?: number;
}

@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpExceptionFilter');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, code, message, headers } = this.describe(toBodyError(exception, request));

    // The path only: query strings may carry secrets; the id ties the line to the client's X-Request-Id.
    const where = `[${request.id}] ${request.method} ${request.url.split('?')[0] ?? ''}`;
    if (status === HttpStatus.SERVICE_UNAVAILABLE && !(exception instanceof HttpException)) {
      this.logger.warn(
        `${where}: ${message} (${exception instanceof Error ? exception.message : 'unknown'})`,
      );
    } else if (status >= 500) {
      this.logger.error(`${where} failed`, exception instanceof Error ? exception.stack : String(exception));
    }
    if (reply.sent || reply.raw.headersSent) {
      reply.raw.end();
      return;
    }
    // A failed request's body is never the compressed or cached one a handler may have prepared.
    reply.removeHeader('Content-Encoding');
    reply.removeHeader('ETag');
    void reply
      .headers(headers)
      .status(status)
      .type('application/json; charset=utf-8')
      .send({ error: { code, message } });
  }

  private describe(exception: unknown): {
    status: number;
    code: string;
    message: string;
    headers: Record<string, string>;
  } {
    if (exception instanceof AppError) {
      return {
        status: exception.status,
        code: exception.code,
        message: exception.message,
        headers: exception.headers,
      };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const body = exception.getResponse();
      const text =
        typeof body === 'string'
          ? body
          : (((body as { message?: unknown }).message as string | undefined) ?? exception.message);
      return {
        status,
        code: STATUS_CODES[status] ?? (status >= 500 ? 'internal/error' : 'request/invalid'),
        message:
          status >= 500
            ? 'Internal server error'
            : truncate(Array.isArray(text) ? text.join('; ') : String(text)),
        headers: {},
      };
    }
    if (isDatabaseUnavailable(exception)) {
      return {
        status: HttpStatus.SERVICE_UNAVAILABLE,
        code: 'service/unavailable',
        message: 'The database is unavailable; try again shortly',
        headers: { 'Retry-After': '2' },
      };
    }
    const frameworkError = exception as FrameworkError | null;
    const status = frameworkError?.statusCode ?? frameworkError?.status;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      return {
        status,
        code: STATUS_CODES[status] ?? 'request/invalid',
        message: 'Invalid request',
        headers: {},
      };
    }
    return { status: 500, code: 'internal/error', message: 'Internal server error', headers: {} };
  }
}
