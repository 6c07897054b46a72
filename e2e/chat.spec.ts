// Browser tests of the character chat (mf-chat) on the production build with the offline persona.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';

const CHAT_PAGE = '/#/characterChat';
const GREETING = 'やあ、僕はサトル。最強だから、なんでも聞いてよ';
const FAILURE_LINE = 'うわ、ごめん！ちょっとミスったかも…もう一回お願い！';
const OFFLINE_NOTE = 'オフラインモード: 内蔵のペルソナが応答しています';

async function openChat(page: Page) {
  await page.goto(CHAT_PAGE);
  const log = page.getByRole('log');
  await expect(log.getByRole('listitem').first()).toContainText(GREETING);
  const input = page.getByRole('textbox', { name: 'メッセージ' });
  return { log, input, items: log.getByRole('listitem') };
}

test.describe('character chat', () => {
  test('greets first, then answers on Enter: your message right, the reply left', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { log, input, items } = await openChat(page);
    await expect(page.getByText(OFFLINE_NOTE)).toBeVisible();
    await expect(input).toHaveAttribute('placeholder', 'サトルに話しかけよう...');
    await expect(page.getByRole('button', { name: '送信' })).toBeVisible();

    await input.fill('君は誰？');
    await input.press('Enter');
    await expect(input).toHaveValue('');
    await expect(items).toHaveCount(3);
    await expect(log).toHaveAttribute('aria-busy', 'false');
    await expect(items.nth(1)).toHaveText(/君は誰？/);
    await expect(items.nth(2)).toContainText('サトル');
    await expect(items.nth(2)).toContainText('最強');

    const box = (await log.boundingBox())!;
    const yours = (await items.nth(1).boundingBox())!;
    const reply = (await items.nth(2).boundingBox())!;
    const middle = box.x + box.width / 2;
    expect(yours.x + yours.width).toBeGreaterThan(box.x + box.width - 40);
    expect(yours.x).toBeGreaterThan(middle - box.width / 4);
    expect(reply.x).toBeLessThan(box.x + 40);
    expect(reply.x + reply.width).toBeLessThan(box.x + box.width - 40);
    expect(errors).toEqual([]);
  });

  test('Shift+Enter inserts a newline and sends nothing', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { input, items } = await openChat(page);
    await input.fill('一行目');
    await input.press('Shift+Enter');
    await input.pressSequentially('二行目');
    await expect(input).toHaveValue('一行目\n二行目');
    await expect(items).toHaveCount(1);

    await input.press('Enter');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toContainText('一行目\n二行目');
    expect(errors).toEqual([]);
  });

  test('Enter during IME composition does not send', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { input, items } = await openChat(page);
    await input.fill('へんかん');
    // The keydown an IME produces when Enter confirms a conversion.
    const defaultPrevented = await input.evaluate((element) => {
      element.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, data: '' }));
      const enter = new KeyboardEvent('keydown', {
        key: 'Enter',
        code: 'Enter',
        isComposing: true,
        bubbles: true,
        cancelable: true,
      });
      element.dispatchEvent(enter);
      element.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, data: 'へんかん' }));
      return enter.defaultPrevented;
    });
    expect(defaultPrevented).toBe(false);
    await page.waitForTimeout(300);
    await expect(items).toHaveCount(1);
    await expect(input).toHaveValue('へんかん');
    expect(errors).toEqual([]);
  });

  test('blank messages are not sent', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { input, items } = await openChat(page);
    await input.fill('   ');
    await input.press('Enter');
    await expect(page.getByRole('button', { name: '送信' })).toBeDisabled();
    await page.waitForTimeout(300);
    await expect(items).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('the persona says the failure line when the chat service fails', async ({ page }) => {
    const errors = collectConsoleErrors(page, {
      allowed: [/Failed to load resource: the server responded with a status of 500/],
    });
    await page.route('**/api/chat/stream', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal/error', message: 'Internal server error' } }),
      }),
    );
    const { log, input, items } = await openChat(page);
    await input.fill('やあ');
    await input.press('Enter');
    await expect(items).toHaveCount(3);
    await expect(items.nth(2)).toContainText(FAILURE_LINE);
    const box = (await log.boundingBox())!;
    expect((await items.nth(2).boundingBox())!.x).toBeLessThan(box.x + 40);
    expect(errors).toEqual([]);
  });

  test('messages render as text, never as HTML', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const { log, input, items } = await openChat(page);
    const payload = '<img src=x onerror="window.__chatXss = 1">';
    await input.fill(payload);
    await input.press('Enter');
    await expect(items).toHaveCount(3);
    await expect(items.nth(1)).toContainText(payload);
    await expect(log.locator('img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
    expect(errors).toEqual([]);
  });

  test('chats as the character chosen on the character page, and only as that character', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);
    await page.addInitScript(() => {
      window.sessionStorage.setItem(
        'anifan.selection',
        JSON.stringify({
          selectedAnime: null,
          selectedCharacter: {
            id: 126071,
            name: '竈門炭治郎',
            image: '',
            voiceActors: '花江夏樹',
            voiceActorsImage: '',
            animeTitle: '鬼滅の刃',
          },
        }),
      );
    });
    await page.goto(CHAT_PAGE);
    const log = page.getByRole('log');
    const input = page.getByRole('textbox', { name: 'メッセージ' });
    await expect(log.getByRole('listitem').first()).toContainText('『鬼滅の刃』の竈門炭治郎');
    await expect(input).toHaveAttribute('placeholder', '竈門炭治郎に話しかけよう...');
    await input.fill('誰？');
    await input.press('Enter');
    await expect(log.getByRole('listitem').nth(2)).toContainText('竈門炭治郎だよ。『鬼滅の刃』から来たんだ');

    await expect(page.getByRole('button', { name: /と話す/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
