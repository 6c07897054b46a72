// Serves the built shell at `/`, each remote at `/remotes/<folder>/` and the MarkItDown archives at `/downloads/`.
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { REMOTE_FOLDERS } from '@anifan/contract';
import type { AppConfig } from '../config/app-config';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Webpack names every lazily loaded file `<name>.<8+ hex contenthash>.<ext>` (tooling/webpack.ts). */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+/;

/** Content-hashed files never change under their name; everything else (HTML, remoteEntry.js, main.js) revalidates. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

/** What the production build writes beside each text file (tooling/webpack.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

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

/** Set on a response whose file is a precompressed variant, so setHeaders types it as the original. */
const PRECOMPRESSED_ORIGINAL = 'precompressedOriginal';

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves `<file>.br` or `<file>.gz`, compressed once at build time at the highest level, in place of
 * `<file>` when the client accepts that encoding; everything else falls through to express.static
 * (and the compression middleware). Paths that are not plain files inside `dir` fall through as well.
 */
function precompressedVariants(dir: string, index: string | false) {
  return async (request: Request, response: Response, next: NextFunction): Promise<void> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    if (pathname.endsWith('/')) {
      if (!index) return next();
      pathname += index;
    }
    const original = path.join(dir, pathname);
    if (!original.startsWith(dir + path.sep)) return next();
    const available = [];
    for (const variant of PRECOMPRESSED) {
      if (await isFile(original + variant.extension)) available.push(variant);
    }
    if (available.length === 0) return next();
    response.vary('Accept-Encoding');
    // The smallest the client accepts at all: browsers list gzip first but take br as readily.
    const variant = available.find((candidate) => request.acceptsEncodings(candidate.encoding));
    if (!variant) return next();
    response.setHeader('Content-Encoding', variant.encoding);
    response.locals[PRECOMPRESSED_ORIGINAL] = original;
    const query = request.url.slice(request.path.length);
    request.url = encodeURI(pathname + variant.extension) + query;
    next();
  };
}

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

/**
 * A missing build output only logs a warning: the folder is still mounted, so a build that appears
 * later is served without a restart, and unknown files fall through to the JSON 404.
 */
export function mountStaticAssets(
  app: NestExpressApplication,
  config: AppConfig,
  logger = new Logger('Static'),
): void {
  for (const mount of staticMounts(config.rootDir)) {
    if (!existsSync(mount.dir))
      logger.warn(`${mount.urlPath} has nothing to serve yet: ${mount.dir} does not exist`);
    const index = mount.urlPath === '/' ? 'index.html' : false;
    if (mount.precompressed) app.use(mount.urlPath, precompressedVariants(mount.dir, index));
    app.use(
      mount.urlPath,
      express.static(mount.dir, {
        cacheControl: false,
        etag: true,
        lastModified: true,
        index,
        redirect: false,
        dotfiles: 'ignore',
        setHeaders: (response: Response, filePath: string) => {
          const original = response.locals[PRECOMPRESSED_ORIGINAL] as string | undefined;
          // Typed as the file it stands for; send() keeps a Content-Type that is already set.
          if (original) response.type(path.extname(original));
          if (path.extname(original ?? filePath) !== '.html') {
            for (const header of DOCUMENT_ONLY_HEADERS) response.removeHeader(header);
          }
          response.setHeader('Cache-Control', cacheControlFor(original ?? filePath));
          if (mount.crossOrigin) {
            response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
            response.setHeader('Access-Control-Allow-Origin', '*');
          }
        },
      }),
    );
  }
}
