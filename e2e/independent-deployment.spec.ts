// Independent deployment, as a team ships one remote: mf-chat's build in a folder of its own, served
// from a second origin, and a deployment of the app whose REMOTES points at it. A build that states
// another major of @anifan/contract is refused in its place while the rest of the app keeps working.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_METRICS_TOKEN } from '../playwright.config';
import { startBackend, type BackendServer } from './support/backend-server';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { serveStatic, type StaticServer } from './support/static-server';

const GREETING = 'やあ、僕はサトル。最強だから、なんでも聞いてよ';

/** A copy of mf-chat's production build, as its team would upload it; `contract` restamps its manifest. */
function deployMfChat(contract?: string): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'anifan-mf-chat-'));
  cpSync(path.resolve(__dirname, '../mf-chat/dist'), folder, { recursive: true });
  if (contract) {
    const manifestFile = path.join(folder, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.anifanContract = contract;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    // The precompressed variants would still say the old version: a host without them serves this file.
    rmSync(`${manifestFile}.br`, { force: true });
    rmSync(`${manifestFile}.gz`, { force: true });
  }
  return folder;
}

for (const scenario of [
  { name: 'a build of the same contract major', contract: undefined },
  { name: 'a build stamped with another contract major', contract: '99.0.0' },
]) {
  test.describe(`mf-chat deployed on its own origin: ${scenario.name}`, () => {
    let folder: string;
    let remote: StaticServer;
    let app: BackendServer;

    test.beforeAll(async () => {
      folder = deployMfChat(scenario.contract);
      remote = await serveStatic(folder);
      app = await startBackend({ REMOTES: `mf_chat=${remote.origin}/remoteEntry.js` });
    });
    test.afterAll(async () => {
      await app?.stop();
      await remote?.close();
      rmSync(folder, { recursive: true, force: true });
    });

    if (!scenario.contract) {
      test('the shell composes it from REMOTES and the chat works', async ({ page }) => {
        const errors = collectConsoleErrors(page);
        const requests: string[] = [];
        page.on('request', (request) => requests.push(request.url()));
        expect(await (await page.request.get(`${app.url}/remotes.json`)).json()).toMatchObject({
          mf_chat: `${remote.origin}/remoteEntry.js`,
        });

        await page.goto(`${app.url}/#/characterChat`);
        const log = page.getByRole('log');
        await expect(log.getByRole('listitem').first()).toContainText(GREETING);
        const input = page.getByRole('textbox', { name: 'メッセージ' });
        await input.fill('こんにちは');
        await input.press('Enter');
        await expect(log.getByRole('listitem')).toHaveCount(3);
        await expect(log).toHaveAttribute('aria-busy', 'false');

        expect(requests).toContain(`${remote.origin}/remoteEntry.js`);
        expect(requests.filter((url) => url.includes('/remotes/mf-chat/'))).toEqual([]);
        expect(errors).toEqual([]);
      });
    } else {
      test('the shell refuses it with the error panel; the header and the other remotes keep working', async ({
        page,
      }) => {
        // The anime home it opens lists works offline too, with covers on other hosts.
        await blockOtherHosts(page);
        const errors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
        await page.goto(`${app.url}/#/characterChat`);
        await expect(
          page.getByRole('alert').filter({ hasText: 'このページを読み込めませんでした' }),
        ).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveCount(0);
        // The console says why; the page's error boundary logs the failed load as well.
        expect(errors[0]).toContain(
          'mf_chat was built against @anifan/contract 99.0.0, but this shell speaks',
        );
        await expect
          .poll(async () =>
            (
              await page.request.get(`${app.url}/metrics`, {
                headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
              })
            ).text(),
          )
          .toMatch(/remote_contract_mismatches_total\{remote="mf_chat"\} [1-9]/);

        await page.getByRole('switch', { name: 'ダークモード' }).click();
        await expect(page.locator('html')).toHaveClass(/\bdark\b/);
        await page.getByRole('button', { name: 'サイドバー' }).click();
        const nav = page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
        await nav.getByRole('link', { name: 'アニメ', exact: true }).click();
        await expect(page.getByRole('tab', { name: '今期のアニメ' })).toBeVisible();
        await nav.getByRole('link', { name: 'コルクボード', exact: true }).click();
        await expect(page.getByRole('heading', { name: 'CorkBoard' })).toBeVisible();
        expect(errors.filter((error) => !error.includes('mf_chat'))).toEqual([]);
      });
    }
  });
}
