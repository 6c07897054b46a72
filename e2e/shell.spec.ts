// The shell's chrome in a real browser: every route, titles, dark mode, sidebar, sign-in area.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { signInWithTestAccount, uniqueEmail } from './support/sign-in';

const ROUTES: [path: string, title: string][] = [
  ['/', 'ホーム | AniFan'],
  ['/animeHome', 'アニメ | AniFan'],
  ['/pokepokeCard', 'ポケポケカード | AniFan'],
  ['/markItDown', 'MarkItDown | AniFan'],
  ['/corkBoard', 'コルクボード | AniFan'],
  ['/characterChat', 'キャラクターチャット | AniFan'],
  ['/animeList', 'アニメ一覧 | AniFan'],
  ['/popularAnime/animeDetail', 'アニメ詳細 | AniFan'],
  ['/popularAnime/characterDetail', 'キャラクター詳細 | AniFan'],
  ['/favorites', 'お気に入り | AniFan'],
];

async function expectShellChrome(page: Page) {
  await expect(page.getByRole('link', { name: 'AniFan ホーム' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'サイドバー' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'ダークモード' })).toBeVisible();
}

test('every route renders its remote page inside the shell without console errors', async ({ page }) => {
  // The anime home lists works offline too (the newest season the catalogue covers), with covers on other hosts.
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
  for (const [path, title] of ROUTES) {
    await page.goto(`/#${path}`);
    await expectShellChrome(page);
    await expect(page).toHaveTitle(title);
    await page.waitForLoadState('networkidle');
    // The shell's own loading state is gone and no error panel took the page's place.
    await expect(page.locator('main [role="status"][aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByText('このページを読み込めませんでした')).toHaveCount(0);
    await expect(page.locator('main')).not.toBeEmpty();
  }
  expect(errors).toEqual([]);
});

test('an unknown route shows the Japanese not-found page with a link home', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/no/such/page');
  await expect(page.getByRole('heading', { name: 'ページが見つかりません' })).toBeVisible();
  await expect(page).toHaveTitle('ページが見つかりません | AniFan');
  await page.getByRole('link', { name: 'ホームへ戻る' }).click();
  await expect(page).toHaveTitle('ホーム | AniFan');
  expect(errors).toEqual([]);
});

test('the dark-mode switch toggles the class on <html> and survives a reload', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/animeList');
  const html = page.locator('html');
  const toggle = page.getByRole('switch', { name: 'ダークモード' });
  await expect(html).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await page.reload();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('switch', { name: 'ダークモード' })).toHaveAttribute('aria-checked', 'true');

  await page.getByRole('switch', { name: 'ダークモード' }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
  expect(errors).toEqual([]);
});

test('a remembered dark theme is applied before the app script runs', async ({ page }) => {
  await page.goto('/#/animeList');
  await page.getByRole('switch', { name: 'ダークモード' }).click();
  // With the bundle blocked only boot.js can have set the class: it happens before first paint.
  await page.route('**/main.js', (route) => route.abort());
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a visitor who never chose gets the system’s dark scheme, followed until they choose', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  // Blocked, main.js cannot have set it: boot.js darkens the page before the first paint.
  await page.route('**/main.js', (route) => route.abort());
  await page.goto('/#/animeList');
  const html = page.locator('html');
  await expect(html).toHaveClass(/\bdark\b/);
  await page.unroute('**/main.js');

  await page.reload();
  const toggle = page.getByRole('switch', { name: 'ダークモード' });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#14141c');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(html).not.toHaveClass(/\bdark\b/);

  // Once the visitor has chosen, the system no longer decides, also on the next visit.
  await toggle.click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.reload();
  await expect(page.getByRole('switch', { name: 'ダークモード' })).toHaveAttribute('aria-checked', 'true');
});

test('the sidebar navigates and marks the current page', async ({ page }) => {
  // The anime home's covers come from other hosts: refused at once, their failed loads allowed.
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'サイドバー' });
  const nav = page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
  await expect(nav).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');

  for (const [label, path, title] of [
    ['アニメ', '/animeHome', 'アニメ | AniFan'],
    ['コルクボード', '/corkBoard', 'コルクボード | AniFan'],
    ['キャラクターチャット', '/characterChat', 'キャラクターチャット | AniFan'],
  ] as const) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${path}$`));
    await expect(page).toHaveTitle(title);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }

  await page.keyboard.press('Escape');
  await expect(nav).toBeHidden();
  await page.waitForLoadState('networkidle');
  expect(errors).toEqual([]);
});

test('on a narrow screen the sidebar overlays the page and closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/');
  await page.getByRole('button', { name: 'サイドバー' }).click();
  const nav = page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
  await expect(nav).toBeVisible();
  // Overlaying: the content keeps its full width instead of making room.
  await expect(page.locator('main')).toHaveCSS('padding-left', '0px');
  await nav.getByRole('link', { name: 'アニメ一覧' }).click();
  await expect(page).toHaveTitle('アニメ一覧 | AniFan');
  await expect(nav).toBeHidden();
});

test('a guest sees サインイン at once and never downloads Firebase without signing in', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const firebase: string[] = [];
  page.on('request', (request) => {
    if (/\/firebase-auth\.[0-9a-f]+\.js$/.test(request.url())) firebase.push(request.url());
  });
  await page.goto('/#/animeList');
  await expect(page.getByRole('button', { name: 'サインイン' })).toBeVisible();
  // Past the page's load and idle time, when the SDK used to arrive for guests too.
  await page.waitForLoadState('load');
  await page.waitForTimeout(5_000);
  expect(firebase).toEqual([]);
  expect(errors).toEqual([]);
});

test('signs in through the local test sign-in and out from the avatar menu', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/#/animeList');
  // The helper also checks that the picker says it is the local, development-only sign-in.
  const avatar = await signInWithTestAccount(page, { name: 'シェル太郎', email: uniqueEmail('shell') });
  await expect(avatar).toHaveText('シ');
  await expect(page.getByRole('dialog', { name: 'ローカルテスト用サインイン' })).toBeHidden();
  await avatar.click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeHidden();
  await avatar.click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page.getByRole('button', { name: 'サインイン' })).toBeVisible();
  expect(errors).toEqual([]);
});
