// Browser tests of issue #28 on the anime home and 放送カレンダー, on the production build and the embedded
// catalogue (offline snapshot up to 2026年春): a search lands where its results are, a chosen season stays
// out of the search box, today's empty seasons show the newest covered one, and N期's もっと見る.
import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

const HOME = '/#/animeHome';
/** 26 November 2026 in Japan: 今期 2026年秋 and 来期 2027年冬, both beyond the snapshot. */
const TODAY = new Date('2026-11-26T12:00:00+09:00');

const panel = (page: Page) => page.getByRole('tabpanel');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'アニメを検索' });
const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const cards = (list: Locator) => list.getByRole('button', { name: /^\d+位 / });

async function search(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
}

const summaryOf = (page: Page, text: string) =>
  panel(page).getByText(`「${text}」の検索結果:`, { exact: false });

/** The counts the summary gives once both have arrived. */
async function countsOf(page: Page, text: string): Promise<{ works: number; characters: number }> {
  const summary = summaryOf(page, text);
  await expect(summary).toHaveText(
    new RegExp(`^「${text}」の検索結果: アニメ作品 \\d+件・キャラクター \\d+件$`),
  );
  const [, works = '', characters = ''] =
    /アニメ作品 (\d+)件・キャラクター (\d+)件/.exec((await summary.textContent()) ?? '') ?? [];
  return { works: Number(works), characters: Number(characters) };
}

/** The `search` variable of every GetAnimeWorks request the page sends. */
function worksSearches(page: Page): Array<string | undefined> {
  const searches: Array<string | undefined> = [];
  page.on('request', (request: Request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const body = request.postDataJSON() as { operationName?: string; variables?: { search?: string } };
    if (body.operationName === 'GetAnimeWorks') searches.push(body.variables?.search);
  });
  return searches;
}

test.describe('a search lands on its results (issue #28)', () => {
  let consoleErrors: string[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
    await page.clock.setFixedTime(TODAY);
    await blockOtherHosts(page);
  });

  test.afterEach(() => {
    expect(consoleErrors).toEqual([]);
  });

  test('Enter on 今期 says where the results are, and each count is what its linked tab lists', async ({
    page,
  }) => {
    await page.goto(HOME);
    await expect(tab(page, '今期のアニメ')).toHaveAttribute('aria-selected', 'true');
    await search(page, '呪術廻戦');

    const works = await countsOf(page, '呪術廻戦');
    expect(works.works).toBeGreaterThan(0);
    await summaryOf(page, '呪術廻戦')
      .getByRole('link', { name: `アニメ作品 ${works.works}件` })
      .click();
    await expect(tab(page, 'アニメ作品')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'アニメ作品')).toBeFocused();
    await expect(page).toHaveURL(/tab=works/);
    await expect(cards(panel(page))).toHaveCount(works.works);
    await expect(
      panel(page)
        .getByRole('button', { name: /^\d+位 呪術廻戦$/ })
        .first(),
    ).toBeVisible();

    // The offline catalogue finds characters by their names.
    await tab(page, '今期のアニメ').click();
    await search(page, '五条');
    const characters = await countsOf(page, '五条');
    expect(characters.characters).toBeGreaterThan(0);
    await summaryOf(page, '五条')
      .getByRole('link', { name: `キャラクター ${characters.characters}件` })
      .click();
    await expect(tab(page, 'キャラクター')).toHaveAttribute('aria-selected', 'true');
    await expect(cards(panel(page))).toHaveCount(characters.characters);
    await expect(panel(page).getByRole('button', { name: /^\d+位 五条悟$/ })).toBeVisible();

    // The links change the tab like the tabs do: Back leaves this search for the one before.
    await page.goBack();
    await expect(searchBox(page)).toHaveValue('呪術廻戦');
    await expect(tab(page, '今期のアニメ')).toHaveAttribute('aria-selected', 'true');
  });

  test('the season a hint shows stays out of the search box, and the N期 hint folds once a season is shown', async ({
    page,
  }) => {
    const searches = worksSearches(page);
    await page.goto(HOME);
    await search(page, 'ハル');
    await expect(panel(page).getByText('データがありません')).toBeVisible();
    await panel(page).getByRole('button', { name: '2026年春のアニメを見る' }).click();

    await expect(tab(page, 'N期のアニメ')).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveValue('ハル');
    await expect(page).toHaveURL(/season=2026-spring/);
    await expect(panel(page).getByText(/^2026年春のアニメ（/)).toBeVisible();
    await expect(cards(panel(page))).toHaveCount(10);
    await expect(panel(page).getByText(/N期のアニメ情報がここに表示されます/)).toBeHidden();
    await panel(page).getByText('時期の指定のしかた').click();
    await expect(panel(page).getByText(/N期のアニメ情報がここに表示されます/)).toBeVisible();

    await tab(page, 'アニメ作品').click();
    await expect(cards(panel(page)).first()).toBeVisible();
    expect(searches).toContain('ハル');
    expect(searches).not.toContain('春');

    // A title search leaves the hint up; a season search folds it.
    await tab(page, 'N期のアニメ').click();
    await search(page, '呪術廻戦');
    await expect(panel(page).getByText(/N期のアニメ情報がここに表示されます/)).toBeVisible();
    await expect(panel(page).getByText(/^「呪術廻戦」の検索結果: /)).toBeVisible();
    await search(page, '2024年 秋');
    await expect(panel(page).getByText(/^2024年秋のアニメ（/)).toBeVisible();
    await expect(panel(page).getByText(/N期のアニメ情報がここに表示されます/)).toBeHidden();
    await expect(panel(page).getByText(/の検索結果: /)).toHaveCount(0);
  });

  test("今期, 来期 and 放送カレンダー open offline on the newest covered season's works, titled as such", async ({
    page,
  }) => {
    await page.goto(HOME);
    for (const name of ['今期のアニメ', '来期のアニメ']) {
      await tab(page, name).click();
      await expect(panel(page).getByText('データがありません')).toBeVisible();
      await expect(panel(page)).toContainText('オフラインのアニメ情報は2026年春までを収録しています。');
      await expect(
        panel(page).getByRole('heading', { name: /^収録されている最新の時期: 2026年春のアニメ（/ }),
      ).toBeVisible();
      const newest = panel(page).getByRole('list', { name: '2026年春のアニメ', exact: true });
      await expect(cards(newest)).toHaveCount(50);
    }
    await cards(panel(page).getByRole('list', { name: '2026年春のアニメ' }))
      .first()
      .click();
    await expect(page).toHaveURL(/#\/popularAnime\/animeDetail/);

    await page.goto('/#/timetable');
    await expect(page.getByText('データがありません')).toBeVisible();
    const week = page.getByRole('region', {
      name: '収録されている最新の時期: 2026年春のアニメ・毎週の放送枠（日本時間）',
    });
    await expect(week.getByRole('list').first()).toBeVisible();
  });

  test('N期 keeps its 10 works, and もっと見る lists the rest of the season from 11位', async ({ page }) => {
    await page.goto(HOME);
    await tab(page, 'N期のアニメ').click();
    await search(page, '2026年 春');
    const firstTen = panel(page).getByRole('list', { name: '2026年春のアニメ', exact: true });
    await expect(cards(firstTen)).toHaveCount(10);

    await panel(page).getByRole('button', { name: 'もっと見る' }).click();
    const rest = panel(page).getByRole('list', { name: '2026年春のアニメ（11位から）' });
    await expect(rest.getByRole('button', { name: /^11位 / })).toBeFocused();
    const restCount = await cards(rest).count();
    expect(restCount).toBeGreaterThan(0);
    await expect(rest.getByRole('button', { name: new RegExp(`^${10 + restCount}位 `) })).toBeVisible();
    await expect(cards(firstTen)).toHaveCount(10);
    await expect(panel(page).getByRole('button', { name: 'もっと見る' })).toHaveCount(0);
  });
});
