// Browser tests of the anime home and anime detail (mf-anime) on the production build and the embedded catalogue.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { tabTo } from './support/keyboard';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

const HOME = '/#/animeHome';
const DETAIL = '/#/popularAnime/animeDetail';
const TABS = ['今期のアニメ', '来期のアニメ', 'N期のアニメ', 'アニメ作品', 'キャラクター'] as const;

const panel = (page: Page) => page.getByRole('tabpanel');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'アニメを検索' });

/** A tab has settled when it shows cards or the empty message, never Loading... or an error. */
async function expectSettled(list: Locator): Promise<void> {
  await expect(list.getByText('Loading...')).toHaveCount(0);
  await expect(list.getByRole('alert')).toHaveCount(0);
  await expect(
    list
      .getByRole('button', { name: /^\d+位 / })
      .or(list.getByText('データがありません'))
      .first(),
  ).toBeVisible();
}

async function searchWorks(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press('Enter');
  await page.getByRole('tab', { name: 'アニメ作品' }).click();
}

/** The first card's マイリスト control, drawn once the list's AniList ids have arrived. */
const firstListControl = (page: Page) =>
  panel(page)
    .getByRole('button', { name: /をマイリストに追加$/ })
    .first();

const jujutsuCard = (page: Page) =>
  panel(page)
    .getByRole('button', { name: /^\d+位 呪術廻戦$/ })
    .first();

/** Searches 呪術廻戦 from the home and opens its detail, characters shown. */
async function openJujutsuDetail(page: Page): Promise<void> {
  await page.goto(HOME);
  await searchWorks(page, '呪術廻戦');
  await jujutsuCard(page).click();
  await expect(page.getByRole('button', { name: '五条悟 CV: 中村悠一' })).toBeVisible();
}

test.describe('anime home and detail', () => {
  let consoleErrors: string[];
  /** Console errors a test causes on purpose. */
  let expectedErrors: RegExp[];

  test.beforeEach(async ({ page }) => {
    consoleErrors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
    expectedErrors = [];
    await blockOtherHosts(page);
  });

  test.afterEach(() => {
    expect(consoleErrors.filter((text) => !expectedErrors.some((pattern) => pattern.test(text)))).toEqual([]);
  });

  test('search → every tab → a work → its characters → the character page', async ({ page }) => {
    await page.goto(HOME);
    await expect(page.getByRole('tab', { name: '今期のアニメ' })).toHaveAttribute('aria-selected', 'true');
    await expectSettled(panel(page));

    await searchWorks(page, '呪術廻戦');
    await expect(jujutsuCard(page)).toBeVisible();
    await expect(panel(page)).toContainText('アニメ作品を、人気の高い順に表示します');

    for (const name of TABS) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expectSettled(panel(page));
    }
    await page.getByRole('tab', { name: 'N期のアニメ' }).click();
    await expect(panel(page)).toContainText('N期のアニメ情報がここに表示されます');

    await page.getByRole('tab', { name: 'アニメ作品' }).click();
    await jujutsuCard(page).click();
    // The address names the work (its AniList id), so the link can be shared.
    await expect(page).toHaveURL(/#\/popularAnime\/animeDetail\?id=113415$/);
    await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
    // The snapshot's romaji and english titles are the same: the subtitle says it once.
    await expect(page.getByText('Jujutsu Kaisen', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'キャラクター' })).toBeVisible();
    const gojo = page.getByRole('button', { name: '五条悟 CV: 中村悠一' });
    await expect(gojo).toBeVisible();

    await gojo.click();
    await expect(page).toHaveURL(/#\/popularAnime\/characterDetail\?id=-?\d+$/);
    const selection = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('anifan.selection') ?? 'null'),
    );
    expect(selection.selectedCharacter).toMatchObject({
      name: '五条悟',
      voiceActors: '中村悠一',
      animeTitle: '呪術廻戦',
    });
  });

  /** The requests of the page's start: the route data script, then each GraphQL operation with its seasons or ids. */
  function recordStartRequests(page: Page): string[] {
    const requests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/route-data-AnimeHome.js')) requests.push('route data script');
      if (url.pathname.endsWith('/graphql')) {
        const body = request.postDataJSON() as {
          operationName: string;
          variables: { seasons?: string[]; malIds?: number[] };
        };
        const { seasons, malIds } = body.variables;
        requests.push(`${body.operationName} ${seasons ? seasons.join() : `${malIds?.length} ids`}`);
      }
    });
    return requests;
  }

  test("this season's list is requested once, by the route data script the shell runs at start", async ({
    page,
  }) => {
    const requests = recordStartRequests(page);
    await page.clock.setFixedTime(new Date('2026-05-10T12:00:00+09:00'));
    await page.goto(HOME);
    await expect(panel(page).getByRole('button', { name: /^1位 / })).toBeVisible();
    // Then, the cards drawn, their AniList ids for the マイリスト controls, in one request.
    await expect(firstListControl(page)).toBeVisible();
    expect(requests).toEqual(['route data script', 'GetWorks 2026-spring', 'GetSeasonWorkIds 50 ids']);
  });

  test('beyond the offline catalogue, the route data script also asks for the newest season it covers, once', async ({
    page,
  }) => {
    const requests = recordStartRequests(page);
    await page.clock.setFixedTime(new Date('2026-11-21T12:00:00+09:00'));
    await page.goto(HOME);
    await expect(panel(page).getByText('データがありません')).toBeVisible();
    await expect(
      panel(page).getByRole('heading', { name: /^収録されている最新の時期: 2026年春のアニメ（/ }),
    ).toBeVisible();
    await expect(firstListControl(page)).toBeVisible();
    expect(requests).toEqual([
      'route data script',
      'GetWorks 2026-fall',
      'GetWorks 2026-spring',
      'GetSeasonWorkIds 50 ids',
    ]);
  });

  test('the detail page keeps its anime across a reload, and its back button returns home', async ({
    page,
  }) => {
    await openJujutsuDetail(page);

    await page.reload();
    await expect(page).toHaveURL(/#\/popularAnime\/animeDetail\?id=113415$/);
    await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
    await expect(page.getByRole('button', { name: '五条悟 CV: 中村悠一' })).toBeVisible();

    await page.getByRole('button', { name: '戻る' }).click();
    await expect(page).toHaveURL(/#\/animeHome\?q=[^&]+&tab=works$/);
  });

  test('a reload of the detail asks once for a cover out of reach and shows the placeholder', async ({
    page,
  }) => {
    await openJujutsuDetail(page);
    const cover = await page.evaluate(
      () =>
        JSON.parse(sessionStorage.getItem('anifan.selection') ?? '{}').selectedAnime.image.facebookOgImageUrl,
    );
    expect(new URL(cover).hostname).not.toBe('127.0.0.1');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url() === cover) asked.push(request.url());
    });
    await page.reload();
    await expect(page.getByRole('img', { name: '呪術廻戦' })).toHaveAttribute('data-placeholder', 'true');
    await expect(page.getByRole('button', { name: '五条悟 CV: 中村悠一' })).toBeVisible();
    // The route data script's preload failed: the page did not ask again.
    expect(asked).toEqual([cover]);
  });

  test('Back, Forward and a reload keep the search, the tab and the scroll position', async ({ page }) => {
    await page.goto(HOME);
    await searchWorks(page, 'ガンダム');
    const cards = panel(page).getByRole('button', { name: /^\d+位 / });
    await expect(cards).toHaveCount(50);
    await cards.nth(30).scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(1000);
    // The position is written on the frame after the scroll; leave only once it is.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('anifan.animeHome.scroll') ?? ''))
      .toContain(`:${Math.round(scrolled)}`);
    const work = (await cards.nth(30).getAttribute('aria-label'))!.replace(/^\d+位 /, '');
    await cards.nth(30).click();
    await expect(page.getByRole('heading', { level: 1, name: work })).toBeVisible();

    const expectHomeAsLeft = async () => {
      await expect(page).toHaveURL(/#\/animeHome\?q=[^&]+&tab=works$/);
      await expect(searchBox(page)).toHaveValue('ガンダム');
      await expect(page.getByRole('tab', { name: 'アニメ作品' })).toHaveAttribute('aria-selected', 'true');
      await expect(cards).toHaveCount(50);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeCloseTo(scrolled, 0);
    };

    await page.getByRole('button', { name: '戻る' }).click();
    await expectHomeAsLeft();
    await page.goForward();
    await expect(page.getByRole('heading', { level: 1, name: work })).toBeVisible();
    await page.goBack();
    await expectHomeAsLeft();
    await page.reload();
    await expectHomeAsLeft();
  });

  test('an offline season list names the order it really has, not 視聴者数順', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-05-10T12:00:00+09:00'));
    await page.goto(HOME);
    await expect(panel(page).getByRole('button', { name: /^1位 / })).toBeVisible();
    await expect(panel(page)).toContainText(
      '2026年春のアニメ（視聴者数の記録がないため、掲載サイトの多い順）',
    );
    await expect(panel(page)).not.toContainText('視聴者数順');
  });

  test('on a phone the tab strip fades where more tabs are hidden', async ({ page }) => {
    const strip = page.getByRole('tablist', { name: 'アニメの一覧' });
    const fade = () => strip.evaluate((element) => getComputedStyle(element).maskImage);
    await page.goto(HOME);
    await expect(strip).toHaveAttribute('data-more-after', 'false');
    expect(await fade()).toBe('none');

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(strip).toHaveAttribute('data-more-after', 'true');
    await expect(strip).toHaveAttribute('data-more-before', 'false');
    expect(await fade()).toContain('linear-gradient');

    await page.getByRole('tab', { name: '今期のアニメ' }).focus();
    await page.keyboard.press('End');
    const characters = page.getByRole('tab', { name: 'キャラクター' });
    await expect(characters).toHaveAttribute('aria-selected', 'true');
    await expect(strip).toHaveAttribute('data-more-after', 'false');
    await expect(strip).toHaveAttribute('data-more-before', 'true');
    // The selected tab sits clear of the faded edge.
    const stripBox = (await strip.boundingBox())!;
    const tabBox = (await characters.boundingBox())!;
    expect(tabBox.x + tabBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width + 1);
  });

  test('the detail page without a selection links to the anime home', async ({ page }) => {
    await page.goto(DETAIL);
    await expect(page.getByRole('heading', { name: 'アニメが選択されていません' })).toBeVisible();
    await page.getByRole('link', { name: 'アニメホームへ' }).click();
    await expect(page).toHaveURL(/#\/animeHome$/);
  });

  test('tabs and cards work with the keyboard alone', async ({ page }) => {
    await page.goto(HOME);
    await searchBox(page).focus();
    await page.keyboard.type('呪術廻戦');
    await expect(searchBox(page)).toHaveValue('呪術廻戦');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/animeHome\?q=[^&]+$/);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: '検索', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tab', { name: '今期のアニメ' })).toBeFocused();

    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'キャラクター' })).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    const works = page.getByRole('tab', { name: 'アニメ作品' });
    await expect(works).toBeFocused();
    await expect(works).toHaveAttribute('aria-selected', 'true');
    await expect(jujutsuCard(page)).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(panel(page)).toBeFocused();
    await tabTo(page, jujutsuCard(page));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/popularAnime\/animeDetail\?id=113415$/);

    const gojo = page.getByRole('button', { name: '五条悟 CV: 中村悠一' });
    await expect(gojo).toBeVisible();
    await tabTo(page, gojo);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/popularAnime\/characterDetail\?id=-?\d+$/);
  });

  test('shows Loading... while the gateway is slow', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql', async (route: Route) => {
      await released;
      await route.continue();
    });
    await page.goto(HOME);
    await expect(panel(page).getByRole('status')).toHaveText('Loading...');
    release();
    await expectSettled(panel(page));
  });

  test('shows データがありません, and where the offline data ends, for an empty season', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2026-11-21T12:00:00+09:00'));
    await page.route('**/graphql', async (route: Route) => {
      const body = route.request().postDataJSON() as {
        operationName: string;
        variables: { seasons?: string[] };
      };
      const spring = body.variables.seasons?.[0] === '2026-spring';
      await route.fulfill({
        contentType: 'application/json',
        json: {
          data: {
            searchWorks: {
              __typename: 'WorkConnection',
              edges: spring
                ? [
                    {
                      __typename: 'WorkEdge',
                      node: {
                        __typename: 'Work',
                        title: '春のテスト作品',
                        watchersCount: 1,
                        seasonYear: 2026,
                        malAnimeId: null,
                        image: { __typename: 'WorkImage', facebookOgImageUrl: null },
                      },
                    },
                  ]
                : [],
            },
          },
          extensions: {
            catalog: {
              source: 'embedded',
              snapshot: { newestSeason: '2026-spring', oldestSeason: '1960-winter' },
            },
          },
        },
      });
    });
    await page.goto(HOME);
    await expect(panel(page).getByText('データがありません')).toBeVisible();
    await expect(panel(page)).toContainText('オフラインのアニメ情報は2026年春までを収録しています。');

    await panel(page).getByRole('button', { name: '2026年春のアニメを見る' }).click();
    await expect(page.getByRole('tab', { name: 'N期のアニメ' })).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toHaveValue('');
    const card = panel(page).getByRole('button', { name: '1位 春のテスト作品' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('img', { name: '春のテスト作品' })).toHaveAttribute('src', /no_image_yoko/);
  });

  test('shows an error with a working retry when the gateway fails', async ({ page }) => {
    // The browser logs the deliberate 503 as a failed resource load.
    expectedErrors = [/status of 503/];
    let failures = 1;
    await page.route('**/graphql', async (route: Route) => {
      if (failures-- > 0)
        await route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' });
      else await route.continue();
    });
    await page.goto(HOME);
    const alert = panel(page).getByRole('alert');
    await expect(alert).toContainText('アニメ情報の提供元に接続できませんでした');
    await alert.getByRole('button', { name: '再試行' }).click();
    await expectSettled(panel(page));
  });
});
