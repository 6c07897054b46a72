// Builds the Nest application exactly as it runs in production; main.ts and the test harness both use it.
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AppLogger } from './common/app-logger';
import { bodyParserErrors } from './common/body-parser-errors';
import { AppError, type ErrorCode } from './common/errors';
import { HttpExceptionFilter } from './common/http-exception.filter';
import { REQUEST_ID_HEADER, requestContextMiddleware } from './common/request-context';
import { ShutdownState } from './common/shutdown';
import type { AppConfig } from './config/app-config';
import { contentSecurityPolicy } from './web/content-security-policy';
import { mountStaticAssets } from './web/static-assets';

/** Largest JSON body accepted: a chat request with its history; comments are far smaller. */
export const JSON_BODY_LIMIT = '64kb';

/** Routes that live outside `/api` (ARCHITECTURE.md, "HTTP contract"). */
export const UNPREFIXED_ROUTES = [
  'healthz',
  'readyz',
  'graphql',
  'remotes.json',
  'metrics',
  'downloads/{*path}',
];

export interface CreateAppOptions {
  /** Extra modules mounted beside the app's own, e.g. test-only controllers. */
  imports?: Array<Type | DynamicModule | ForwardReference>;
}

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, options.imports), {
    logger: new AppLogger(config.logLevel),
    bodyParser: false,
    // Let start-up errors reach the caller (main.ts exits 1) instead of aborting the process.
    abortOnError: false,
  });
  configureApp(app, config);
  return app;
}

/** Middleware, headers and error handling shared by every way the app is started. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  answerMalformedRequests(app.getHttpServer());
  refuseRequestsWithoutHost(app);
  app.set('trust proxy', config.trustProxy);
  app.use(requestContextMiddleware());
  app.use(app.get(ShutdownState).closeConnectionsWhileDraining);
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      // The Firebase sign-in popup talks back to its opener.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    }),
  );
  app.use(
    compression({
      // Server-Sent Events must reach the client as they are written, not when a buffer fills.
      filter: (request: Request, response: Response) =>
        !String(response.getHeader('Content-Type') ?? '').startsWith('text/event-stream') &&
        compression.filter(request, response),
    }),
  );
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type', REQUEST_ID_HEADER],
      exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After'],
      maxAge: 600,
    });
  }
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use(bodyParserErrors(JSON_BODY_LIMIT));
  mountStaticAssets(app, config);
  app.setGlobalPrefix('api', { exclude: UNPREFIXED_ROUTES });
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
}

/**
 * HTTP/1.1 requires a Host header. Node refuses a request without one with a bare 400 before Express
 * sees it; the check moves here so the refusal has the JSON error shape. `requireHostHeader` is set
 * from the server options, which Nest does not expose, and read on every request.
 */
function refuseRequestsWithoutHost(app: NestExpressApplication): void {
  (app.getHttpServer() as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  app.use((request: Request, _response: Response, next: NextFunction) => {
    if (request.httpVersion === '1.1' && request.headers.host === undefined) {
      next(new AppError('request/invalid', 'Missing Host header'));
      return;
    }
    next();
  });
}

interface ClientErrorAnswer {
  status: string;
  code: ErrorCode;
  message: string;
}

/** What Node's HTTP parser failures are answered with; anything not listed is a 400. */
const CLIENT_ERROR_ANSWERS: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    code: 'request/headers_too_large',
    message: 'Request headers are too large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: '413 Payload Too Large',
    code: 'request/too_large',
    message: 'Chunk extensions are too large',
  },
  // Node's own status for a client too slow to send its request, kept so the client knows it may retry.
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    code: 'request/invalid',
    message: 'Request was not received in time',
  },
};

const MALFORMED: ClientErrorAnswer = {
  status: '400 Bad Request',
  code: 'request/invalid',
  message: 'Malformed HTTP request',
};

/** How long a refused client may keep the connection open after the answer, reading it. */
const REFUSED_SOCKET_LINGER_MS = 5000;

/** The response Node is writing on a keep-alive socket, if any (the field Node's own handler reads). */
type HttpSocket = Duplex & { _httpMessage?: ServerResponse | null };

/**
 * Requests Node's parser rejects (bad request line, `Content-Length: abc`, broken chunking, oversized
 * heads) never reach Express; without this they get a bare status line instead of the JSON error shape.
 */
export function answerMalformedRequests(server: Server): void {
  // The parser reports every later chunk on a broken connection again; it is answered once.
  const refused = new WeakSet<Duplex>();
  server.on('clientError', (error: NodeJS.ErrnoException, socket: HttpSocket) => {
    if (refused.has(socket)) return;
    refused.add(socket);
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const answer = CLIENT_ERROR_ANSWERS[error.code ?? ''] ?? MALFORMED;
    const inFlight = socket._httpMessage?.writableFinished === false ? socket._httpMessage : null;
    if (inFlight?.req.complete) {
      // A complete earlier request on this connection is still being answered: let that answer go out
      // whole, then refuse what followed it.
      inFlight.once('close', () => refuse(socket, answer));
    } else if (inFlight?.headersSent) {
      // Half an answer is on the wire; a second status line would corrupt it.
      socket.destroy();
    } else {
      refuse(socket, answer);
    }
  });
}

function refuse(socket: Duplex, answer: ClientErrorAnswer): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  // end() rather than destroy(): closing with unread input would reset the connection and could
  // discard the answer before the client reads it.
  socket.end(
    [
      `HTTP/1.1 ${answer.status}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'X-Content-Type-Options: nosniff',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  );
  const linger = setTimeout(() => socket.destroy(), REFUSED_SOCKET_LINGER_MS);
  linger.unref();
  socket.once('close', () => clearTimeout(linger));
}
