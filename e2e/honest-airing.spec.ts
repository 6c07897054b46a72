// Browser tests of what a fan sees of a work offline, past what the snapshot can know (issue #28 item 1):
// the production build on the embedded catalogue (bangumi-data 0.3.208, published 15 May 2026), today.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

/** Thursday 26 November 2026, noon in Japan: half a year past the snapshot. */
const NOW = new Date('2026-11-26T03:00:00Z');

async function prepare(page: Page): Promise<string[]> {
  await blockOtherHosts(page);
  await page.clock.setFixedTime(NOW);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
}

/** Searches the works and opens the one titled exactly `title`. */
async function openWork(page: Page, title: string): Promise<void> {
  await page.goto('/#/animeHome');
  const search = page.getByRole('searchbox', { name: 'アニメを検索' });
  await search.fill(title);
  await search.press('Enter');
  await page.getByRole('tab', { name: 'アニメ作品' }).click();
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: new RegExp(`^\\d+位 ${title}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(/#\/popularAnime\/animeDetail/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
}

const facts = async (page: Page) => {
  const panel = page.getByRole('region', { name: '放送・配信' });
  await expect(panel).toBeVisible();
  return panel
    .locator('dl > div')
    .evaluateAll((rows) =>
      rows.map((row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`),
    );
};

test('a spring 2026 series past the snapshot: on the air as of May 2026, no invented next broadcast', async ({
  page,
}) => {
  const errors = await prepare(page);
  await openWork(page, 'キルアオ');
  const rows = await facts(page);
  expect(rows).toEqual(
    expect.arrayContaining([
      '形式: TVアニメ',
      '放送期間: 2026年4月〜',
      '状態: 放送中（2026年5月時点）',
      '放送枠: 毎週土曜 23:00〜',
    ]),
  );
  expect(rows.some((row) => row.startsWith('次回放送'))).toBe(false);
  expect(rows.join('\n')).not.toMatch(/第\d+話|11月|12月/);

  // Its characters are not in the offline catalogue, and the page says why.
  await expect(page.getByRole('heading', { level: 2, name: 'キャラクター' })).toBeVisible();
  await expect(page.getByText('データがありません')).toBeVisible();
  await expect(
    page.getByText(
      'オフラインのアニメ情報には、よく知られた作品のキャラクターだけを収録しています（AniList に接続しているときは、すべての作品のキャラクターを表示します）。',
    ),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('a film says 公開 with its release date, not a broadcast period', async ({ page }) => {
  const errors = await prepare(page);
  await openWork(page, '劇場版 空の境界 終章 空の境界');
  const rows = await facts(page);
  expect(rows).toEqual(expect.arrayContaining(['形式: 劇場版', '公開: 2010年12月18日', '状態: 公開済み']));
  expect(rows.some((row) => /^(放送期間|放送枠|次回放送):/.test(row))).toBe(false);
  expect(errors).toEqual([]);
});

test('a work with curated characters lists them, without the offline line', async ({ page }) => {
  const errors = await prepare(page);
  await openWork(page, '呪術廻戦');
  await expect(page.getByRole('button', { name: /^五条悟 CV: 中村悠一$/ }).first()).toBeVisible();
  await expect(page.getByText(/よく知られた作品のキャラクターだけ/)).toHaveCount(0);
  expect(errors).toEqual([]);
});
