// Per-request context (the request id) carried through async calls, plus the middleware that logs each request.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Ids from a client or load balancer are kept only when short and made of safe characters (no log injection). */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** Probes and scrapes would drown the log; they are logged at debug level only. */
const QUIET_PATHS = new Set(['/healthz', '/readyz', '/metrics']);

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The id of the request being handled, when there is one. */
export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

export function resolveRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SANE_REQUEST_ID.test(value) ? value : randomUUID();
}

/**
 * Gives every request an id (echoed in X-Request-Id), runs the rest of the chain inside its context,
 * and logs method, path, status and duration once the response ends. Only the path is logged, never
 * the query string or headers, so tokens and other secrets stay out of the logs.
 */
export function requestContextMiddleware(logger = new Logger('HTTP')) {
  return (request: Request, response: Response, next: NextFunction): void => {
    const requestId = resolveRequestId(request.headers['x-request-id']);
    const started = process.hrtime.bigint();
    response.setHeader(REQUEST_ID_HEADER, requestId);
    const path = request.originalUrl.split('?')[0] ?? '/';
    let logged = false;
    const log = (status: string): void => {
      if (logged) return;
      logged = true;
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const line = `${request.method} ${path} ${status} ${ms.toFixed(1)}ms`;
      storage.run({ requestId }, () => {
        if (QUIET_PATHS.has(path)) logger.debug(line);
        else logger.log(line);
      });
    };
    response.on('finish', () => log(String(response.statusCode)));
    response.on('close', () => log(response.writableFinished ? String(response.statusCode) : 'aborted'));
    storage.run({ requestId }, next);
  };
}
