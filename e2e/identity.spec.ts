// One character, whichever page opened it (issue #14 item 3): the キャラクター tab and the anime's
// page give the same id, the same 「CV:」 and the same comment thread, on the production build.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { signInWithTestAccount, uniqueEmail } from './support/sign-in';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

const HOME = '/#/animeHome';

const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'アニメを検索' });
const panel = (page: Page) => page.getByRole('tabpanel');

async function search(page: Page, text: string, tab: 'アニメ作品' | 'キャラクター'): Promise<void> {
  await page.goto(HOME);
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
  await page.getByRole('tab', { name: tab }).click();
}

async function selectedCharacterId(page: Page): Promise<unknown> {
  const selection = (await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem('anifan.selection') ?? 'null'),
  )) as { selectedCharacter: { id: unknown } | null } | null;
  return selection?.selectedCharacter?.id;
}

test('アーニャ has one id, one voice actor and one comment thread from the キャラクター tab and from SPY×FAMILY’s page', async ({
  page,
}) => {
  const consoleErrors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
  await blockOtherHosts(page);

  await search(page, 'アーニャ', 'キャラクター');
  await panel(page)
    .getByRole('button', { name: /^1位 アーニャ・フォージャー$/ })
    .click();
  await expect(page).toHaveURL(/#\/popularAnime\/characterDetail\?id=-?\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'アーニャ・フォージャー' })).toBeVisible();
  await expect(page.getByText('CV: 種﨑敦美')).toBeVisible();
  expect(await selectedCharacterId(page)).toBe(138100);

  await signInWithTestAccount(page, { name: 'ロイド', email: uniqueEmail('identity') });
  const text = `ちちとははのコメント-${Date.now().toString(36)}`;
  const input = page.getByRole('textbox', { name: 'コメント', exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect(page.getByRole('list', { name: 'コメント一覧' }).getByText(text)).toBeVisible();

  await search(page, 'SPY×FAMILY', 'アニメ作品');
  await panel(page)
    .getByRole('button', { name: /^\d+位 SPY×FAMILY$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'アーニャ・フォージャー CV: 種﨑敦美' }).click();
  await expect(page).toHaveURL(/#\/popularAnime\/characterDetail\?id=-?\d+$/);
  await expect(page.getByText('CV: 種﨑敦美')).toBeVisible();
  expect(await selectedCharacterId(page)).toBe(138100);
  await expect(page.getByRole('list', { name: 'コメント一覧' }).getByText(text)).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
