// Browser tests for mf-demos' pages inside the shell: landing bubbles, tilting card, cork board, anime list.
import { expect, type Locator } from '@playwright/test';
import { test } from './support/test';

const transformOf = (locator: Locator) =>
  locator.evaluate((element) => (element as HTMLElement).style.transform);

function parseTilt(transform: string): { x: number; y: number } {
  const match = /rotateX\((-?[\d.]+)deg\) rotateY\((-?[\d.]+)deg\)/.exec(transform);
  if (!match) throw new Error(`unexpected transform: ${transform}`);
  return { x: Number(match[1]), y: Number(match[2]) };
}

test('the landing shows the hero and five bubbles', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'AniFan' })).toBeVisible();
  await expect(page.getByText('好きなアニメと、もっと近くに。')).toBeVisible();
  await expect(page.getByTestId('bubble')).toHaveCount(5);
  await expect(page.getByText('作品データ: bangumi-data (CC BY 4.0)')).toBeAttached();
});

test('the card tilts under the mouse and flattens when it leaves', async ({ page }) => {
  await page.goto('/#/pokepokeCard');
  const area = page.getByTestId('tilt-area');
  const card = page.getByTestId('tilt-card');
  await expect(card).toBeVisible();
  expect(parseTilt(await transformOf(card))).toEqual({ x: 0, y: 0 });

  const box = await area.boundingBox();
  if (!box) throw new Error('tilt area not laid out');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.2, { steps: 5 });
  // 30% of the way from the centre towards the top-right corner: about 0.3 × 180° = 54° on each axis.
  await expect
    .poll(async () => {
      const tilt = parseTilt(await transformOf(card));
      return Math.abs(tilt.x - 54) < 2 && Math.abs(tilt.y - 54) < 2;
    })
    .toBe(true);

  await page.mouse.move(box.x + box.width + 200, box.y + box.height + 50, { steps: 3 });
  await expect.poll(async () => parseTilt(await transformOf(card))).toEqual({ x: 0, y: 0 });
});

test.describe('cork board', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/#/corkBoard');
    await page.evaluate(() => window.localStorage.removeItem('anifan.corkBoard'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'CorkBoard' })).toBeVisible();
  });

  test("starts with 'Wash' at (100,100) and 'your hands' at (200,300)", async ({ page }) => {
    const wash = page.getByTestId('cork-card').filter({ hasText: 'Wash' });
    const hands = page.getByTestId('cork-card').filter({ hasText: 'your hands' });
    await expect(wash).toHaveCSS('left', '100px');
    await expect(wash).toHaveCSS('top', '100px');
    await expect(hands).toHaveCSS('left', '200px');
    await expect(hands).toHaveCSS('top', '300px');
  });

  test('a dragged card lands where it is dropped', async ({ page }) => {
    const board = page.getByTestId('cork-board');
    const card = page.getByTestId('cork-card').filter({ hasText: 'Wash' });
    const grab = { x: 6, y: 6 };
    const drop = { x: 420, y: 260 };
    await card.dragTo(board, { sourcePosition: grab, targetPosition: drop });

    // The rule: x, y = drop point relative to the board's padding box (+ scroll) − where the card was grabbed.
    const origin = await board.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return {
        x: element.clientLeft - element.scrollLeft,
        y: element.clientTop - element.scrollTop,
        left: rect.left,
        top: rect.top,
      };
    });
    const expected = { x: drop.x - origin.x - grab.x, y: drop.y - origin.y - grab.y };
    await expect(card).toHaveCSS('left', `${expected.x}px`);
    await expect(card).toHaveCSS('top', `${expected.y}px`);
    // What the user sees: the grabbed point of the card is under the drop point.
    const cardBox = await card.boundingBox();
    expect(cardBox?.x).toBeCloseTo(origin.left + drop.x - grab.x, 0);
    expect(cardBox?.y).toBeCloseTo(origin.top + drop.y - grab.y, 0);

    await page.reload();
    await expect(page.getByTestId('cork-card').filter({ hasText: 'Wash' })).toHaveCSS(
      'left',
      `${expected.x}px`,
    );
  });

  test('a card being edited is not draggable and stays put', async ({ page }) => {
    const board = page.getByTestId('cork-board');
    await page.getByRole('button', { name: 'Wash を編集' }).click();
    const textarea = page.getByRole('textbox', { name: 'カードのテキスト' });
    await expect(textarea).toBeFocused();
    // 'Wash' is the first card; its text is now in the textarea, so it is found by position.
    const card = page.getByTestId('cork-card').first();
    await expect(card).toHaveAttribute('draggable', 'false');

    await card.dragTo(board, { sourcePosition: { x: 4, y: 4 }, targetPosition: { x: 500, y: 400 } });
    await expect(card).toHaveCSS('left', '100px');
    await expect(card).toHaveCSS('top', '100px');
    await expect(textarea).toBeFocused();

    await textarea.fill('Wash often');
    await page.getByRole('heading', { level: 1, name: 'CorkBoard' }).click();
    await expect(textarea).toBeHidden();
    await expect(page.getByTestId('cork-card').filter({ hasText: 'Wash often' })).toHaveAttribute(
      'draggable',
      'true',
    );
  });
});

test('the anime list says it is in preparation', async ({ page }) => {
  await page.goto('/#/animeList');
  await expect(page.getByText(/準備中/)).toBeVisible();
});
