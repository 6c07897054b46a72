// Browser tests of issue #28 items 4 and 5 (docs/screens.md#routes, docs/rules.md#who-may-do-what): a detail
// page's address names its work or character, so a link opened in a fresh page shows the same page and
// the tab's title names it; a guest's favorites go into the account at sign-in, and the page says so.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { accountMenuButton, signInButton, signInWithTestAccount, uniqueEmail } from './support/sign-in';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

/** 呪術廻戦 in the offline catalogue, under its AniList id; 五条悟 is one of its curated characters. */
const JUJUTSU_ID = 113415;
const GOJO_ID = 127691;
const animeLink = (id: string | number) => `/#/popularAnime/animeDetail?id=${id}`;
const characterLink = (id: string | number) => `/#/popularAnime/characterDetail?id=${id}`;

/** Covers from other hosts fail fast; the page's console errors, for a "none" assertion at the end. */
async function watch(page: Page): Promise<string[]> {
  await blockOtherHosts(page);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
}

function heading(page: Page, name: string) {
  return page.getByRole('heading', { level: 1, name });
}

test('a detail link opened in a fresh page shows the same work and character, and the tab names them', async ({
  page,
  browser,
}) => {
  const errors = await watch(page);
  await page.goto(animeLink(JUJUTSU_ID));
  await expect(heading(page, '呪術廻戦')).toBeVisible();
  await expect(page).toHaveTitle('呪術廻戦 | アニメ詳細 | AniFan');
  await page.getByRole('button', { name: '五条悟 CV: 中村悠一' }).click();

  await expect(heading(page, '五条悟')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`#/popularAnime/characterDetail\\?id=${GOJO_ID}$`));
  await expect(page).toHaveTitle('五条悟 | キャラクター詳細 | AniFan');
  const shared = page.url();

  // Another browser profile: nothing selected, nothing in its storage.
  const friend = await browser.newContext({ baseURL: new URL(shared).origin });
  try {
    const fresh = await friend.newPage();
    const freshErrors = await watch(fresh);
    await fresh.goto(shared);
    await expect(heading(fresh, '五条悟')).toBeVisible();
    await expect(fresh.getByText('CV: 中村悠一')).toBeVisible();
    await expect(fresh).toHaveTitle('五条悟 | キャラクター詳細 | AniFan');
    await expect(fresh.getByRole('button', { name: 'お気に入り追加' })).toBeEnabled();

    // Back, there is nothing of the app behind it: 戻る goes to the anime home.
    await fresh.getByRole('button', { name: '戻る' }).click();
    await expect(fresh).toHaveURL(/#\/animeHome$/);
    await expect(fresh).toHaveTitle('アニメ | AniFan');
    expect(freshErrors).toEqual([]);
  } finally {
    await friend.close();
  }
  expect(errors).toEqual([]);
});

test('a reload of a linked anime detail keeps the work', async ({ page }) => {
  const errors = await watch(page);
  await page.goto(animeLink(JUJUTSU_ID));
  await expect(heading(page, '呪術廻戦')).toBeVisible();
  await page.reload();
  await expect(heading(page, '呪術廻戦')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?id=${JUJUTSU_ID}$`));
  await expect(page.getByRole('button', { name: '五条悟 CV: 中村悠一' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a bad or unknown id says the page found nothing, without breaking the app', async ({ page }) => {
  const errors = await watch(page);
  for (const id of ['abc', '2147480000']) {
    await page.goto(animeLink(id));
    await expect(heading(page, 'アニメが見つかりません')).toBeVisible();
    await expect(page).toHaveTitle('アニメ詳細 | AniFan');
  }
  await page.getByRole('link', { name: 'アニメホームへ' }).click();
  await expect(page).toHaveURL(/#\/animeHome$/);

  for (const id of ['1.5', '2147480000']) {
    await page.goto(characterLink(id));
    await expect(heading(page, 'キャラクターが見つかりません')).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a guest’s favorites go into the account at sign-in, and the page says so', async ({ page }) => {
  const errors = await watch(page);
  await page.goto(characterLink(GOJO_ID));
  await expect(heading(page, '五条悟')).toBeVisible();
  await page.getByRole('button', { name: 'お気に入り追加' }).click();
  await expect(page.getByRole('button', { name: 'お気に入り解除' })).toBeVisible();

  await page.goto('/#/favorites');
  await expect(page.getByRole('button', { name: '五条悟' })).toBeVisible();
  const email = uniqueEmail('merge');
  await signInWithTestAccount(page, { name: 'みどり', email });
  await expect(page.getByRole('status').filter({ hasText: 'ゲストのお気に入り' })).toHaveText(
    'ゲストのお気に入り1件をアカウントに追加しました',
  );
  await expect(page.getByRole('button', { name: '五条悟' })).toBeVisible();

  // The guest copy is gone: signed out, the list is empty; signed in again, the account still has it.
  await accountMenuButton(page).click();
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(signInButton(page)).toBeVisible();
  await expect(page.getByText(/お気に入りはまだありません。/)).toBeVisible();
  await signInWithTestAccount(page, { name: 'みどり', email });
  await expect(page.getByRole('button', { name: '五条悟' })).toBeVisible();
  await expect(page.getByText(/ゲストのお気に入り/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
