// Browser tests on a phone-sized screen (390×844) and with the keyboard: compact cards, the header's
// site name and ダークモード label, placeholders in dark mode, focus after opening a page, the skip link.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

const HOME = '/#/animeHome';
const FAVORITES = '/#/favorites';
const CHARACTER = '/#/popularAnime/characterDetail';

/** A compact card on a phone: a thumbnail beside the text (a full-width cover made a character 570 px). */
const CARD_HEIGHT_BUDGET = 140;

const panel = (page: Page) => page.getByRole('tabpanel');
const searchBox = (page: Page) => page.getByRole('searchbox', { name: 'アニメを検索' });
const gojoCard = (page: Page) => page.getByRole('button', { name: '五条悟 CV: 中村悠一' });

const gojo = {
  id: 1_900_000_001,
  name: '五条悟',
  image: '',
  voiceActors: '中村悠一',
  voiceActorsImage: '',
  animeTitle: '呪術廻戦',
};

async function openJujutsuDetail(page: Page): Promise<void> {
  await page.goto(HOME);
  await searchBox(page).fill('呪術廻戦');
  await searchBox(page).press('Enter');
  await page.getByRole('tab', { name: 'アニメ作品' }).click();
  await panel(page)
    .getByRole('button', { name: /^\d+位 呪術廻戦$/ })
    .first()
    .click();
  await expect(gojoCard(page)).toBeVisible();
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} has no box`);
  return found;
}

/** The card is a row: its picture's right edge left of its text, and the whole card within budget. */
async function expectCompactRow(card: Locator, text: string): Promise<void> {
  const cardBox = await box(card);
  expect(cardBox.height).toBeLessThanOrEqual(CARD_HEIGHT_BUDGET);
  const imageBox = await box(card.locator('img'));
  const textBox = await box(card.getByText(text, { exact: true }));
  expect(imageBox.x + imageBox.width).toBeLessThanOrEqual(textBox.x);
  expect(textBox.y).toBeLessThan(imageBox.y + imageBox.height);
}

/** The mean brightness (0–255) of what the element looks like on screen, filters included. */
async function brightness(page: Page, element: Locator): Promise<number> {
  const png = (await element.screenshot()).toString('base64');
  return page.evaluate(async (data) => {
    const image = new Image();
    image.src = `data:image/png;base64,${data}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const pixels = context.getImageData(0, 0, image.width, image.height).data;
    const weights = [0.2126, 0.7152, 0.0722, 0];
    const sum = pixels.reduce((total, value, index) => total + value * weights[index % 4]!, 0);
    return sum / (pixels.length / 4);
  }, png);
}

let consoleErrors: string[];

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page }) => {
  consoleErrors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
  // A season the embedded catalogue holds, so the anime home shows cards.
  await page.clock.setFixedTime(new Date('2026-05-10T12:00:00+09:00'));
  await blockOtherHosts(page);
});

test.afterEach(() => {
  expect(consoleErrors).toEqual([]);
});

test.describe('on a phone', () => {
  test('a work card is a compact row, cover beside title', async ({ page }) => {
    await page.goto(HOME);
    const card = panel(page).getByRole('button', { name: /^1位 / }).first();
    await expect(card).toBeVisible();
    const title = (await card.getAttribute('aria-label'))!.replace(/^1位 /, '');
    await expectCompactRow(card, title);
  });

  test('a character card on the anime detail is a compact row, portrait beside name and voice actor', async ({
    page,
  }) => {
    await openJujutsuDetail(page);
    await expectCompactRow(gojoCard(page), '五条悟');
    await expectCompactRow(gojoCard(page), 'CV: 中村悠一');
    // The anime's own cover, above, is no card: it keeps the page's width.
    const cover = await box(page.getByRole('img', { name: '呪術廻戦' }));
    expect(cover.width).toBeGreaterThan(300);
  });

  test('a favorite is a compact row, portrait beside the name', async ({ page }) => {
    await page.addInitScript((character) => {
      window.localStorage.setItem(
        'anifan.favorites',
        JSON.stringify([{ characterId: character.id, name: character.name, image: '' }]),
      );
    }, gojo);
    await page.goto(FAVORITES);
    await expectCompactRow(page.getByRole('button', { name: '五条悟' }), '五条悟');
  });

  test('the header shows the site name and the ダークモード label on one line each, side by side inside the screen', async ({
    page,
  }) => {
    await page.goto(HOME);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'サイドバー' });
    const logo = header.getByRole('link', { name: 'AniFan ホーム' });
    const darkMode = header.getByRole('switch', { name: 'ダークモード' });
    const signIn = header.getByRole('button', { name: 'サインイン' });
    await expect(signIn).toBeVisible();

    // 390 px, and the smaller phones still in use.
    for (const width of [390, 360, 320]) {
      await page.setViewportSize({ width, height: 844 });
      for (const [control, text] of [
        [logo, 'AniFan'],
        [darkMode, 'ダークモード'],
      ] as const) {
        const shown = control.getByText(text, { exact: true });
        await expect(shown).toBeVisible();
        // One line box, inside its control: neither wrapped nor running over its neighbours.
        const lines = await shown.evaluate((element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return [...range.getClientRects()].map(({ x, width: w }) => ({ x, right: x + w }));
        });
        expect(lines).toHaveLength(1);
        const controlBox = await box(control);
        expect(lines[0]!.x).toBeGreaterThanOrEqual(controlBox.x - 0.5);
        expect(lines[0]!.right).toBeLessThanOrEqual(controlBox.x + controlBox.width + 0.5);
      }
      expect(await header.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
      // Side by side, none over another, the toggle at its full 44 px, all within the screen.
      expect((await box(toggle)).width).toBeGreaterThanOrEqual(44);
      let right = 0;
      for (const control of [toggle, logo, darkMode, signIn]) {
        const controlBox = await box(control);
        expect(controlBox.x).toBeGreaterThanOrEqual(right);
        right = controlBox.x + controlBox.width;
      }
      expect(right).toBeLessThanOrEqual(width);
    }
  });

  test('the image placeholders are dark in dark mode', async ({ page }) => {
    await page.addInitScript((character) => {
      window.sessionStorage.setItem(
        'anifan.selection',
        JSON.stringify({ selectedAnime: null, selectedCharacter: character }),
      );
    }, gojo);
    await page.goto(HOME);
    // Covers on other hosts do not load here: the cards show no_image_yoko.jpg.
    const cover = panel(page).locator('img[src*="no_image_yoko"]').first();
    await expect(cover).toBeVisible();
    await expect(cover).toHaveJSProperty('complete', true);
    expect(await brightness(page, cover)).toBeGreaterThan(150);

    await page.getByRole('switch', { name: 'ダークモード' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect.poll(() => brightness(page, cover)).toBeLessThan(90);

    // The embedded catalogue's silhouette for a character without a picture is dimmed as well.
    await openJujutsuDetail(page);
    const silhouette = gojoCard(page).locator('img');
    await expect(silhouette).toHaveAttribute('src', /\/api\/catalog\/images\/person\.svg$/);
    await expect(silhouette).toHaveJSProperty('complete', true);
    await expect.poll(() => brightness(page, silhouette)).toBeLessThan(90);

    await page.goto(CHARACTER);
    const portrait = page.getByRole('img', { name: '五条悟' });
    await expect(portrait).toHaveAttribute('src', /no-image-portrait/);
    await expect(portrait).toHaveJSProperty('complete', true);
    await expect.poll(() => brightness(page, portrait)).toBeLessThan(90);
  });
});

test.describe('with the keyboard', () => {
  test("opening a card puts the focus on the new page's heading, not on first load", async ({ page }) => {
    await page.goto(HOME);
    await expect(panel(page).getByRole('button', { name: /^1位 / })).toBeVisible();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BODY');

    await searchBox(page).fill('呪術廻戦');
    await searchBox(page).press('Enter');
    // A search changes the query only: the focus stays in the search box.
    await expect(searchBox(page)).toBeFocused();
    await page.getByRole('tab', { name: 'アニメ作品' }).click();
    const jujutsu = panel(page)
      .getByRole('button', { name: /^\d+位 呪術廻戦$/ })
      .first();
    await jujutsu.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeFocused();

    await gojoCard(page).click();
    await expect(page).toHaveURL(/#\/popularAnime\/characterDetail\?id=-?\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: '五条悟' })).toBeFocused();

    // Tab goes on from the heading into the page, not back to the header.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.querySelector('main')!.contains(document.activeElement))).toBe(
      true,
    );
  });

  test('the skip link is the first stop and moves on to the main content', async ({ page }) => {
    await page.goto(HOME);
    await expect(panel(page).getByRole('button', { name: /^1位 / })).toBeVisible();
    const skip = page.getByRole('link', { name: 'メインコンテンツへスキップ' });
    await expect(skip).not.toBeInViewport();

    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    await expect(page).toHaveURL(/#\/animeHome$/);
    await page.keyboard.press('Tab');
    await expect(searchBox(page)).toBeFocused();
  });
});
