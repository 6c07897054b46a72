// Browser tests of the fan's list on the anime detail (issue #29 items 1, 2, 4, 5; docs/screens.md#anime-detail):
// 呪術廻戦 marked 見てる, 「ここまで見た」 on episode 3 with 元に戻す, kept across a reload and shown at once in
// another tab; the same as a guest (kept in the browser, other tabs following), whose list goes into the
// account at sign-in with the page saying so; the panel and the compact control at phone width in dark mode.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { signInWithTestAccount, uniqueEmail } from './support/sign-in';
import { GUEST_LIST_KEY, JUJUTSU_ID } from './support/guest-list';

/** 呪術廻戦 in the offline catalogue (AniList 113415): ended, its 26 weekly slots all aired. */
const animeLink = `/#/popularAnime/animeDetail?id=${JUJUTSU_ID}`;
/** Where a guest's list is kept (mf-anime's shared list module). */

async function watch(page: Page): Promise<string[]> {
  await blockOtherHosts(page);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
}

const panel = (page: Page) => page.getByRole('region', { name: 'マイリスト' });
const status = (page: Page, name: string) =>
  panel(page)
    .getByRole('group', { name: '『呪術廻戦』の視聴状況' })
    .getByRole('button', { name, exact: true });
const episode = (page: Page, n: number) =>
  panel(page).getByRole('checkbox', { name: `第${n}話`, exact: true });

/** Checks episodes 1…n are marked and n + 1 is not. */
async function expectWatchedTo(page: Page, n: number) {
  for (let k = 1; k <= n; k += 1) await expect(episode(page, k)).toBeChecked();
  await expect(episode(page, n + 1)).not.toBeChecked();
}

/** 見てる, 「ここまで見た」 on episode 3, 元に戻す, and again: the page as the fan leaves it. */
async function watchToEpisode3WithUndo(page: Page) {
  await expect(panel(page).getByRole('checkbox')).toHaveCount(26);
  await status(page, '見てる').click();
  await expect(status(page, '見てる')).toHaveAttribute('aria-pressed', 'true');
  await expect(status(page, '見てる')).toBeFocused();

  await panel(page).getByRole('button', { name: '第3話：ここまで見た' }).click();
  await expectWatchedTo(page, 3);
  await expect(page.getByRole('status').filter({ hasText: '第3話まで見たことにしました' })).toBeVisible();
  await page.getByRole('button', { name: '元に戻す' }).click();
  await expectWatchedTo(page, 0);
  await expect(status(page, '見てる')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: '元に戻す' })).toHaveCount(0);

  await panel(page).getByRole('button', { name: '第3話：ここまで見た' }).click();
  await expectWatchedTo(page, 3);
}

test('a signed-in fan marks 呪術廻戦 見てる to episode 3 with undo; a reload and another tab show it', async ({
  page,
  context,
}) => {
  const errors = await watch(page);
  await page.goto(animeLink);
  await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
  await signInWithTestAccount(page, { name: 'ゆうじ', email: uniqueEmail('progress') });
  await watchToEpisode3WithUndo(page);

  await page.reload();
  await expect(status(page, '見てる')).toHaveAttribute('aria-pressed', 'true');
  await expectWatchedTo(page, 3);
  // The account keeps it, not this browser.
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_LIST_KEY)).toBeNull();

  // Another tab of the same fan: a change in one shows in the other at once (the list stream).
  const other = await context.newPage();
  const otherErrors = await watch(other);
  await other.goto(animeLink);
  await expectWatchedTo(other, 3);
  await episode(page, 4).check();
  await expectWatchedTo(other, 4);
  await status(other, '一時中断').click();
  await expect(status(page, '一時中断')).toHaveAttribute('aria-pressed', 'true');
  expect(otherErrors).toEqual([]);
  expect(errors).toEqual([]);
});

test('a guest does the same, kept in the browser; at sign-in it goes into the account and the page says so', async ({
  page,
  context,
}) => {
  const errors = await watch(page);
  await page.goto(animeLink);
  await watchToEpisode3WithUndo(page);

  await page.reload();
  await expect(status(page, '見てる')).toHaveAttribute('aria-pressed', 'true');
  await expectWatchedTo(page, 3);
  expect(await page.evaluate((key) => localStorage.getItem(key), GUEST_LIST_KEY)).toContain(
    `"mediaId":${JUJUTSU_ID}`,
  );
  // Another tab of the same browser follows at once.
  const other = await context.newPage();
  const otherErrors = await watch(other);
  await other.goto(animeLink);
  await expectWatchedTo(other, 3);
  await episode(other, 3).uncheck();
  await expectWatchedTo(page, 2);
  await episode(other, 3).check();
  await expectWatchedTo(page, 3);
  await other.close();
  expect(otherErrors).toEqual([]);

  await signInWithTestAccount(page, { name: 'のばら', email: uniqueEmail('guest-merge') });
  await expect(
    page.getByRole('status').filter({ hasText: 'ゲストのマイリスト1件をアカウントに追加しました' }),
  ).toBeVisible();
  await expect(status(page, '見てる')).toHaveAttribute('aria-pressed', 'true');
  await expectWatchedTo(page, 3);
  // The guest copy goes once the account has it; a reload reads the account's list.
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), GUEST_LIST_KEY)).toBeNull();
  await page.reload();
  await expectWatchedTo(page, 3);
  await expect(page.getByText('ゲストのマイリスト1件をアカウントに追加しました')).toHaveCount(0);
  expect(errors).toEqual([]);
});

/** Whether the episode's checkbox label and its 「ここまで見た」 each draw their text on one line. */
const onOneLine = (page: Page, n: number) =>
  Promise.all(
    [episode(page, n), panel(page).getByRole('button', { name: `第${n}話：ここまで見た` })].map((control) =>
      control.evaluate((element) => {
        const target = element instanceof HTMLInputElement ? element.parentElement! : element;
        const text = [...target.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE);
        const lines = new Set(
          text.flatMap((node) => {
            const range = document.createRange();
            range.selectNodeContents(node);
            return [...range.getClientRects()].map((rect) => Math.round(rect.top));
          }),
        );
        return lines.size === 1;
      }),
    ),
  );

for (const width of [1280, 390]) {
  test(`at ${width} px, every episode's number and 「ここまで見た」 stay on one line, two-digit ones too`, async ({
    page,
  }) => {
    const errors = await watch(page);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(animeLink);
    await expect(panel(page).getByRole('checkbox')).toHaveCount(26);
    for (const n of [1, 10, 26]) expect(await onOneLine(page, n)).toEqual([true, true]);
    expect(errors).toEqual([]);
  });
}

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the detail’s マイリスト and the timetable’s compact control fit and read in dark mode', async ({
    page,
  }, testInfo) => {
    const errors = await watch(page);
    await page.goto(animeLink);
    await page.getByRole('switch', { name: 'ダークモード' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await status(page, '見た').click();
    await expect(panel(page).getByRole('combobox', { name: '評価' })).toBeVisible();
    // Offline the work is known by its weekly slots only: 見た leaves them as the fan marked them.
    await expect(panel(page).getByText(/放送枠26回分/)).toBeVisible();
    await expect(episode(page, 26)).not.toBeChecked();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [text, surface] = await panel(page).evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(text).not.toBe(surface);
    await panel(page).screenshot({ path: testInfo.outputPath('detail-my-list-phone-dark.png') });

    await panel(page).getByRole('button', { name: 'マイリストから外す' }).click();
    await expect(status(page, '見た')).toHaveAttribute('aria-pressed', 'false');
    await page.getByRole('button', { name: '元に戻す' }).click();
    await expect(status(page, '見た')).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: testInfo.outputPath('detail-phone-dark.png'), fullPage: true });

    // The timetable: each entry with its compact control, whose menu stays on the screen.
    await page.goto('/#/timetable');
    const control = page.getByRole('button', { name: /^『.+』をマイリストに追加$/ }).first();
    await control.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio', { name: '見たい' })).toBeFocused();
    const box = await menu.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: testInfo.outputPath('timetable-phone-dark.png') });
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(menu).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^『.+』のマイリスト：見てる$/ }).first()).toBeFocused();
    expect(errors).toEqual([]);
  });
});
