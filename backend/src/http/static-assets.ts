// Replaces @fastify/static: files indexed once at start, one route each, kept in memory, no stat per request (npm run bench, replacements.static_assets: the built shell's page load and revalidations at 32–37 vs 115–214 µs of server CPU per request, 3.4–4.5×, and 1.5–2.3× the requests per second, 2026-11). Recheck when @fastify/static can serve from memory without a stat per request.
// Serves the built shell at `/`, each remote at `/remotes/<folder>/` and the MarkItDown archives at `/downloads/`.
//
// Builds are immutable per deploy, so the files are indexed once at start and each becomes its own
// Fastify route: an API request never reaches this code, and a static one never stats the disk.
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTE_FOLDERS } from '@anifan/contract';
import { type CachedAnswers, isFresh } from './cached-answers';
import type { AppConfig } from '../config';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Webpack names every lazily loaded file `<name>.<8+ hex contenthash>.<ext>` (tooling/webpack.ts). */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+/;

/** Content-hashed files never change under their name; everything else (HTML, remoteEntry.js, main.js) revalidates. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

/**
 * Security headers that only mean something on a document (helmet sets them on every response). A
 * page load fetches some twenty scripts and manifests, each of which would carry ~600 bytes of them
 * uncompressed; static files keep nosniff, HSTS, CORP and the referrer policy.
 */
export const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
] as const;

interface Mount {
  urlPath: string;
  dir: string;
  /** Remotes may be composed into a shell on another origin, which loads their scripts cross-origin. */
  crossOrigin: boolean;
  /** Build output with precompressed variants (not the downloads, whose archives are files to save as they are). */
  precompressed: boolean;
}

export function staticMounts(rootDir: string): Mount[] {
  return [
    ...Object.values(REMOTE_FOLDERS).map((folder) => ({
      urlPath: `/remotes/${folder}`,
      dir: path.join(rootDir, folder, 'dist'),
      crossOrigin: true,
      precompressed: true,
    })),
    {
      urlPath: '/downloads',
      dir: path.join(rootDir, 'mf-demos', 'dist', 'downloads'),
      crossOrigin: false,
      precompressed: false,
    },
    { urlPath: '/', dir: path.join(rootDir, 'shell', 'dist'), crossOrigin: false, precompressed: true },
  ];
}

/** Files up to this size are kept in memory after their first request; larger ones (archives) are streamed. */
const MAX_CACHED_BYTES = 1024 * 1024;

/** Paths the API owns: a build file with such a name must not shadow a route. */
const API_SEGMENTS = new Set(['api', 'graphql', 'healthz', 'readyz', 'metrics', 'remotes.json']);

/**
 * Build files nothing loads at run time: the federation plugin's statistics, which name the build
 * machine's absolute paths (the shell reads remotes from `mf-manifest.json` and `remoteEntry.js`).
 */
const BUILD_ONLY_FILES = new Set(['mf-manifest-stats.json']);

/**
 * The shell's service worker (docs/pwa.md). Revalidated like every stable name (browsers also skip their
 * HTTP cache for it at most a day old); at the root, so its scope is the whole app without a
 * Service-Worker-Allowed header.
 */
export const SERVICE_WORKER_FILE = 'sw.js';

/** Source maps hold the whole original source; scripts still name them, and a browser takes a 404 for one. */
const isSourceMap = (relative: string): boolean => relative.endsWith('.map');

export interface StaticOptions {
  /** Serve the builds' `.map` files (SERVE_SOURCE_MAPS). */
  serveSourceMaps: boolean;
}

const MEDIA_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.gz': 'application/gzip',
  '.tgz': 'application/gzip',
  '.zip': 'application/zip',
  '.tar': 'application/x-tar',
};

export function mediaTypeFor(filePath: string): string {
  return MEDIA_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** One encoding of a file as it is on disk. */
interface Representation {
  file: string;
  size: number;
  etag: string;
  lastModified: string;
  body?: Buffer;
}

interface StaticFile {
  mediaType: string;
  cacheControl: string;
  document: boolean;
  /** The shell's service worker (/sw.js): it runs under the Content-Security-Policy sent with its script. */
  worker: boolean;
  crossOrigin: boolean;
  identity: Representation;
  variants: Partial<Record<'br' | 'gzip', Representation>>;
}

function representation(file: string): Representation {
  const stats = statSync(file);
  // The same weak validator express.static gave: size and modification time.
  return {
    file,
    size: stats.size,
    etag: `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`,
    lastModified: stats.mtime.toUTCString(),
  };
}

/** Every plain file under `dir`, dot-files and dot-folders left out, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .filter((relative) => !relative.split(path.sep).some((segment) => segment.startsWith('.')));
}

/** URL path → file, for every mount; `/` is the shell's index.html. */
export function indexStaticFiles(
  rootDir: string,
  options: StaticOptions,
  logger = new Logger('Static'),
): Map<string, StaticFile> {
  const index = new Map<string, StaticFile>();
  for (const mount of staticMounts(rootDir)) {
    if (!existsSync(mount.dir)) {
      logger.warn(`${mount.urlPath} has nothing to serve: ${mount.dir} does not exist`);
      continue;
    }
    const files = filesUnder(mount.dir);
    const present = new Set(files);
    for (const relative of files) {
      const variantOf = mount.precompressed ? relative.replace(/\.(br|gz)$/, '') : relative;
      if (variantOf !== relative && present.has(variantOf)) continue;
      if (BUILD_ONLY_FILES.has(path.basename(variantOf))) continue;
      if (!options.serveSourceMaps && isSourceMap(variantOf)) continue;
      const urlPath = path.posix.join(mount.urlPath, relative.split(path.sep).join('/'));
      if (API_SEGMENTS.has(urlPath.split('/')[1] ?? '')) continue;
      const file = path.join(mount.dir, relative);
      const variants: StaticFile['variants'] = {};
      if (mount.precompressed) {
        if (present.has(`${relative}.br`)) variants.br = representation(`${file}.br`);
        if (present.has(`${relative}.gz`)) variants.gzip = representation(`${file}.gz`);
      }
      const entry: StaticFile = {
        mediaType: mediaTypeFor(file),
        cacheControl: cacheControlFor(file),
        document: path.extname(file) === '.html',
        worker: mount.urlPath === '/' && relative === SERVICE_WORKER_FILE,
        crossOrigin: mount.crossOrigin,
        identity: representation(file),
        variants,
      };
      index.set(urlPath, entry);
      if (mount.urlPath === '/' && relative === 'index.html') index.set('/', entry);
    }
  }
  return index;
}

async function serve(
  entry: StaticFile,
  request: FastifyRequest,
  reply: FastifyReply,
  answers: CachedAnswers,
): Promise<FastifyReply> {
  let chosen = entry.identity;
  if (entry.variants.br ?? entry.variants.gzip) {
    reply.header('Vary', 'Accept-Encoding');
    // The smallest the client accepts at all: browsers list gzip first but take br as readily.
    const encoding = answers.preferredEncoding(request.headers['accept-encoding']);
    const variant =
      encoding === 'br'
        ? (entry.variants.br ?? entry.variants.gzip)
        : encoding
          ? entry.variants.gzip
          : undefined;
    if (variant) {
      chosen = variant;
      reply.header('Content-Encoding', variant === entry.variants.br ? 'br' : 'gzip');
    }
  }
  // A script or image carries ~600 bytes of document-only headers for nothing.
  if (!entry.document) {
    for (const header of DOCUMENT_ONLY_HEADERS) {
      if (!(entry.worker && header === 'Content-Security-Policy')) reply.removeHeader(header);
    }
  }
  if (entry.crossOrigin) {
    reply.header('Cross-Origin-Resource-Policy', 'cross-origin');
    reply.header('Access-Control-Allow-Origin', '*');
  }
  reply
    .type(entry.mediaType)
    .header('Cache-Control', entry.cacheControl)
    .header('ETag', chosen.etag)
    .header('Last-Modified', chosen.lastModified);
  if (isFresh(request, chosen.etag)) return reply.code(304).send();
  if (chosen.size > MAX_CACHED_BYTES) {
    return reply.header('Content-Length', chosen.size).send(createReadStream(chosen.file));
  }
  chosen.body ??= await readFile(chosen.file);
  return reply.send(chosen.body);
}

/**
 * Registers one GET (and HEAD) route per built file. A build missing at start only logs a warning;
 * its paths answer the JSON 404 until the next start.
 */
export function mountStaticAssets(fastify: FastifyInstance, config: AppConfig, answers: CachedAnswers): void {
  for (const [urlPath, entry] of indexStaticFiles(config.rootDir, config)) {
    fastify.get(
      // find-my-way reads `:` as a parameter and `*` as a wildcard; `::` is a literal colon.
      urlPath.replaceAll(':', '::'),
      { config: { static: true } },
      (request, reply) => serve(entry, request, reply, answers),
    );
  }
}
