// Browser tests: the production build served by the real backend, driven in Chromium or Chrome.
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { findChromium } from './scripts/lib/chromium.cjs';

export const E2E_PORT = Number(process.env.E2E_PORT ?? 8181);
/** The backends the tests start serve /metrics only to a scraper holding this (METRICS_TOKEN). */
export const E2E_METRICS_TOKEN = 'e2e-metrics-scraper-token';
const dataDir = path.join(os.tmpdir(), `anifan-e2e-${process.pid}`);

export default defineConfig({
  testDir: 'e2e',
  // Kept apart from the JSON reports beside it, which Playwright would otherwise wipe at start.
  outputDir: 'test-results/playwright-artifacts',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    trace: 'retain-on-failure',
    // The app's service worker answers requests itself, where a page's routes (the stand-ins of a
    // failing remote or an empty season) never see them: blocked here, and allowed in the specs of the
    // installable app and of push (pwa.spec.ts, notifications.spec.ts).
    serviceWorkers: 'block',
    launchOptions: {
      // CHROMIUM_PATH, the system's Chromium or Chrome, or Playwright's own (scripts/lib/chromium.cjs);
      // with none, Playwright's default browser and its own message.
      executablePath: findChromium() ?? undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node backend/dist/main.js',
    url: `http://127.0.0.1:${E2E_PORT}/readyz`,
    timeout: 60_000,
    reuseExistingServer: false,
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      CATALOG_SOURCE: 'embedded',
      FIREBASE_PROJECT_ID: 'demo-anifan',
      FIREBASE_AUTH_EMULATOR_HOST: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9199',
      LOG_LEVEL: 'warn',
      METRICS_TOKEN: E2E_METRICS_TOKEN,
    },
  },
});
