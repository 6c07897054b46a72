// The daily loop of a team working on one remote: the shell's and mf-anime's dev servers against a
// running backend, the remote standalone and composed into the shell, and an edit that reaches both.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

const ROOT = path.resolve(__dirname, '..');
/** The shell's dev port here; the remotes' follow it. Kept off 3000–3004 so a running `npm run dev` stays. */
const DEV_PORT = Number(process.env.E2E_DEV_PORT ?? 3300);
const SHELL = `http://127.0.0.1:${DEV_PORT}`;
const REMOTE = `http://127.0.0.1:${DEV_PORT + 1}`;
const BACKEND = `http://127.0.0.1:${E2E_PORT}`;
/** The file the test edits in the remote's copy: the label of one of the anime home's tabs. */
const EDITED_FILE = 'src/features/anime-home/components/anime-home.tsx';
const TAB = 'アニメ作品';
const EDITED_TAB = 'アニメ作品（編集の確認）';

interface DevServer {
  name: string;
  child: ChildProcess;
  output: () => string;
}

function startDevServer(name: string, cwd: string): DevServer {
  // Plain text output, which the assertions read (Playwright's FORCE_COLOR would colour it).
  const { FORCE_COLOR: _colour, ...env } = process.env;
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/webpack-cli/bin/cli.js'), 'serve', '--mode', 'development'],
    {
      cwd,
      env: { ...env, NO_COLOR: '1', DEV_PORT: String(DEV_PORT), BACKEND_URL: BACKEND },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { name, child, output: () => output };
}

/** Resolves once `url` answers 200: a dev server answers only when its first build has finished. */
async function waitUntilServed(server: DevServer, url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      throw new Error(
        `${server.name}'s dev server exited with ${server.child.exitCode}:\n${server.output()}`,
      );
    }
    const response = await fetch(url, { signal: AbortSignal.timeout(deadline - Date.now()) }).catch(
      () => null,
    );
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `${server.name}'s dev server did not serve ${url} within ${timeoutMs} ms:\n${server.output()}`,
  );
}

async function stop(server: DevServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * A throwaway copy of the repository in which only mf-anime is real and everything else (node_modules,
 * tooling, the other packages) links back: the test edits the copy, never the working tree.
 */
function copyRemote(): { root: string; remote: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), 'anifan-dev-loop-'));
  for (const entry of readdirSync(ROOT)) {
    if (entry === 'mf-anime' || entry === '.git') continue;
    symlinkSync(path.join(ROOT, entry), path.join(root, entry));
  }
  const remote = path.join(root, 'mf-anime');
  cpSync(path.join(ROOT, 'mf-anime'), remote, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  return { root, remote };
}

/** No compile error or warning in any of a dev server's builds so far. */
function expectCleanBuilds(server: DevServer): void {
  expect(server.output(), `${server.name}'s dev server output`).toMatch(/compiled successfully/);
  expect(server.output(), `${server.name}'s dev server output`).not.toMatch(
    /\b(ERROR|WARNING) in\b|compiled with/,
  );
}

async function expectNoOverlay(page: Page): Promise<void> {
  await expect(page.locator('#webpack-dev-server-client-overlay')).toHaveCount(0);
}

test.describe('the dev loop: one remote standalone and in the shell', () => {
  let copy: { root: string; remote: string };
  let servers: DevServer[] = [];

  test.beforeAll(async () => {
    // Both first builds run at once on a busy two-core machine.
    test.setTimeout(240_000);
    for (let port = DEV_PORT; port <= DEV_PORT + 4; port += 1) {
      if (await isListening(port)) {
        throw new Error(
          `Port ${port} is in use; the dev-loop test needs ${DEV_PORT}–${DEV_PORT + 4}. Set E2E_DEV_PORT to a free range.`,
        );
      }
    }
    copy = copyRemote();
    const shell = startDevServer('shell', path.join(ROOT, 'shell'));
    const remote = startDevServer('mf-anime', copy.remote);
    servers = [shell, remote];
    await Promise.all([
      waitUntilServed(shell, `${SHELL}/`, 200_000),
      waitUntilServed(remote, `${REMOTE}/`, 200_000),
    ]);
  });

  test.afterAll(async () => {
    await Promise.all(servers.map(stop));
    if (copy) rmSync(copy.root, { recursive: true, force: true });
  });

  test('both dev servers build cleanly; the remote works alone and in the shell; an edit shows in both', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    for (const server of servers) await expect.poll(() => server.output()).toMatch(/compiled successfully/);
    servers.forEach(expectCleanBuilds);

    // The standalone page names its backend and reaches it through its dev server (one origin, no CORS).
    const standaloneErrors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
    await blockOtherHosts(page);
    await page.goto(`${REMOTE}/#/animeHome`);
    await expect(page.getByText(`バックエンド: ${BACKEND}`)).toBeVisible();
    await expectNoOverlay(page);
    await page.getByRole('searchbox', { name: 'アニメを検索' }).fill('呪術廻戦');
    await page.getByRole('searchbox', { name: 'アニメを検索' }).press('Enter');
    await page.getByRole('tab', { name: TAB }).click();
    const card = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^\d+位 呪術廻戦$/ })
      .first();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
    await expect(page.getByRole('button', { name: '五条悟 CV: 中村悠一' })).toBeVisible();
    await page.getByRole('button', { name: '戻る' }).click();
    await expect(page.getByRole('tab', { name: TAB, exact: true })).toBeVisible();

    // The shell on its dev server composes the remote from the remote's dev server.
    const shellPage = await context.newPage();
    const shellErrors = collectConsoleErrors(shellPage, { allowed: [OFF_ORIGIN_LOAD] });
    await blockOtherHosts(shellPage);
    const remoteEntry = shellPage.waitForRequest(`${REMOTE}/remoteEntry.js`);
    await shellPage.goto(`${SHELL}/#/animeHome`);
    await remoteEntry;
    await expect(shellPage.getByRole('tab', { name: TAB, exact: true })).toBeVisible();
    await expectNoOverlay(shellPage);

    // An edit of the remote reaches both pages without a restart.
    const file = path.join(copy.remote, EDITED_FILE);
    const source = readFileSync(file, 'utf8');
    const label = `label: '${TAB}'`;
    expect(source, `${EDITED_FILE} names the tab ${TAB}`).toContain(label);
    writeFileSync(file, source.replace(label, `label: '${EDITED_TAB}'`));
    for (const shown of [page, shellPage]) {
      await expect(shown.getByRole('tab', { name: EDITED_TAB })).toBeVisible({ timeout: 20_000 });
      await expectNoOverlay(shown);
    }
    servers.forEach(expectCleanBuilds);
    expect(standaloneErrors).toEqual([]);
    expect(shellErrors).toEqual([]);
  });
});
