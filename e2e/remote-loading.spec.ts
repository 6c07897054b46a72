// Run-time composition: a remote that cannot load fails alone, and a remote on another origin is
// composed from /remotes.json without rebuilding the shell.
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_METRICS_TOKEN } from '../playwright.config';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { serveStatic, type StaticServer } from './support/static-server';

const BLOCKED_ENTRY = '**/remotes/mf-chat/remoteEntry.js';

const errorPanel = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'このページを読み込めませんでした' });

test('an unreachable remote shows the error panel in its place; the rest keeps working; 再試行 loads it', async ({
  page,
}) => {
  // The anime pages on the way show covers from other hosts: refused at once, their failed loads allowed.
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
  let entryRequests = 0;
  page.on('request', (request) => {
    if (request.url().includes('/remotes/mf-chat/remoteEntry.js')) entryRequests += 1;
  });
  await page.route(BLOCKED_ENTRY, (route) => route.abort('connectionrefused'));

  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/telemetry/remote-load-failure') && request.method() === 'POST',
  );
  await page.goto('/#/characterChat');
  await expect(errorPanel(page)).toBeVisible();
  await expect(page.getByRole('button', { name: '再試行' })).toBeVisible();

  // The shell reports the failure, and operators see it in the metrics.
  expect((await report).postDataJSON()).toMatchObject({ remote: 'mf_chat' });
  await expect
    .poll(async () =>
      (
        await page.request.get('/metrics', { headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` } })
      ).text(),
    )
    .toMatch(/remote_load_failures_total\{remote="mf_chat"\} [1-9]/);
  await expect(page).toHaveTitle('キャラクターチャット | AniFan');
  await expect(page.getByRole('switch', { name: 'ダークモード' })).toBeVisible();

  // Every other route, reached through the sidebar, still works.
  await page.getByRole('button', { name: 'サイドバー' }).click();
  const nav = page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
  for (const label of [
    'ホーム',
    'アニメ',
    '放送カレンダー',
    'お気に入り',
    'ポケポケカード',
    'MarkItDown',
    'コルクボード',
    'アニメ一覧',
  ]) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await page.waitForLoadState('networkidle');
    await expect(errorPanel(page)).toHaveCount(0);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  await page.getByRole('switch', { name: 'ダークモード' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await nav.getByRole('link', { name: 'キャラクターチャット' }).click();
  await expect(errorPanel(page)).toBeVisible();

  // The remote comes back: 再試行 requests its remoteEntry again and mounts it.
  await page.unroute(BLOCKED_ENTRY);
  const before = entryRequests;
  await page.getByRole('button', { name: '再試行' }).click();
  await expect(errorPanel(page)).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toBeEmpty();
  expect(entryRequests).toBeGreaterThan(before);

  // The only errors are those about the blocked remote.
  expect(errors.filter((error) => !/mf[-_]chat/.test(error))).toEqual([]);
});

test('without /remotes.json the layout still renders with a Japanese notice, and 再試行 recovers', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.route('**/remotes.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto('/#/animeList');
  await expect(page.getByText('ページの構成情報を読み込めませんでした')).toBeVisible();
  await expect(errorPanel(page)).toBeVisible();
  await expect(page.getByRole('switch', { name: 'ダークモード' })).toBeVisible();
  await expect(page).toHaveTitle('アニメ一覧 | AniFan');

  await page.unroute('**/remotes.json');
  await page.getByRole('button', { name: '再試行' }).click();
  await expect(errorPanel(page)).toHaveCount(0);
  await expect(page.getByText('ページの構成情報を読み込めませんでした')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main')).not.toBeEmpty();
  expect(errors.filter((error) => !error.includes('remotes.json') && !error.includes('mf_demos'))).toEqual(
    [],
  );
});

test.describe('a remote on a second origin', () => {
  let server: StaticServer;
  let origin: string;

  test.beforeAll(async () => {
    server = await serveStatic(path.resolve(__dirname, '../mf-demos/dist'));
    origin = server.origin;
  });
  test.afterAll(() => server.close());

  // In a deployment the REMOTES override that moves a remote also adds its origin to the CSP; here
  // /remotes.json is rewritten in the browser instead, so the page's CSP cannot know that origin.
  test.use({ bypassCSP: true });

  test('is composed at run time from /remotes.json', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const manifest = (await response.json()) as Record<string, string>;
      await route.fulfill({ response, json: { ...manifest, mf_demos: `${origin}/remoteEntry.js` } });
    });

    await page.goto('/');
    await expect(page).toHaveTitle('ホーム | AniFan');
    await expect(page.locator('main').getByRole('heading').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(errorPanel(page)).toHaveCount(0);

    expect(requests).toContain(`${origin}/remoteEntry.js`);
    // Its chunks follow the remoteEntry to the second origin, and nothing comes from the default place.
    expect(
      requests.filter((url) => url.startsWith(`${origin}/`) && url !== `${origin}/remoteEntry.js`),
    ).not.toEqual([]);
    expect(requests.filter((url) => url.includes('/remotes/mf-demos/'))).toEqual([]);
    expect(errors).toEqual([]);
  });
});
