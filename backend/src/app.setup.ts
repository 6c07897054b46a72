// Builds the Nest application exactly as it runs in production; main.ts and the test harness both use it.
import { type DynamicModule, type ForwardReference, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { AppLogger } from './common/app-logger';
import { bodyParserErrors } from './common/body-parser-errors';
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
