// Request bodies: JSON parsed with stable errors, other types read and ignored (as before the Fastify move),
// and Fastify's own refusals (too large, unreadable) turned into AppErrors with stable codes and messages.
import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors';

/** Largest JSON body accepted: a chat request with its history; comments are far smaller. */
export const JSON_BODY_LIMIT = '64kb';
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

export function registerBodyParsers(fastify: FastifyInstance): void {
  // Fastify's parser, which refuses prototype poisoning; only its errors are replaced.
  const parseJson = fastify.getDefaultJsonParser('error', 'ignore');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    // An empty JSON body is an empty object, as it always was; the route's schema decides.
    const text = body.toString();
    if (text === '') {
      done(null, {});
      return;
    }
    parseJson(request, text, (error, value) => {
      if (error) done(new AppError('request/invalid', 'Request body is not valid JSON'), undefined);
      else done(null, value);
    });
  });
  // Any other type is read (so a broken body is still refused as malformed) but not parsed: the
  // route's schema sees no body and answers 400, never 415.
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => {
    done(null, undefined);
  });
}

/**
 * Nest turns Fastify's refusals into HttpExceptions carrying Fastify's message and status; the two
 * that concern the body get the API's own wording.
 */
export function toBodyError(error: unknown): unknown {
  if (!(error instanceof HttpException)) return error;
  switch (error.getStatus()) {
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return new AppError('request/too_large', `Request body is larger than ${JSON_BODY_LIMIT}`);
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return new AppError('request/unsupported_media_type', 'Request body encoding is not supported');
    default:
      return error;
  }
}
