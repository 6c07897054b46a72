// Serves the built shell at `/`, each remote at `/remotes/<folder>/` and the MarkItDown archives at `/downloads/`.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type Response } from 'express';
import type { AppConfig } from '../config/app-config';

export const REMOTE_FOLDERS = ['mf-anime', 'mf-character', 'mf-chat', 'mf-demos'] as const;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Webpack names every lazily loaded file `<name>.<8+ hex contenthash>.<ext>` (tooling/webpack.ts). */
const CONTENT_HASH = /[.-][0-9a-f]{8,}\.[A-Za-z0-9]+/;

/** Content-hashed files never change under their name; everything else (HTML, remoteEntry.js, main.js) revalidates. */
export function cacheControlFor(filePath: string): string {
  return CONTENT_HASH.test(path.basename(filePath)) ? IMMUTABLE : REVALIDATE;
}

interface Mount {
  urlPath: string;
  dir: string;
  /** Remotes may be composed into a shell on another origin, which loads their scripts cross-origin. */
  crossOrigin: boolean;
}

export function staticMounts(rootDir: string): Mount[] {
  return [
    ...REMOTE_FOLDERS.map((folder) => ({
      urlPath: `/remotes/${folder}`,
      dir: path.join(rootDir, folder, 'dist'),
      crossOrigin: true,
    })),
    { urlPath: '/downloads', dir: path.join(rootDir, 'mf-demos', 'dist', 'downloads'), crossOrigin: false },
    { urlPath: '/', dir: path.join(rootDir, 'shell', 'dist'), crossOrigin: false },
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
    app.use(
      mount.urlPath,
      express.static(mount.dir, {
        cacheControl: false,
        etag: true,
        lastModified: true,
        index: mount.urlPath === '/' ? 'index.html' : false,
        redirect: false,
        dotfiles: 'ignore',
        setHeaders: (response: Response, filePath: string) => {
          response.setHeader('Cache-Control', cacheControlFor(filePath));
          if (mount.crossOrigin) {
            response.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
            response.setHeader('Access-Control-Allow-Origin', '*');
          }
        },
      }),
    );
  }
}
