// Browser tests of the character chat as a character (issue #28 item 7), on the production build with
// the offline persona: the persona answers questions about itself from its data, says so honestly when
// it cannot answer, offers only that character, and the conversation survives a reload of the tab.
import { expect, type Page } from '@playwright/test';
import { test } from './support/test';

const CHARACTER_PAGE = '/#/popularAnime/characterDetail';
const CHAT_PAGE = '/#/characterChat';

const GOJO = {
  id: 127691,
  name: '五条悟',
  image: '',
  voiceActors: '中村悠一',
  voiceActorsImage: '',
  animeTitle: '呪術廻戦',
};
const FRIEREN = {
  id: 176754,
  name: 'フリーレン',
  image: '',
  voiceActors: '種﨑敦美',
  voiceActorsImage: '',
  animeTitle: '葬送のフリーレン',
};

/** Selects the character through the bus's sessionStorage before any page script runs, in every tab. */
async function select(page: Page, character: typeof GOJO) {
  await page.context().addInitScript((selected) => {
    window.sessionStorage.setItem(
      'anifan.selection',
      JSON.stringify({ selectedAnime: null, selectedCharacter: selected }),
    );
  }, character);
}

function chat(page: Page) {
  const log = page.getByRole('log');
  const input = page.getByRole('textbox', { name: 'メッセージ' });
  const items = log.getByRole('listitem');
  const typing = log.getByTestId('typing-indicator');
  /** Waits until the persona has loaded: its typing indicator, a list item too, is gone. */
  const loaded = async () => {
    await expect(items.first()).toBeVisible();
    await expect(typing).toHaveCount(0);
  };
  return {
    log,
    items,
    loaded,
    /** Sends `message` and waits for the whole reply; returns the reply's list item. */
    async ask(message: string) {
      await loaded();
      const before = await items.count();
      await input.fill(message);
      await input.press('Enter');
      // Your message shows in the same render that marks the log busy.
      await expect(items.nth(before)).toContainText(message);
      await expect(log).toHaveAttribute('aria-busy', 'false');
      await expect(typing).toHaveCount(0);
      await expect(items).toHaveCount(before + 2);
      return items.nth(before + 1);
    },
  };
}

test.describe('chatting with a character', () => {
  test('五条悟, opened from his page, answers about himself in the first person and offers only himself', async ({
    page,
  }) => {
    await select(page, GOJO);
    await page.goto(CHARACTER_PAGE);
    await page.getByRole('button', { name: 'このキャラと話す' }).click();
    await expect(page).toHaveURL(/#\/characterChat$/);
    await expect(page.getByRole('heading', { level: 1, name: '五条悟' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'メッセージ' })).toHaveAttribute(
      'placeholder',
      '五条悟に話しかけよう...',
    );
    await expect(page.getByRole('button', { name: /と話す/ })).toHaveCount(0);
    await expect(page.getByText(/サトル/)).toHaveCount(0);

    const { ask } = chat(page);
    const about = await ask('五条悟について教えて');
    await expect(about).toContainText('僕のこと？五条悟。');
    await expect(about).not.toContainText('君の推し');

    const technique = await ask('無量空処って何？');
    await expect(technique).toContainText('無量空処は僕の領域展開');
    await expect(technique).not.toContainText('「無量空処って何');

    const food = await ask('好きな食べ物は？');
    await expect(food).toContainText('甘いもの');
    await expect(food).not.toContainText('「好きな食べ物');

    const unknown = await ask('明日の天気はどうなる？');
    await expect(unknown).toContainText(/分からない|答えられない|知らない/);
    await expect(unknown).not.toContainText('天気');
  });

  test('フリーレン remembers ヒンメル', async ({ page }) => {
    await select(page, FRIEREN);
    await page.goto(CHAT_PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'フリーレン' })).toBeVisible();
    const reply = await chat(page).ask('ヒンメルのこと覚えてる？');
    await expect(reply).toContainText('覚えてるよ。勇者ヒンメル');
    await expect(reply).not.toContainText('気になるんだ');
  });

  test('the conversation survives a reload, and a new tab starts with the greeting', async ({
    page,
    context,
  }) => {
    await select(page, GOJO);
    await page.goto(CHAT_PAGE);
    const { items, ask, loaded } = chat(page);
    await loaded();
    await expect(items).toHaveCount(1);
    const greeting = (await items.first().textContent()) ?? '';
    const reply = (await (await ask('無量空処って何？')).textContent()) ?? '';

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: '五条悟' })).toBeVisible();
    await loaded();
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toHaveText(greeting);
    await expect(items.nth(1)).toContainText('無量空処って何？');
    await expect(items.nth(2)).toHaveText(reply);

    // The next message goes on from the restored conversation.
    await expect(await ask('好きな食べ物は？')).toContainText('甘いもの');
    await expect(items).toHaveCount(5);

    const other = await context.newPage();
    await other.goto(CHAT_PAGE);
    await expect(other.getByRole('heading', { level: 1, name: '五条悟' })).toBeVisible();
    const fresh = chat(other);
    await fresh.loaded();
    await expect(fresh.items).toHaveCount(1);
    await expect(fresh.items.first()).toHaveText(greeting);
  });
});
