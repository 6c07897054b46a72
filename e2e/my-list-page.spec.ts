// Browser tests of マイリスト (issue #29 item 3; docs/screens.md#my-list): mf-anime's contributed page in the
// sidebar, a work being watched under 見てる with 「次に見る」, a MyAnimeList file imported after its
// preview, the export imported again to the same list, and the page at phone width in dark mode.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { signInWithTestAccount, uniqueEmail } from './support/sign-in';
import { JUJUTSU_ID, guestWatchingJujutsu } from './support/guest-list';

/** 呪術廻戦 in the offline catalogue: AniList 113415, MyAnimeList 40748; it has ended. */
const JUJUTSU_MAL_ID = 40748;
/** Where a guest's list is kept (mf-anime's shared list module). */

/** A MyAnimeList export as the site writes it: 呪術廻戦 watched to episode 3, and an id no work has. */
const MAL_EXPORT = `<?xml version="1.0" encoding="UTF-8" ?>
<myanimelist>
  <myinfo>
    <user_id>1</user_id>
    <user_name>fan</user_name>
    <user_export_type>1</user_export_type>
  </myinfo>
  <anime>
    <series_animedb_id>${JUJUTSU_MAL_ID}</series_animedb_id>
    <series_title><![CDATA[Jujutsu Kaisen]]></series_title>
    <series_type>TV</series_type>
    <series_episodes>24</series_episodes>
    <my_watched_episodes>3</my_watched_episodes>
    <my_start_date>2024-01-05</my_start_date>
    <my_finish_date>0000-00-00</my_finish_date>
    <my_score>8</my_score>
    <my_status>Watching</my_status>
    <my_times_watched>0</my_times_watched>
    <update_on_import>1</update_on_import>
  </anime>
  <anime>
    <series_animedb_id>99999999</series_animedb_id>
    <series_title><![CDATA[Some Unknown Show]]></series_title>
    <my_watched_episodes>0</my_watched_episodes>
    <my_status>Plan to Watch</my_status>
    <update_on_import>1</update_on_import>
  </anime>
</myanimelist>
`;

async function watch(page: Page, allowed: RegExp[] = []): Promise<string[]> {
  await blockOtherHosts(page);
  return collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD, ...allowed] });
}

const fileInput = (page: Page) => page.getByLabel('MyAnimeList のエクスポートファイルを選ぶ');
const upNext = (page: Page) => page.getByRole('region', { name: '次に見る' });

test('マイリスト is in the sidebar, and a work being watched is under 見てる with 次に見る 第4話', async ({
  page,
}) => {
  const errors = await watch(page);
  // Marked on the anime detail: 見てる, then 「ここまで見た」 on episode 3.
  await page.goto(`/#/popularAnime/animeDetail?id=${JUJUTSU_ID}`);
  const panel = page.getByRole('region', { name: 'マイリスト' });
  await panel
    .getByRole('group', { name: '『呪術廻戦』の視聴状況' })
    .getByRole('button', { name: '見てる', exact: true })
    .click();
  await panel.getByRole('button', { name: '第3話：ここまで見た' }).click();
  await expect(panel.getByRole('checkbox', { name: '第3話', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'サイドバー' }).click();
  const nav = page.getByRole('navigation', { name: 'サイト内ナビゲーション' });
  await nav.getByRole('link', { name: 'マイリスト' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'マイリスト' })).toBeVisible();
  await expect(page).toHaveURL(/#\/myList$/);
  await expect(page).toHaveTitle('マイリスト | AniFan');
  await expect(nav.getByRole('link', { name: 'マイリスト' })).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('tab', { name: '見てる 1' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^呪術廻戦 3話まで/ })).toBeVisible();
  // The offline catalogue says the work has ended: the next episode has aired.
  await expect(
    upNext(page).getByRole('button', { name: '呪術廻戦 第4話から（全話数の情報がありません）' }),
  ).toBeVisible();
  await expect(page.getByText(/ゲストのマイリストはこのブラウザに保存されています。/)).toBeVisible();

  await page.reload();
  await expect(
    upNext(page).getByRole('button', { name: '呪術廻戦 第4話から（全話数の情報がありません）' }),
  ).toBeVisible();
  await upNext(page).getByRole('button', { name: '呪術廻戦 第4話から（全話数の情報がありません）' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a MyAnimeList file imports after its preview, and the export imports again to the same list', async ({
  page,
}) => {
  const errors = await watch(page);
  await page.goto('/#/myList');
  await signInWithTestAccount(page, { name: 'リスト', email: uniqueEmail('my-list') });
  await expect(page.getByText('マイリストはまだ空です。')).toBeVisible();
  // Private until the fan makes it public.
  const publish = page.getByRole('switch', { name: 'マイリストを公開する' });
  await expect(publish).toHaveAttribute('aria-checked', 'false');
  await publish.click();
  await expect(publish).toHaveAttribute('aria-checked', 'true');
  await expect(
    page.getByText(/^公開中: ほかの人もユーザー名「.+」で、このマイリストを見られます。/),
  ).toBeVisible();

  await fileInput(page).setInputFiles({
    name: 'animelist_1764000000_-_1.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from(MAL_EXPORT),
  });
  const preview = page
    .getByRole('heading', { name: '「animelist_1764000000_-_1.xml」を取り込むと' })
    .locator('..');
  await expect(preview).toContainText('追加 1件・更新 0件・変更なし 0件');
  await expect(preview).toContainText('AniFan の作品に見つからない 1件（取り込みません）');
  await expect(preview).toContainText('Some Unknown Show（MyAnimeList ID 99999999）');
  // A preview changes nothing.
  await expect(page.getByText('マイリストはまだ空です。')).toBeVisible();

  await page.getByRole('button', { name: 'この内容でインポート' }).click();
  await expect(page.getByText('インポートしました: 追加 1件・更新 0件・変更なし 0件')).toBeVisible();
  await expect(page.getByRole('tab', { name: '見てる 1' })).toBeVisible();
  await expect(
    upNext(page).getByRole('button', { name: '呪術廻戦 第4話から（全話数の情報がありません）' }),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel')).toContainText('3話まで・スコア 8');

  const xmlDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'MyAnimeList 形式（XML）でダウンロード' }).click();
  const xml = await xmlDownload;
  expect(xml.suggestedFilename()).toMatch(/^anifan-mylist-\d{8}\.xml$/);
  const exported = readFileSync(await xml.path());
  expect(exported.toString()).toContain(`<series_animedb_id>${JUJUTSU_MAL_ID}</series_animedb_id>`);

  const jsonDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'JSON でダウンロード' }).click();
  const json = JSON.parse(readFileSync(await (await jsonDownload).path()).toString()) as {
    entries: { mediaId: number; status: string; progress: number; score: number }[];
  };
  expect(json.entries).toEqual([
    expect.objectContaining({ mediaId: JUJUTSU_ID, status: 'CURRENT', progress: 3, score: 80 }),
  ]);

  await fileInput(page).setInputFiles({
    name: xml.suggestedFilename(),
    mimeType: 'application/xml',
    buffer: exported,
  });
  const again = page
    .getByRole('heading', { name: `「${xml.suggestedFilename()}」を取り込むと` })
    .locator('..');
  await expect(again).toContainText('追加 0件・更新 0件・変更なし 1件');
  await expect(again).not.toContainText('見つからない');
  expect(errors).toEqual([]);
});

test('a wrong file is refused with a Japanese message and changes nothing', async ({ page }) => {
  // The browser logs the refusal's status; the page says why.
  const errors = await watch(page, [/status of 422 .*\/api\/list\/import\?format=mal&dryRun=true\)$/]);
  await page.goto('/#/myList');
  await signInWithTestAccount(page, { name: 'リスト', email: uniqueEmail('my-list-wrong') });
  await fileInput(page).setInputFiles({
    name: 'animelist.xml',
    mimeType: 'text/xml',
    buffer: Buffer.from('<?xml version="1.0"?><rss><channel/></rss>'),
  });
  const transfer = page.getByRole('region', { name: 'インポート・エクスポート' });
  await expect(transfer.getByRole('alert')).toContainText(
    'MyAnimeList のエクスポートファイルではありません。',
  );
  await expect(page.getByRole('button', { name: 'この内容でインポート' })).toHaveCount(0);
  await expect(page.getByText('マイリストはまだ空です。')).toBeVisible();
  expect(errors).toEqual([]);
});

/** WCAG's contrast ratio of two `rgb(…)` colours as getComputedStyle writes them. */
function contrastRatio(foreground: string, background: string): number {
  const luminance = (color: string) => {
    const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map(Number).map((value) => {
      const channel = value / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [one, other] = [luminance(foreground), luminance(background)];
  return (Math.max(one, other) + 0.05) / (Math.min(one, other) + 0.05);
}

test('the status tabs’ counts are readable, light and dark (contrast at least 4.5:1)', async ({ page }) => {
  const errors = await watch(page);
  await guestWatchingJujutsu(page);
  await page.goto('/#/myList');
  const count = page.getByRole('tab', { name: '見てる 1' }).getByText('1', { exact: true });
  for (const theme of ['light', 'dark']) {
    if (theme === 'dark') await page.getByRole('switch', { name: 'ダークモード' }).click();
    const [text, background] = await count.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(contrastRatio(text, background), theme).toBeGreaterThanOrEqual(4.5);
  }
  expect(errors).toEqual([]);
});

test.describe('on a phone in dark mode', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('マイリスト fits the screen, readable in dark mode', async ({ page }, testInfo) => {
    const errors = await watch(page);
    await guestWatchingJujutsu(page);
    await page.goto('/#/myList');
    await page.getByRole('switch', { name: 'ダークモード' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(
      upNext(page).getByRole('button', { name: '呪術廻戦 第4話から（全話数の情報がありません）' }),
    ).toBeVisible();
    await expect(page.getByRole('tab', { name: '見てる 1' })).toBeVisible();
    // Nothing sticks out sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every status tab is in sight (they wrap rather than scroll away).
    for (const tab of await page.getByRole('tab').all()) {
      const tabBox = await tab.boundingBox();
      expect(tabBox && tabBox.x + tabBox.width).toBeLessThanOrEqual(390);
    }
    const row = page.getByRole('tabpanel').getByRole('button', { name: /^呪術廻戦/ });
    const box = await row.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    // Light text on a dark surface.
    const [text, surface] = await row.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor];
    });
    expect(text).not.toBe(surface);
    await page.screenshot({ path: testInfo.outputPath('my-list-phone-dark.png'), fullPage: true });
    expect(errors).toEqual([]);
  });
});
