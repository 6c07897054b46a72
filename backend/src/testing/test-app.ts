// Boots the real AppModule (same setup as main.ts) on 127.0.0.1:0 with a throwaway SQLite directory.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { INestApplication } from '@nestjs/common';
import Redis from 'ioredis';
import { createApp, type CreateAppOptions } from '../app.setup';
import { loadConfig, type AppConfig } from '../config/app-config';

export const TEST_EMULATOR_HOST = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199';

export interface TestApp {
  app: INestApplication;
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  config: AppConfig;
  close(): Promise<void>;
}

export interface TestAppOptions extends CreateAppOptions {
  /** Repository root to serve static files from (defaults to the real one). */
  rootDir?: string;
}

/**
 * `env` overrides the test defaults; a key set to `undefined` removes that default. The process
 * environment is not read (except the emulator host), so tests do not depend on the shell they run in.
 */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'anifan-test-'));
  const merged: Record<string, string | undefined> = {
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    CATALOG_SOURCE: 'embedded',
    FIREBASE_PROJECT_ID: 'demo-anifan',
    FIREBASE_AUTH_EMULATOR_HOST: TEST_EMULATOR_HOST,
    LOG_LEVEL: 'error',
    // close() returns at once; pass SHUTDOWN_DRAIN_MS to test the drain itself.
    SHUTDOWN_DRAIN_MS: '0',
    // Apps sharing the test Redis keep their job queues apart (each its own database).
    JOB_PREFIX: `anifan-test-jobs-${randomBytes(6).toString('hex')}`,
    ...env,
  };
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const config = loadConfig(withoutUndefined(merged), options.rootDir);
    const app = await createApp(config, options);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    return {
      app,
      url: `http://127.0.0.1:${address.port}`,
      config,
      close: async () => {
        try {
          await app.close();
          if (config.redisUrl && env.JOB_PREFIX === undefined)
            await dropJobKeys(config.redisUrl, config.jobPrefix);
        } finally {
          removeDataDir();
        }
      },
    };
  } catch (error) {
    removeDataDir();
    throw error;
  }
}

function withoutUndefined(env: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

/** Deletes what the app's job queues left in Redis under its own prefix (repeating jobs' next runs). */
async function dropJobKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}
