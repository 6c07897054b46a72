// Browser tests of マイリスト on the anime home's season cards (issue #29 item 1; docs/screens.md#anime-home):
// the compact status control on a 今期 card, used with the keyboard alone, and the work then on マイリスト.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

const HOME = '/#/animeHome';
/** A day of 2026 spring, the newest season the offline catalogue covers: 今期 lists it. */
const IN_SPRING_2026 = new Date('2026-05-10T12:00:00+09:00');

async function watch(page: Page): Promise<string[]> {
  await blockOtherHosts(page);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
}

test('見たい on the first 今期 card, with the keyboard alone, puts the work on マイリスト under 見たい', async ({
  page,
}) => {
  const errors = await watch(page);
  await page.clock.setFixedTime(IN_SPRING_2026);
  await page.goto(HOME);
  const list = page.getByRole('tabpanel').getByRole('list', { name: '2026年春のアニメ' });
  const firstCard = list.getByRole('listitem').first();
  const cardButton = firstCard.getByRole('button', { name: /^1位 / });
  const title = ((await cardButton.getAttribute('aria-label')) ?? '').replace(/^1位 /, '');
  expect(title).not.toBe('');

  // The control is a button of its own after the card's, named with the work's title.
  const control = firstCard.getByRole('button', { name: `『${title}』をマイリストに追加` });
  await expect(control).toBeVisible();
  await cardButton.focus();
  await page.keyboard.press('Tab');
  await expect(control).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu', { name: `『${title}』の視聴状況` })).toBeVisible();
  await expect(page.getByRole('menuitemradio', { name: '見たい' })).toBeFocused();
  await page.keyboard.press('Enter');
  const marked = firstCard.getByRole('button', { name: `『${title}』のマイリスト：見たい` });
  await expect(marked).toBeFocused();
  // Choosing a status did not open the work; the card opens it, by the same id: its page shows 見たい.
  await expect(page).toHaveURL(/#\/animeHome/);
  await cardButton.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'マイリスト' })
      .getByRole('group', { name: `『${title}』の視聴状況` })
      .getByRole('button', { name: '見たい', exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'サイドバー' }).click();
  await page
    .getByRole('navigation', { name: 'サイト内ナビゲーション' })
    .getByRole('link', { name: 'マイリスト' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible();
  await page.getByRole('tab', { name: '見たい 1' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: new RegExp(`^${title}`) }),
  ).toBeVisible();

  // Back on the home, the card says so.
  await page.goto(HOME);
  await expect(marked).toBeVisible();
  expect(errors).toEqual([]);
});

test('N期 and its もっと見る: every card has the control but the one work the catalogue cannot name', async ({
  page,
}) => {
  const errors = await watch(page);
  await page.goto(HOME);
  await page.getByRole('tab', { name: 'N期のアニメ' }).click();
  await page.getByRole('searchbox', { name: 'アニメを検索' }).fill('2026年 春');
  await page.getByRole('searchbox', { name: 'アニメを検索' }).press('Enter');
  const panel = page.getByRole('tabpanel');
  const firstTen = panel.getByRole('list', { name: '2026年春のアニメ', exact: true });
  await expect(firstTen.getByRole('button', { name: /をマイリストに追加$/ })).toHaveCount(10);
  await panel.getByRole('button', { name: 'もっと見る' }).click();

  // 2026 spring has 74 works; only 不死身な僕の日常 シーズン3 (74位) has no MyAnimeList id in the data.
  const rest = panel.getByRole('list', { name: '2026年春のアニメ（11位から）' });
  await expect(rest.getByRole('button', { name: /^11位 / })).toBeFocused();
  await expect(rest.getByRole('button', { name: /^\d+位 / })).toHaveCount(64);
  await expect(rest.getByRole('button', { name: /をマイリストに追加$/ })).toHaveCount(63);
  const unnamed = rest.getByRole('listitem').filter({ has: page.getByRole('button', { name: /^74位 / }) });
  await expect(unnamed.getByRole('button')).toHaveCount(1);
  expect(errors).toEqual([]);
});
