// Builds the Nest application exactly as it runs in production; main.ts and the test harness both use it.
import type { Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { constants as zlib } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import { type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppModule } from './app.module';
import {
  AppLogger,
  logLevelsFor,
  JSON_BODY_LIMIT_BYTES,
  registerBodyParsers,
  AppError,
  type ErrorCode,
  HttpExceptionFilter,
  ShutdownState,
} from './common';
import {
  CachedAnswers,
  COMPRESSION_THRESHOLD_BYTES,
  PER_REQUEST_BROTLI_QUALITY,
  logRequests,
  REQUEST_ID_HEADER,
  requestIdFor,
  type RoutedRequest,
  mountStaticAssets,
} from './http';
import type { AppConfig } from './config';
import { securityHeaders } from './web';

export { JSON_BODY_LIMIT } from './common';

/**
 * Routes that live outside `/api` (docs/api.md#platform-routes); the probes and the gateway are
 * plain Fastify routes (health.routes.ts, graphql.routes.ts), the others Nest's, kept out of the global
 * prefix by this list.
 */
export const UNPREFIXED_ROUTES = ['healthz', 'readyz', 'graphql', 'remotes.json', 'metrics'];

/** Path parameters are validated by the routes' schemas; a long one must reach them (a 400), not be a 404. */
const MAX_PARAM_LENGTH = 2048;

/**
 * Node looks for requests past their time on a timer, 30 s by default, which would let a 30 s timeout
 * run to a minute. Each check walks only the requests still arriving, so once a second is cheap; a
 * short timeout (the tests') is checked ten times over.
 */
const MAX_TIMEOUT_CHECK_INTERVAL_MS = 1000;

export interface CreateAppOptions {
  /** Extra modules mounted beside the app's own, e.g. test-only controllers. */
  imports?: Array<Type | DynamicModule | ForwardReference>;
}

/** The Fastify server every way of starting the app runs on, with the limits and parsers it needs. */
export function createHttpAdapter(config: AppConfig): FastifyAdapter {
  return new FastifyAdapter({
    // No Nest middleware here (hooks do that work), so @fastify/middie would only cost every request a
    // pass through its hook; a module that configures middleware fails at start instead.
    skipMiddie: true,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // The whole request, head and body, within the timeout: a client dribbling either is answered 408
    // (answerClientError) and disconnected. Node stops timing a request once it has been received, so
    // answers that last (event streams) are not cut; idle keep-alive connections close after Fastify's
    // keepAliveTimeout (72 s, beyond a load balancer's usual 60 s, so the balancer closes first).
    requestTimeout: config.requestTimeoutMs,
    http: {
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: Math.min(
        MAX_TIMEOUT_CHECK_INTERVAL_MS,
        Math.ceil(config.requestTimeoutMs / 10),
      ),
    },
    trustProxy: trustedHops(config.trustProxy),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH, ignoreTrailingSlash: true },
    // The request id is the one a sane client or load balancer sent, else a fresh UUID.
    genReqId: requestIdFor,
    requestIdHeader: false,
    clientErrorHandler: answerClientError(),
    frameworkErrors: (_error: FastifyError, _request: FastifyRequest, reply: FastifyReply) => {
      void reply
        .code(400)
        .type('application/json; charset=utf-8')
        .send({ error: { code: 'request/invalid', message: 'Malformed request URL' } });
    },
  });
}

/**
 * TRUST_PROXY for Fastify: addresses and subnets as they are; a hop count as Express reads it, the
 * nearest `count` hops trusted whatever their address (Fastify 5.12 trusts no hop for a bare number).
 */
function trustedHops(
  trustProxy: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.imports),
    createHttpAdapter(config),
    {
      logger: new AppLogger(config.logLevel),
      bodyParser: false,
      // Let start-up errors reach the caller (main.ts exits 1) instead of aborting the process.
      abortOnError: false,
    },
  );
  await configureApp(app, config);
  return app;
}

/** Hooks, headers and error handling shared by every way the app is started. */
export async function configureApp(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  // Node refuses a request without Host with a bare 400 before Fastify sees it; the check moves to
  // the hook below so the refusal has the JSON error shape. The flag is read on every request.
  (app.getHttpServer() as Server & { requireHostHeader: boolean }).requireHostHeader = false;
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  const shutdown = app.get(ShutdownState);
  // Computed once: the same headers go on every response, so nothing is rebuilt per request.
  const headers = securityHeaders(config);
  const requestIdHeader = REQUEST_ID_HEADER.toLowerCase();
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(requestIdHeader, request.id);
    reply.headers(headers);
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      done(new AppError('request/invalid', 'Missing Host header'));
      return;
    }
    done();
  });
  // Checked as each answer goes out, so a request that arrived before the drain also frees its
  // keep-alive connection and the listener can close.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (shutdown.draining) reply.header('Connection', 'close');
    done(null, payload);
  });
  // Labelled only once the body was accepted: a body refused before routing counts as unmatched.
  // (`request.routeOptions` builds a new object on every read: it is read once.)
  fastify.addHook('preHandler', (request, _reply, done) => {
    const route = request.routeOptions.config as { url?: string; static?: boolean };
    if (route.url !== undefined && !route.static) (request.raw as RoutedRequest).route = { path: route.url };
    done();
  });
  logRequests(fastify, logLevelsFor(config.logLevel));
  registerBodyParsers(fastify);
  await app.register(fastifyCompress, {
    // Below this a compressed body saves less than it costs; event streams are written raw and never pass here.
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
  });
  if (config.corsOrigins.length > 0) {
    app.enableCors({
      origin: config.corsOrigins,
      allowedHeaders: ['Authorization', 'Content-Type', REQUEST_ID_HEADER],
      exposedHeaders: [REQUEST_ID_HEADER, 'Retry-After'],
      maxAge: 600,
    });
  }
  mountStaticAssets(fastify, config, app.get(CachedAnswers));
  app.setGlobalPrefix('api', { exclude: UNPREFIXED_ROUTES });
  app.useGlobalFilters(new HttpExceptionFilter());
  app.enableShutdownHooks();
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
 * heads) never reach Fastify; without this they get a bare status line instead of the JSON error shape.
 */
export function answerClientError(): (error: NodeJS.ErrnoException, socket: HttpSocket) => void {
  // The parser reports every later chunk on a broken connection again; it is answered once.
  const refused = new WeakSet<Duplex>();
  return (error, socket) => {
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
  };
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
