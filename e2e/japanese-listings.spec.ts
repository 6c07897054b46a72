// Browser tests of "as Japanese listings write it" (issue #28 item 9): late-night slots after 24:00 under
// the previous day, streaming services by their Japanese names, the timetable's seven columns on a
// desktop, and the local test sign-in saying what happened when the emulator's Google popup fails.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { serveGoogleStandIns } from './support/google-stand-ins';
import { openTestSignIn, signInButton, signInWithTestAccount, uniqueEmail } from './support/sign-in';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { entryButtons } from './support/timetable';

/** Tuesday 24 November 2026, noon in Japan. */
const NOW = new Date('2026-11-24T03:00:00Z');
const SPRING = '/#/timetable?season=2026-spring';
const POPUP_BUTTON = 'Google ポップアップ（エミュレーター）を使う';

async function offline(page: Page): Promise<string[]> {
  await blockOtherHosts(page);
  await page.clock.setFixedTime(NOW);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
}

const dayColumns = (page: Page) => page.getByRole('region', { name: /^[日月火水木金土]曜日/ });

async function boxes(regions: Locator) {
  return Promise.all((await regions.all()).map(async (region) => (await region.boundingBox())!));
}

test('放送カレンダー at 1280×800: the seven days side by side, with the sidebar open too', async ({
  page,
}) => {
  const errors = await offline(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(SPRING);
  await expect(dayColumns(page)).toHaveCount(7);
  await expect(page.getByRole('list', { name: /曜日の放送$/ }).first()).toBeVisible();

  const sideBySide = async () => {
    const columns = await boxes(dayColumns(page));
    for (const [index, column] of columns.entries()) {
      expect(Math.abs(column.y - columns[0]!.y)).toBeLessThan(1);
      if (index > 0)
        expect(column.x).toBeGreaterThanOrEqual(columns[index - 1]!.x + columns[index - 1]!.width);
      expect(column.x + column.width).toBeLessThanOrEqual(1280);
    }
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  };
  await sideBySide();

  await page.getByRole('button', { name: 'サイドバー' }).click();
  await expect(page.getByRole('navigation', { name: 'サイト内ナビゲーション' })).toBeVisible();
  await sideBySide();
  expect(errors).toEqual([]);
});

test('放送カレンダー on a phone: the days one above another', async ({ page }) => {
  const errors = await offline(page);
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto(SPRING);
  await expect(dayColumns(page)).toHaveCount(7);
  const columns = await boxes(dayColumns(page));
  for (let index = 1; index < columns.length; index += 1) {
    expect(columns[index]!.y).toBeGreaterThanOrEqual(columns[index - 1]!.y + columns[index - 1]!.height);
  }
  expect(errors).toEqual([]);
});

test('a late-night show is listed under the previous day after 24:00, and its page writes the slot the same way', async ({
  page,
}) => {
  const errors = await offline(page);
  await page.goto(SPRING);
  await expect(page.getByText('深夜0:00〜4:59の放送は、前日の24:00〜28:59として載せています')).toBeVisible();
  const lists = page.getByRole('list', { name: /曜日の放送$/ });
  await expect(lists.first()).toBeVisible();

  // No day lists anything between 0:00 and 4:59: those are the previous day's 24:00 to 28:59.
  const times = (
    await Promise.all(
      (await lists.all()).map((list) =>
        entryButtons(list).evaluateAll((entries) => entries.map((entry) => entry.getAttribute('aria-label'))),
      ),
    )
  )
    .flat()
    .map((label) => label!.split(' ')[0]!);
  expect(times.filter((time) => /^[0-4]:/.test(time))).toEqual([]);
  expect(times.filter((time) => /^2[4-8]:/.test(time)).length).toBeGreaterThan(0);

  // 左ききのエレン airs on Wednesdays at 0:00 in Japan: Tuesday 24:00, after Tuesday's evening shows.
  const tuesday = page.getByRole('list', { name: '火曜日の放送' });
  const entry = tuesday.getByRole('button', { name: '24:00 左ききのエレン' });
  await expect(entry).toBeVisible();
  await expect(entryButtons(tuesday).last()).toHaveAttribute('aria-label', /^2[4-8]:\d\d /);
  await expect(
    page.getByRole('list', { name: '水曜日の放送' }).getByRole('button', { name: /左ききのエレン/ }),
  ).toHaveCount(0);

  await entry.click();
  await expect(page.getByRole('heading', { level: 1, name: '左ききのエレン' })).toBeVisible();
  const slot = page.getByRole('region', { name: '放送・配信' }).locator('dd', { hasText: /^毎週/ });
  await expect(slot).toHaveText('毎週火曜 24:00〜');
  expect(errors).toEqual([]);
});

test('配信サービス are named as fans in Japan write them', async ({ page }) => {
  const errors = await offline(page);
  await page.goto('/#/animeHome');
  const search = page.getByRole('searchbox', { name: 'アニメを検索' });
  await search.fill('葬送のフリーレン');
  await search.press('Enter');
  await page.getByRole('tab', { name: 'アニメ作品' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^\d+位 葬送のフリーレン$/ })
    .click();
  const services = page
    .getByRole('region', { name: '放送・配信' })
    .getByRole('list', { name: '配信サービス' })
    .getByRole('link');
  await expect(services.first()).toBeVisible();
  const names = await services.evaluateAll((links) => links.map((link) => link.firstChild?.textContent));
  expect(names).toEqual(
    expect.arrayContaining([
      'ニコニコ',
      'Amazon プライム・ビデオ',
      'ディズニープラス',
      'dアニメストア',
      'ABEMA',
      'U-NEXT',
    ]),
  );
  expect(names.join(' ')).not.toMatch(/Niconico|Prime Video|Disney\+/);
  expect(new Set(names).size).toBe(names.length);
  expect(errors).toEqual([]);
});

test("offline, the emulator's Google popup cannot open: the test sign-in stays and says why", async ({
  page,
}) => {
  // Google's script is unreachable (as on this machine without the stand-ins): the SDK fails before any popup.
  await page.route('https://apis.google.com/**', (route) => route.abort('internetdisconnected'));
  const errors = collectConsoleErrors(page, { allowed: [/^Failed to load resource.*apis\.google\.com/] });
  await page.goto('/#/animeList');
  const dialog = await openTestSignIn(page);
  await dialog.getByRole('button', { name: POPUP_BUTTON }).click();

  await expect(dialog.getByRole('alert')).toHaveText(
    'Google ポップアップを開けませんでした。Google のサーバー（apis.google.com）か Auth エミュレーターに接続できません。オフラインのときは、上のテストアカウントでサインインしてください。',
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: POPUP_BUTTON })).toBeEnabled();

  // The test accounts still sign in from the same dialog.
  await dialog.getByLabel('名前').fill('オフライン');
  await dialog.getByLabel('メールアドレス').fill(uniqueEmail('offline'));
  await dialog.getByRole('button', { name: '作成してサインイン' }).click();
  await expect(page.getByRole('button', { name: 'アカウントメニュー' })).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(errors).toEqual([]);
});

test("closing the emulator's Google popup says so in the test sign-in, and the next sign-in works", async ({
  page,
  context,
}) => {
  // The SDK reports popup-closed-by-user about 8 s after it notices the closed window.
  test.setTimeout(60_000);
  const errors = collectConsoleErrors(page);
  await serveGoogleStandIns(context);
  await page.goto('/#/animeList');
  const dialog = await openTestSignIn(page);

  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: POPUP_BUTTON }).click();
  const popup = await popupOpened;
  await expect(dialog.getByRole('status')).toHaveText('Google ポップアップでサインインしています…');
  await popup.locator('#add-account-button').waitFor();
  await popup.close();

  await expect(dialog.getByRole('alert')).toHaveText(
    'Google ポップアップが閉じられたため、サインインしませんでした。',
    { timeout: 20_000 },
  );
  await expect(signInButton(page)).toBeVisible();
  await dialog.getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await signInWithTestAccount(page, { name: 'リトライ', email: uniqueEmail('retry') });
  expect(errors).toEqual([]);
});
