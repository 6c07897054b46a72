// Browser tests of the character page (mf-character): guest and signed-in comments, live updates,
// permissions between two accounts, the thread's ネタバレ, replies, reactions, 通報 and ミュート, favorites
// persistence and stored XSS.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { signInWithTestAccount } from './support/sign-in';

const CHARACTER_PAGE = '/#/popularAnime/characterDetail';
const FAVORITES_PAGE = '/#/favorites';

/** Failures the app logs on purpose (docs/rules.md#errors-shown-to-users); any other console error fails the test. */
const EXPECTED_CONSOLE_ERRORS = [
  'コメントの読み込みに失敗しました',
  'コメントの保存に失敗しました',
  'お気に入りの読み込みに失敗しました',
  'お気に入りの更新に失敗しました',
];

function unique(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/**
 * A character of its own per test, so comments and favorites of other tests never show up: an id above
 * those the catalogue gives (AniList's are ~300,000 today, curated keys negative).
 */
function uniqueCharacterId(): number {
  return 1_000_000_000 + Math.floor(Math.random() * 1_147_483_647);
}

function gojo(id: number, image = '') {
  return {
    id,
    name: '五条悟',
    image,
    voiceActors: '中村悠一',
    voiceActorsImage: '',
    animeTitle: '呪術廻戦',
  };
}

interface Watched {
  page: Page;
  consoleErrors: string[];
}

/** Selects the character through the bus's sessionStorage before any page script runs. */
async function openCharacterPage(page: Page, characterId: number, image = ''): Promise<Watched> {
  const consoleErrors = collectConsoleErrors(page, { allowed: EXPECTED_CONSOLE_ERRORS });
  await page.addInitScript(
    (character) => {
      window.sessionStorage.setItem(
        'anifan.selection',
        JSON.stringify({ selectedAnime: null, selectedCharacter: character }),
      );
    },
    gojo(characterId, image),
  );
  await page.goto(CHARACTER_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '五条悟' })).toBeVisible();
  return { page, consoleErrors };
}

/** A second browser profile; contexts made by hand do not inherit the config's `use` options. */
async function newPage(browser: Browser, baseURL: string | undefined, characterId: number): Promise<Watched> {
  const context = await browser.newContext({ baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  return openCharacterPage(await context.newPage(), characterId);
}

function commentList(page: Page) {
  return page.getByRole('list', { name: 'コメント一覧' });
}

async function postComment(page: Page, text: string): Promise<void> {
  const input = page.getByRole('textbox', { name: 'コメント', exact: true });
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(commentList(page).getByText(text, { exact: true })).toBeVisible();
}

function menuButton(page: Page, author: string) {
  return page.getByRole('button', { name: `${author}さんのコメントのメニュー` });
}

test.describe('character page', () => {
  test('the portrait, the largest paint, is requested at start by the route data script, and once', async ({
    page,
  }) => {
    // The catalogue's own portrait for a character without one (the embedded catalogue's answer).
    const portrait = '/api/catalog/images/person.svg';
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('/route-data-CharacterDetail.js')) requests.push('route data script');
      if (pathname === portrait) requests.push('portrait');
    });
    const watched = await openCharacterPage(page, uniqueCharacterId(), portrait);
    await expect(page.getByRole('img', { name: '五条悟' })).toHaveJSProperty('complete', true);
    expect(requests).toEqual(['route data script', 'portrait']);
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('fetchpriority', 'high');
    expect(watched.consoleErrors).toEqual([]);
  });

  test('a guest comment survives a reload in the same tab', async ({ page }) => {
    const watched = await openCharacterPage(page, uniqueCharacterId());
    await expect(page.getByText('CV: 中村悠一')).toBeVisible();
    const wiki = page.getByRole('link', { name: '中村悠一のWikipediaページを新しいタブで開く' });
    await expect(wiki).toHaveAttribute(
      'href',
      'https://ja.wikipedia.org/wiki/%E4%B8%AD%E6%9D%91%E6%82%A0%E4%B8%80',
    );
    await expect(wiki).toHaveAttribute('target', '_blank');
    await expect(wiki).toHaveAttribute('rel', 'noopener noreferrer');

    const input = page.getByRole('textbox', { name: 'コメント', exact: true });
    await input.fill('一行目');
    await input.press('Shift+Enter');
    await input.pressSequentially('二行目');
    await expect(input).toHaveValue('一行目\n二行目');
    await input.press('Enter');
    await expect(commentList(page).getByText('ゲスト')).toBeVisible();

    await page.reload();
    const list = commentList(page);
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.locator('p')).toHaveText('一行目\n二行目');
    const stored = await page.evaluate(() =>
      JSON.parse(window.sessionStorage.getItem('characterCommentList') ?? '[]'),
    );
    expect(stored).toEqual([expect.objectContaining({ userId: 'guestUser', commentText: '一行目\n二行目' })]);
    expect(watched.consoleErrors).toEqual([]);
  });

  test('signed in: create, edit and delete; another account sees it live without edit or delete', async ({
    browser,
    baseURL,
  }) => {
    const characterId = uniqueCharacterId();
    const alice = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(alice.page, { name: 'アリス', email: `${unique('alice')}@example.com` });
    const text = unique('アリスのコメント');
    await postComment(alice.page, text);
    await expect(alice.page.getByText('送信中…')).toHaveCount(0);

    const bob = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(bob.page, { name: 'ボブ', email: `${unique('bob')}@example.com` });
    await expect(commentList(bob.page).getByText(text)).toBeVisible();
    await menuButton(bob.page, 'アリス').click();
    const bobMenu = bob.page.getByRole('menu');
    await expect(bobMenu).toBeVisible();
    await expect(bobMenu.getByRole('menuitem', { name: '編集' })).toHaveCount(0);
    await expect(bobMenu.getByRole('menuitem', { name: '削除' })).toHaveCount(0);
    await bob.page.keyboard.press('Escape');
    await expect(bobMenu).toHaveCount(0);

    await menuButton(alice.page, 'アリス').click();
    await alice.page.getByRole('menuitem', { name: '編集' }).click();
    const editBox = alice.page.getByRole('textbox', { name: 'コメントを編集' });
    await expect(editBox).toBeFocused();
    await editBox.fill(`${text}（編集）`);
    await alice.page.getByRole('button', { name: '保存' }).click();
    await expect(commentList(alice.page).getByText(`${text}（編集）`)).toBeVisible();
    // Bob's page hears the edit over Server-Sent Events, without a reload.
    await expect(commentList(bob.page).getByText(`${text}（編集）`)).toBeVisible();

    await alice.page.reload();
    await expect(commentList(alice.page).getByText(`${text}（編集）`)).toBeVisible();
    await menuButton(alice.page, 'アリス').click();
    await alice.page.getByRole('menuitem', { name: '削除' }).click();
    await expect(alice.page.getByText(`${text}（編集）`)).toHaveCount(0);
    await expect(bob.page.getByText(`${text}（編集）`)).toHaveCount(0);

    await alice.page.reload();
    await expect(alice.page.getByText('まだコメントはありません。')).toBeVisible();
    expect(alice.consoleErrors).toEqual([]);
    expect(bob.consoleErrors).toEqual([]);
    await alice.page.context().close();
    await bob.page.context().close();
  });

  test('a delete waits a few seconds with 元に戻す before it is sent, for a guest and when signed in', async ({
    page,
  }) => {
    const watched = await openCharacterPage(page, uniqueCharacterId());
    const undo = page.getByRole('button', { name: '元に戻す' });
    const deleteComment = async (author: string) => {
      await menuButton(page, author).click();
      await page.getByRole('menuitem', { name: '削除' }).click();
    };

    await postComment(page, 'ゲストの一言');
    await deleteComment('ゲスト');
    await expect(page.getByText('ゲストの一言')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'コメントを削除しました' })).toBeVisible();
    await undo.click();
    await expect(commentList(page).getByText('ゲストの一言')).toBeVisible();
    await page.reload();
    await expect(commentList(page).getByText('ゲストの一言')).toBeVisible();

    await signInWithTestAccount(page, { name: 'ユキ', email: `${unique('yuki')}@example.com` });
    const text = unique('ユキのコメント');
    await postComment(page, text);
    await expect(page.getByText('送信中…')).toHaveCount(0);
    const deletes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE') deletes.push(new URL(request.url()).pathname);
    });
    await deleteComment('ユキ');
    await expect(commentList(page).getByText(text)).toHaveCount(0);
    await undo.click();
    await expect(commentList(page).getByText(text)).toBeVisible();
    // Still on the server: nothing was sent.
    await page.reload();
    await expect(commentList(page).getByText(text)).toBeVisible();
    expect(deletes).toEqual([]);

    await deleteComment('ユキ');
    await expect(undo).toBeVisible();
    // The notice goes when its few seconds are up, and only then is the delete sent.
    await expect(undo).toHaveCount(0);
    await expect.poll(() => deletes).toEqual([expect.stringMatching(/\/api\/comments\/\d+$/)]);
    await page.reload();
    await expect(commentList(page).getByText('ゲストの一言')).toBeVisible();
    await expect(page.getByText(text)).toHaveCount(0);
    expect(watched.consoleErrors).toEqual([]);
  });

  test('a thread between two accounts: ネタバレ blurred until shown, a reaction and a reply arrive live, 通報 and ミュート', async ({
    browser,
    baseURL,
  }) => {
    const characterId = uniqueCharacterId();
    const alice = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(alice.page, { name: 'アリス', email: `${unique('alice')}@example.com` });
    const bob = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(bob.page, { name: 'ボブ', email: `${unique('bob')}@example.com` });

    const secret = unique('最終話で退場');
    const input = alice.page.getByRole('textbox', { name: 'コメント', exact: true });
    await alice.page.getByRole('checkbox', { name: 'ネタバレを含む' }).check();
    await input.fill(secret);
    await input.press('Enter');
    await expect(alice.page.getByText('送信中…')).toHaveCount(0);

    // Bob hears it live, blurred and out of the accessibility tree until he asks for it.
    const bobItem = commentList(bob.page).getByRole('listitem').filter({ hasText: 'アリス' });
    const reveal = bobItem.getByRole('button', { name: 'ネタバレを表示' });
    await expect(reveal).toBeVisible();
    await expect(bobItem.getByText(secret)).toHaveAttribute('aria-hidden', 'true');
    await reveal.click();
    await expect(bobItem.getByRole('paragraph')).toHaveText(secret);

    await bobItem.getByRole('button', { name: 'いいね 0件' }).click();
    await expect(bobItem.getByRole('button', { name: 'いいね 1件' })).toHaveAttribute('aria-pressed', 'true');
    await expect(commentList(alice.page).getByRole('button', { name: 'いいね 1件' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await bobItem.getByRole('button', { name: 'アリスさんに返信' }).click();
    const reply = unique('ボブの返信');
    const replyBox = bob.page.getByRole('textbox', { name: '返信' });
    await replyBox.fill(reply);
    await replyBox.press('Enter');
    await expect(
      alice.page.getByRole('list', { name: 'アリスさんのコメントへの返信' }).getByText(reply),
    ).toBeVisible();

    await menuButton(alice.page, 'ボブ').click();
    await alice.page.getByRole('menuitem', { name: '通報する' }).click();
    const dialog = alice.page.getByRole('dialog', { name: 'コメントを通報' });
    await dialog.getByRole('radio', { name: 'スパム' }).check();
    await dialog.getByRole('button', { name: '通報する' }).click();
    await expect(alice.page.getByRole('status').filter({ hasText: '通報しました' })).toBeVisible();

    await menuButton(alice.page, 'ボブ').click();
    await alice.page.getByRole('menuitem', { name: 'ボブさんをミュート' }).click();
    // Gone from the page (the 返信 notification Alice got before the mute stays in her お知らせ).
    await expect(alice.page.getByRole('main').getByText(reply)).toHaveCount(0);
    await alice.page.reload();
    await expect(commentList(alice.page).getByRole('button', { name: 'ネタバレを表示' })).toBeVisible();
    await expect(alice.page.getByRole('main').getByText(reply)).toHaveCount(0);

    expect(alice.consoleErrors).toEqual([]);
    expect(bob.consoleErrors).toEqual([]);
    await alice.page.context().close();
    await bob.page.context().close();
  });

  test('favorites persist for a signed-in user across browsers', async ({ browser, baseURL }) => {
    const characterId = uniqueCharacterId();
    const email = `${unique('fan')}@example.com`;
    const first = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(first.page, { name: 'ファン', email });
    const toggle = first.page.getByRole('button', { name: 'お気に入り追加' });
    await toggle.click();
    await expect(first.page.getByRole('button', { name: 'お気に入り解除' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const second = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(second.page, { name: 'ファン', email });
    await expect(second.page.getByRole('button', { name: 'お気に入り解除' })).toBeVisible();
    await second.page.goto(FAVORITES_PAGE);
    await second.page.getByRole('button', { name: '五条悟' }).click();
    await expect(second.page).toHaveURL(new RegExp(`#/popularAnime/characterDetail\\?id=${characterId}$`));
    await expect(second.page.getByRole('heading', { level: 1, name: '五条悟' })).toBeVisible();

    expect(first.consoleErrors).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
    await first.page.context().close();
    await second.page.context().close();
  });

  test('favorites persist for a guest', async ({ page }) => {
    const watched = await openCharacterPage(page, uniqueCharacterId());
    await page.getByRole('button', { name: 'お気に入り追加' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'お気に入り解除' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto(FAVORITES_PAGE);
    await expect(page.getByRole('heading', { name: 'お気に入り', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: '五条悟' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '五条悟' })).toBeVisible();
    await expect(page.getByText('CV: 中村悠一')).toBeVisible();
    expect(watched.consoleErrors).toEqual([]);
  });

  test('a guest’s favorites page shows them at once, before Firebase has loaded', async ({ page }) => {
    const watched = await openCharacterPage(page, uniqueCharacterId());
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    // Until the Firebase Auth chunk runs, no auth callback can arrive.
    await page.route('**/firebase-auth.*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'お気に入り追加' }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: 'お気に入り解除' })).toBeEnabled();

    await page.goto(FAVORITES_PAGE);
    await expect(page.getByRole('button', { name: '五条悟' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    release();
    expect(watched.consoleErrors).toEqual([]);
  });

  test('a comment with markup is shown as text and never runs', async ({ browser, baseURL }) => {
    const payload = '<img src=x onerror=window.__xss=1>';
    const characterId = uniqueCharacterId();

    const guest = await newPage(browser, baseURL, characterId);
    await postComment(guest.page, payload);

    const member = await newPage(browser, baseURL, characterId);
    await signInWithTestAccount(member.page, { name: 'テスター', email: `${unique('xss')}@example.com` });
    await postComment(member.page, payload);
    await member.page.reload();
    await expect(commentList(member.page).getByText(payload, { exact: true })).toBeVisible();

    for (const { page } of [guest, member]) {
      await expect(commentList(page).locator('img[src="x"]')).toHaveCount(0);
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    }
    expect(guest.consoleErrors).toEqual([]);
    expect(member.consoleErrors).toEqual([]);
    await guest.page.context().close();
    await member.page.context().close();
  });
});
