// Request bodies: JSON parsed with stable errors (or handed as text to routes that parse it themselves),
// other types read and ignored (as before the Fastify move), and Fastify's own refusals (too large,
// unreadable) turned into AppErrors with stable codes and messages.
import { HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import secureJsonParse from 'secure-json-parse';
import { AppError } from './errors';

/** Largest JSON body accepted: a chat request with its history; comments are far smaller. */
export const JSON_BODY_LIMIT = '64kb';
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Route config flag: the route's JSON body arrives unparsed, as a JsonText, and the route parses it
 * with parseJsonText when it needs to (the catalogue gateway answers most requests from a cache keyed
 * by the text, without parsing it).
 */
export const RAW_JSON_BODY = { rawJsonBody: true } as const;

/** A JSON request body as sent, for RAW_JSON_BODY routes (told apart from a text/plain string body). */
export class JsonText {
  constructor(readonly text: string) {}
}

/** Fastify's own settings for its JSON parser, which this one replaces. */
const JSON_PARSE_OPTIONS = { protoAction: 'error', constructorAction: 'ignore' } as const;

interface RawJsonRouteConfig {
  rawJsonBody?: boolean;
}

/** The types a file arrives as (an import's body): read as bytes, handed to FILE_BODY routes only. */
export const FILE_BODY_TYPES = [
  'application/xml',
  'text/xml',
  'application/gzip',
  'application/x-gzip',
  'application/octet-stream',
];

/**
 * Route config (`@RouteConfig(fileBody(…))`): the route takes a file as its body, a Buffer of one of
 * FILE_BODY_TYPES up to `limit` bytes (every other route keeps JSON_BODY_LIMIT and never sees such a
 * body), and a larger one is refused (413) with `tooLarge`.
 */
export interface FileBodyConfig {
  fileBody: { limit: number; tooLarge: string };
}

export const fileBody = (limit: number, tooLarge: string): FileBodyConfig => ({
  fileBody: { limit, tooLarge },
});

const fileBodyOf = (config: unknown): FileBodyConfig['fileBody'] | undefined =>
  (config as Partial<FileBodyConfig> | undefined)?.fileBody;

/**
 * A JSON request body as the API reads it: empty is an empty object (the route's schema decides),
 * prototype poisoning (`__proto__`) is refused, and anything unparsable is a 400 with one message.
 */
export function parseJsonText(text: string): unknown {
  if (text === '') return {};
  try {
    return secureJsonParse(text, JSON_PARSE_OPTIONS);
  } catch {
    throw new AppError('request/invalid', 'Request body is not valid JSON');
  }
}

export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if ((request.routeOptions.config as RawJsonRouteConfig).rawJsonBody) {
      done(null, new JsonText(text));
      return;
    }
    try {
      done(null, parseJsonText(text));
    } catch (error) {
      done(error as AppError, undefined);
    }
  });
  // A file route's limit is its own; the parser hands the bytes to it alone.
  fastify.addHook('onRoute', (route) => {
    const file = fileBodyOf(route.config);
    if (file) route.bodyLimit = file.limit;
  });
  fastify.addContentTypeParser(FILE_BODY_TYPES, { parseAs: 'buffer' }, (request, body, done) => {
    done(null, fileBodyOf(request.routeOptions.config) ? body : undefined);
  });
  // Any other type is read (so a broken body is still refused as malformed) but not parsed: the
  // route's schema sees no body and answers 400, never 415.
  fastify.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) => {
    done(null, undefined);
  });
}

/**
 * Nest turns Fastify's refusals into HttpExceptions carrying Fastify's message and status; the two
 * that concern the body get the API's own wording (a file route's own for a file too large).
 */
export function toBodyError(error: unknown, request?: FastifyRequest): unknown {
  if (!(error instanceof HttpException)) return error;
  switch (error.getStatus()) {
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return new AppError(
        'request/too_large',
        fileBodyOf(request?.routeOptions?.config)?.tooLarge ??
          `Request body is larger than ${JSON_BODY_LIMIT}`,
      );
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return new AppError('request/unsupported_media_type', 'Request body encoding is not supported');
    default:
      return error;
  }
}
