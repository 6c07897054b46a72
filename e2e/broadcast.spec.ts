// Browser tests of what fans expect of an anime page (issue #16): the anime detail's 放送・配信 panel and
// the weekly timetable 放送カレンダー, on the production build and the embedded catalogue (bangumi-data).
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { entryButtons } from './support/timetable';

/** Tuesday 24 November 2026, noon in Japan: autumn 2026, beyond the snapshot (it ends in spring 2026). */
const NOW = new Date('2026-11-24T03:00:00Z');

async function prepare(page: Page): Promise<string[]> {
  await blockOtherHosts(page);
  await page.clock.setFixedTime(NOW);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
}

async function openFrieren(page: Page): Promise<void> {
  await page.goto('/#/animeHome');
  const search = page.getByRole('searchbox', { name: 'アニメを検索' });
  await search.fill('葬送のフリーレン');
  await search.press('Enter');
  await page.getByRole('tab', { name: 'アニメ作品' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /^\d+位 葬送のフリーレン$/ })
    .click();
  await expect(page).toHaveURL(/#\/popularAnime\/animeDetail\?id=\d+$/);
}

const facts = (page: Page) =>
  page
    .getByRole('region', { name: '放送・配信' })
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
    );

test('the anime detail shows 放送・配信 from bangumi-data: period, status, slot in Japan time, where to watch', async ({
  page,
}) => {
  const errors = await prepare(page);
  await openFrieren(page);
  const panel = page.getByRole('region', { name: '放送・配信' });
  await expect(panel).toBeVisible();
  // The panel sits below the title and above the characters.
  const [panelBox, charactersBox] = await Promise.all([
    panel.boundingBox(),
    page.getByRole('heading', { level: 2, name: 'キャラクター' }).boundingBox(),
  ]);
  expect(panelBox!.y).toBeLessThan(charactersBox!.y);

  const rows = await facts(page);
  expect(rows).toEqual(
    expect.arrayContaining([
      '形式: TVアニメ',
      '放送期間: 2023年9月〜2024年3月',
      '状態: 放送終了',
      '放送枠: 毎週金曜 23:00〜',
    ]),
  );
  expect(rows.join('\n')).not.toMatch(/undefined|null|NaN/);

  const official = panel.getByRole('link', { name: /^公式サイト/ });
  await expect(official).toHaveAttribute('href', 'https://frieren-anime.jp/');
  const services = panel.getByRole('list', { name: '配信サービス' }).getByRole('link');
  const names = await services.evaluateAll((links) => links.map((link) => link.firstChild?.textContent));
  expect(names).toEqual(expect.arrayContaining(['dアニメストア', 'Netflix', 'U-NEXT']));
  // Chinese-only services and file-sharing indexes never appear.
  expect(names.join(' ')).not.toMatch(/bilibili|哔哩哔哩|dmhy|動漫花園|mikan|蜜柑/i);
  for (const link of [official, ...(await services.all())]) {
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  expect(errors).toEqual([]);
});

test('放送カレンダー: offers the newest covered season, then lists it by weekday from today, and an entry opens its page', async ({
  page,
}) => {
  const errors = await prepare(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'サイドバー' }).click();
  const nav = page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
  await nav.getByRole('link', { name: '放送カレンダー', exact: true }).click();
  await expect(page).toHaveURL(/#\/timetable$/);
  await expect(page).toHaveTitle('放送カレンダー | AniFan');
  await expect(page.getByRole('heading', { level: 1, name: '放送カレンダー' })).toBeVisible();

  await expect(page.getByText('オフラインのアニメ情報は2026年春までを収録しています。')).toBeVisible();
  await page.getByRole('button', { name: '2026年春の放送カレンダーを見る' }).click();
  await expect(page).toHaveURL(/#\/timetable\?season=2026-spring$/);

  const days = page.getByRole('heading', { level: 2 });
  await expect(days.first()).toHaveText('火曜日今日');
  await expect(days).toHaveText(['火曜日今日', '水曜日', '木曜日', '金曜日', '土曜日', '日曜日', '月曜日']);
  await expect(page.getByRole('region', { name: /火曜日/ })).toHaveAttribute('aria-current', 'date');

  // Each day is in broadcast order.
  for (const list of await page.getByRole('list', { name: /曜日の放送$/ }).all()) {
    const times = await entryButtons(list).evaluateAll((entries) =>
      entries.map((entry) => entry.getAttribute('aria-label')?.split(' ')[0] ?? ''),
    );
    const minutes = times.map((time) => {
      const [hours, mins] = time.split(':').map(Number);
      return hours! * 60 + mins!;
    });
    expect(minutes).toEqual([...minutes].sort((a, b) => a - b));
  }

  // Keyboard: the first entry of the first day with any is reachable and opens the anime detail.
  const entry = entryButtons(page.getByRole('list', { name: /曜日の放送$/ }).first()).first();
  const label = (await entry.getAttribute('aria-label'))!;
  const [time, ...titleWords] = label.split(' ');
  const weekday = (await page
    .getByRole('list', { name: /曜日の放送$/ })
    .first()
    .getAttribute('aria-label'))!.slice(0, 1);
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/popularAnime\/animeDetail\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: titleWords.join(' ') })).toBeVisible();
  const slot = page.getByRole('region', { name: '放送・配信' }).locator('dd', { hasText: /^毎週/ });
  await expect(slot).toHaveText(`毎週${weekday}曜 ${time}〜`);

  // Back returns to the same season.
  await page.getByRole('button', { name: '戻る' }).click();
  await expect(page).toHaveURL(/#\/timetable\?season=2026-spring$/);
  await expect(days.first()).toHaveText('火曜日今日');
  expect(errors).toEqual([]);
});

test('放送カレンダー on a phone in dark mode: one column, no sideways scrolling', async ({ page }) => {
  const errors = await prepare(page);
  await page.setViewportSize({ width: 375, height: 720 });
  await page.goto('/#/timetable?season=2026-spring');
  await page.getByRole('switch', { name: 'ダークモード' }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  const today = page.getByRole('region', { name: /火曜日/ });
  await expect(today).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  const [first, second] = await page.getByRole('region', { name: /曜日/ }).all();
  const [a, b] = await Promise.all([first!.boundingBox(), second!.boundingBox()]);
  expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
  // Dark surfaces: the day's background is dark, its text light.
  const colours = await today.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, text: style.color };
  });
  const luminance = (rgb: string) => {
    const [r, g, b] = rgb.match(/\d+/g)!.map(Number);
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  expect(luminance(colours.background)).toBeLessThan(luminance(colours.text));
  expect(errors).toEqual([]);
});
