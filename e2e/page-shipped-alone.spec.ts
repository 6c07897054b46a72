// A team ships a page without a shell release: mf-demos built again with one more exposed module that it
// declares as a contributed page (fixtures/page-shipped-alone), deployed alone on an origin of its own
// that the app's REMOTES points at, and the unchanged shell build shows the page: its sidebar entry, a
// deep link, its document title. A declaration the shell refuses is skipped and reported; a remote that
// is down contributes nothing and the rest of the app keeps working.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { E2E_METRICS_TOKEN } from '../playwright.config';
import { SHIPPED_PAGE } from './fixtures/page-shipped-alone/page';
import { startBackend, type BackendServer } from './support/backend-server';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { serveStatic, type StaticServer } from './support/static-server';

const ROOT = path.resolve(__dirname, '..');
const SHELL_DIST = path.join(ROOT, 'shell/dist');
const FIXED_NAV_LABELS = [
  'ホーム',
  'アニメ',
  '放送カレンダー',
  'お気に入り',
  'キャラクターチャット',
  'ポケポケカード',
  'MarkItDown',
  'コルクボード',
  'アニメ一覧',
];
/** mf-anime's own contributed page, listed before mf-demos's (the shell keeps REMOTE_NAMES order). */
const MF_ANIME_NAV_LABELS = ['マイリスト'];
const HEADING = '単独リリースのページ';

/** Declarations the shell must refuse, written into the deployed manifest as a careless team might. */
const REFUSED = [
  { path: '/corkBoard', title: '乗っ取り', navLabel: '乗っ取り', module: 'ShippedAlone' },
  { path: '/notShipped', title: '未公開', navLabel: '未公開', module: 'NotShipped' },
];

/** Every file of the shell's build, with a hash of its bytes. */
function shellBuild(): Record<string, string> {
  const files = readdirSync(SHELL_DIST, { recursive: true, encoding: 'utf8' })
    .filter((file) => statSync(path.join(SHELL_DIST, file)).isFile())
    .sort();
  return Object.fromEntries(
    files.map((file) => [
      file,
      createHash('sha256')
        .update(readFileSync(path.join(SHELL_DIST, file)))
        .digest('hex'),
    ]),
  );
}

/** mf-demos with the page, built into `output` by its team's own build: the shell is not built. */
async function buildRemoteWithPage(output: string): Promise<void> {
  await promisify(execFile)(
    process.execPath,
    [
      path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'),
      '--config',
      path.join(__dirname, 'fixtures/page-shipped-alone/webpack.config.ts'),
      '--mode',
      'production',
      '--output-path',
      output,
    ],
    { cwd: path.join(ROOT, 'mf-demos'), env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
  );
  const manifestFile = path.join(output, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  manifest.metaData.anifanPages.push(...REFUSED);
  writeFileSync(manifestFile, JSON.stringify(manifest));
}

const sidebar = async (page: Page) => {
  await page.getByRole('button', { name: 'サイドバー' }).click();
  return page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
};

test.describe('a page mf-demos ships alone', () => {
  let shellBefore: Record<string, string>;
  let folder: string;
  let remote: StaticServer;
  let app: BackendServer;

  test.beforeAll(async () => {
    // One remote's production build: far longer than a test.
    test.setTimeout(240_000);
    shellBefore = shellBuild();
    folder = mkdtempSync(path.join(os.tmpdir(), 'anifan-mf-demos-with-page-'));
    await buildRemoteWithPage(folder);
    remote = await serveStatic(folder);
    app = await startBackend({ REMOTES: `mf_demos=${remote.origin}/remoteEntry.js` });
  });
  test.afterAll(async () => {
    await app?.stop();
    await remote?.close();
    if (folder) rmSync(folder, { recursive: true, force: true });
  });

  test("the remote's build leaves the shell's build byte for byte as it was, and that names no such page", () => {
    expect(shellBuild()).toEqual(shellBefore);
    for (const file of Object.keys(shellBefore).filter((name) => /\.(js|html)$/.test(name))) {
      const text = readFileSync(path.join(SHELL_DIST, file), 'utf8');
      expect(text, file).not.toContain(SHIPPED_PAGE.path);
      expect(text, file).not.toContain(SHIPPED_PAGE.title);
    }
  });

  test('the unchanged shell lists it in the sidebar, opens it, and opens its deep link after a reload', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto(`${app.url}/`);
    await expect(page).toHaveTitle('ホーム | AniFan');
    const nav = await sidebar(page);
    // After the fixed entries, once mf-demos's manifest is in; the refused declarations are not there.
    await expect(nav.getByRole('link')).toHaveText([
      ...FIXED_NAV_LABELS,
      ...MF_ANIME_NAV_LABELS,
      SHIPPED_PAGE.navLabel,
    ]);

    await nav.getByRole('link', { name: SHIPPED_PAGE.navLabel }).click();
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expect(page).toHaveURL(`${app.url}/#${SHIPPED_PAGE.path}`);
    await expect(page).toHaveTitle(`${SHIPPED_PAGE.title} | AniFan`);
    await expect(nav.getByRole('link', { name: SHIPPED_PAGE.navLabel })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The page gets the platform like any other: the shell's theme switch reaches it.
    await page.getByRole('switch', { name: 'ダークモード' }).click();
    await expect(page.getByText('テーマ: dark')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('heading', { name: HEADING })).toBeVisible();
    await expect(page).toHaveTitle(`${SHIPPED_PAGE.title} | AniFan`);

    // The page's code came from the remote's own origin, like the rest of mf-demos.
    expect(
      requests.some((url) => /^http:\/\/127\.0\.0\.1:\d+\/__federation_expose_ShippedAlone\./.test(url)),
    ).toBe(true);
    expect(requests.filter((url) => url.includes('/remotes/mf-demos/'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a declaration the shell refuses is skipped, warned about and reported; the rest works', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      // Playwright's own word on the service worker it blocks (playwright.config.ts) is not the app's.
      const ours = !message.text().startsWith('Service Worker registration blocked by Playwright');
      if (message.type() === 'warning' && ours) warnings.push(message.text());
    });
    const reports: unknown[] = [];
    await page.route('**/api/telemetry/remote-load-failure', async (route) => {
      reports.push(route.request().postDataJSON());
      await route.continue();
    });

    await page.goto(`${app.url}/#/corkBoard`);
    // The fixed route stays the shell's: a remote cannot take it over.
    await expect(page.getByRole('heading', { name: 'CorkBoard' })).toBeVisible();
    await expect(page).toHaveTitle('コルクボード | AniFan');
    await expect
      .poll(() => reports)
      .toEqual([
        {
          remote: 'mf_demos',
          kind: 'contract_mismatch',
          reason:
            "mf_demos contributes a page the shell cannot add: page 2: path /corkBoard is one of the app's fixed routes",
        },
        {
          remote: 'mf_demos',
          kind: 'contract_mismatch',
          reason:
            'mf_demos contributes a page the shell cannot add: page 3: module NotShipped is not exposed',
        },
      ]);
    expect(warnings).toEqual(reports.map((report) => (report as { reason: string }).reason));
    await expect
      .poll(async () =>
        (
          await page.request.get(`${app.url}/metrics`, {
            headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
          })
        ).text(),
      )
      .toMatch(/remote_contract_mismatches_total\{remote="mf_demos"\} [1-9]/);

    await page.goto(`${app.url}/#/notShipped`);
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    const nav = await sidebar(page);
    await expect(nav.getByRole('link')).toHaveText([
      ...FIXED_NAV_LABELS,
      ...MF_ANIME_NAV_LABELS,
      SHIPPED_PAGE.navLabel,
    ]);
    expect(errors).toEqual([]);
  });

  test('while the remote is down its page is absent, and the rest of the app works', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await blockOtherHosts(page);
    await page.route(`${remote.origin}/**`, (route) => route.abort('connectionrefused'));

    await page.goto(`${app.url}/#${SHIPPED_PAGE.path}`);
    await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
    const nav = await sidebar(page);
    await expect(nav.getByRole('link')).toHaveText([...FIXED_NAV_LABELS, ...MF_ANIME_NAV_LABELS]);
    await nav.getByRole('link', { name: 'アニメ', exact: true }).click();
    await expect(page.getByRole('tab', { name: '今期のアニメ' })).toBeVisible();
    // Only the failed requests to the remote's origin are logged, and the home's covers, which are on
    // other hosts this machine cannot reach.
    expect(errors.filter((error) => !error.includes(remote.origin) && !OFF_ORIGIN_LOAD.test(error))).toEqual(
      [],
    );
  });
});
