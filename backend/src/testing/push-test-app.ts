// The real app for push specs, with the push dispatcher's clock a test sets (quiet hours, retries).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Test } from '@nestjs/testing';
import { AppModule } from '../app.module';
import { configureApp, createHttpAdapter } from '../app.setup';
import { AppLogger } from '../common/app-logger';
import { loadConfig } from '../config/app-config';
import { PUSH_CLOCK, type PushClock } from '../push';
import { TEST_EMULATOR_HOST, type TestApp } from './test-app';

/** Like createTestApp, with PUSH_CLOCK answering `clock()`; DATA_DIR in `env` is kept after close. */
export async function createPushTestApp(env: Record<string, string>, clock: PushClock): Promise<TestApp> {
  const ownDataDir = env.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'anifan-push-')) : null;
  const config = loadConfig({
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: ownDataDir ?? env.DATA_DIR ?? '',
    CATALOG_SOURCE: 'embedded',
    FIREBASE_PROJECT_ID: 'demo-anifan',
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    LOG_LEVEL: 'error',
    SHUTDOWN_DRAIN_MS: '0',
    ...env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule.forRoot(config)] })
    .overrideProvider(PUSH_CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestFastifyApplication>(createHttpAdapter(config), {
    logger: new AppLogger(config.logLevel),
    bodyParser: false,
  });
  await configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as { port: number };
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    config,
    close: async () => {
      try {
        await app.close();
      } finally {
        if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      }
    },
  };
}
