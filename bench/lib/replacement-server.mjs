// One contender of the `replacements` part in a process of its own, so it never shares a thread with
// autocannon: `node replacement-server.mjs <comparison> ours|library`, or `comment-list` (the app
// itself with the list both as its plain Fastify route and as a Nest controller). Prints its port, and
// answers the message `cpu-usage` with its process.cpuUsage().
// The hand-written side is the backend's build (backend/dist), as `npm run bench` runs it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { constants as zlib } from 'node:zlib';
import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '../..');
const dist = (module) => require(path.join(root, 'backend/dist', module));

/** The backend's per-request settings of @fastify/compress (app.setup.ts). */
function compressOptions() {
  const { COMPRESSION_THRESHOLD_BYTES, PER_REQUEST_BROTLI_QUALITY } = dist('http/cached-answers.js');
  return {
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } },
  };
}

async function listen(fastify) {
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  return fastify.server.address().port;
}

/**
 * A comment list as the API answers it (fifty comments in Japanese, about 13 KB of JSON), with its
 * ETag: the answer both compression contenders send again and again.
 */
function commentListAnswer() {
  const comments = Array.from({ length: 50 }, (_, i) => ({
    commentId: i + 1,
    characterId: 9001,
    userId: `u${(i % 5).toString(16).padStart(12, '0')}`,
    authorName: `ベンチ${i % 5}`,
    authorPhotoURL: null,
    commentText: `ベンチマーク用コメント ${i + 1}：好き。`,
    createdAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 10, 1, 0, i)).toISOString(),
    mine: false,
  }));
  return { body: JSON.stringify(comments), etag: 'W/"bench-comment-list"' };
}

/** The same answer sent again: once per ETag through CachedAnswers, or per request through the plugin. */
async function compression(side) {
  const fastify = Fastify();
  await fastify.register(fastifyCompress, compressOptions());
  const { body, etag } = commentListAnswer();
  if (side === 'ours') {
    const { CachedAnswers, COMPRESSES_ITSELF } = dist('http/cached-answers.js');
    const answers = new CachedAnswers();
    fastify.get('/answer', { config: { ...COMPRESSES_ITSELF, decompress: false } }, (request, reply) =>
      answers.send(request, reply, body, etag),
    );
  } else {
    fastify.get('/answer', (_request, reply) =>
      reply.type('application/json; charset=utf-8').header('ETag', etag).send(body),
    );
  }
  return listen(fastify);
}

/** Client keys come in `X-Client-Key`; the limit is never reached, so both count and let every request through. */
const LIMIT = 1_000_000;
const WINDOW_MS = 60_000;

async function limiter(side) {
  const fastify = Fastify();
  const ok = { ok: true };
  if (side === 'ours') {
    const { RateLimiterService } = dist('http/rate-limiter.service.js');
    // No Redis (REDIS_URL unset): the in-memory windows, as on a single instance.
    const limits = new RateLimiterService(null);
    fastify.get('/limited', async (request) => {
      await limits.consume(request.headers['x-client-key'], LIMIT, WINDOW_MS);
      return ok;
    });
  } else {
    // Its in-memory store bounded as ours is (10,000 keys), the key the same header.
    await fastify.register(fastifyRateLimit, {
      max: LIMIT,
      timeWindow: WINDOW_MS,
      cache: 10_000,
      keyGenerator: (request) => request.headers['x-client-key'],
      // Ours sends no X-RateLimit-* headers: both answer the same bytes.
      addHeaders: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      addHeadersOnExceeding: {
        'x-ratelimit-limit': false,
        'x-ratelimit-remaining': false,
        'x-ratelimit-reset': false,
      },
    });
    fastify.get('/limited', async () => ok);
  }
  return listen(fastify);
}

/**
 * The built shell at `/` and each remote at `/remotes/<folder>/`: ours indexed at start, or
 * @fastify/static on the same folders with the same headers (precompressed br/gzip, weak ETag and
 * 304, Cache-Control by content hash, CORS on the remotes).
 */
async function statics(side) {
  const fastify = Fastify({ routerOptions: { ignoreTrailingSlash: true } });
  const { CachedAnswers } = dist('http/cached-answers.js');
  const { cacheControlFor, mountStaticAssets, staticMounts } = dist('http/static-assets.js');
  if (side === 'ours') {
    mountStaticAssets(fastify, { rootDir: root, serveSourceMaps: false }, new CachedAnswers());
    return listen(fastify);
  }
  let decorateReply = true;
  for (const mount of staticMounts(root)) {
    if (!mount.precompressed) continue;
    await fastify.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.urlPath === '/' ? '/' : `${mount.urlPath}/`,
      preCompressed: true,
      decorateReply,
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('Cache-Control', cacheControlFor(file));
        if (mount.crossOrigin) {
          reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
          reply.header('Access-Control-Allow-Origin', '*');
        }
      },
    });
    decorateReply = false;
  }
  return listen(fastify);
}

/**
 * The app as it runs (createApp, a database of its own, the environment the bench gives it) with the
 * comment list also served by a Nest controller at `/api/bench/nest/characterComment/all/:characterId`,
 * written as the list was before it became a plain route: an optional-viewer guard, the parameter pipe,
 * `@CurrentUser()`, `@Req()` and `@Res()`, the same service and the same kept answers.
 */
async function commentList() {
  const { Controller, Get, Inject, Injectable, Module, Param, Req, Res, UseGuards } =
    await import('@nestjs/common');
  const { ModuleRef } = await import('@nestjs/core');
  const { RouteConfig } = await import('@nestjs/platform-fastify');
  const { loadConfig } = dist('config/index.js');
  const { createApp } = dist('app.setup.js');
  const { CurrentUser, FirebaseAuthService, optionalViewer } = dist('auth/index.js');
  const { CachedAnswers, COMPRESSES_ITSELF, paramPipe } = dist('http/index.js');
  const { CommentsService } = dist('comments/comments.service.js');

  // Decorators applied by hand: this file runs as plain JavaScript.
  class OptionalViewerGuard {
    constructor(firebase) {
      this.firebase = firebase;
    }

    async canActivate(context) {
      const request = context.switchToHttp().getRequest();
      request.user = await optionalViewer(request, this.firebase);
      return true;
    }
  }
  Inject(FirebaseAuthService)(OptionalViewerGuard, undefined, 0);
  Reflect.decorate([Injectable()], OptionalViewerGuard);

  class NestCommentList {
    constructor(moduleRef) {
      this.moduleRef = moduleRef;
    }

    onModuleInit() {
      this.comments = this.moduleRef.get(CommentsService, { strict: false });
      this.answers = this.moduleRef.get(CachedAnswers, { strict: false });
    }

    async list(characterId, viewer, request, reply) {
      reply.header('Vary', 'Authorization');
      const { body, etag } = await this.comments.list(characterId, viewer);
      this.answers.send(request, reply, body, etag);
    }
  }
  Inject(ModuleRef)(NestCommentList, undefined, 0);
  const list = Object.getOwnPropertyDescriptor(NestCommentList.prototype, 'list');
  Param('characterId', paramPipe('listComments', 'characterId'))(NestCommentList.prototype, 'list', 0);
  CurrentUser()(NestCommentList.prototype, 'list', 1);
  Req()(NestCommentList.prototype, 'list', 2);
  Res()(NestCommentList.prototype, 'list', 3);
  Reflect.decorate(
    [
      Get('all/:characterId'),
      RouteConfig({ ...COMPRESSES_ITSELF, decompress: false }),
      UseGuards(OptionalViewerGuard),
    ],
    NestCommentList.prototype,
    'list',
    list,
  );
  Reflect.decorate([Controller('bench/nest/characterComment')], NestCommentList);
  class NestCommentListModule {}
  Reflect.decorate(
    [Module({ controllers: [NestCommentList], providers: [OptionalViewerGuard] })],
    NestCommentListModule,
  );

  const config = loadConfig({ ...process.env, PORT: '0', HOST: '127.0.0.1' }, root);
  const app = await createApp(config, { imports: [NestCommentListModule] });
  await app.listen(0, '127.0.0.1');
  return app.getHttpServer().address().port;
}

const comparisons = { compression, limiter, static: statics, 'comment-list': commentList };
const [comparison, side] = process.argv.slice(2);
const start = comparisons[comparison];
if (!start || (comparison !== 'comment-list' && side !== 'ours' && side !== 'library')) {
  process.stderr.write(
    'usage: replacement-server.mjs compression|limiter|static ours|library, or comment-list\n',
  );
  process.exit(2);
}
// The bench reads the CPU time spent between its rounds: what each request cost this process.
process.on('message', (message) => {
  if (message === 'cpu-usage') process.send(process.cpuUsage());
});
process.stdout.write(`${await start(side)}\n`);
