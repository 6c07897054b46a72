// Browser tests of episode discussions (issue #30; docs/screens.md#anime-detail, #moderation): the anime
// page's 「第N話の感想」, mounted by the shell from mf-character through the comment-thread slot, veiled by
// the fan's progress; ネタバレ, replies and reactions live between two accounts; three reports hiding a
// comment, a moderator restoring it and suspending its author; a muted author; もっと見る back to the
// first of 1,200 comments.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { EMULATOR_HOST, idTokenFor } from './support/auth-emulator';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';
import { signInWithTestAccount, uniqueEmail } from './support/sign-in';

/** 呪術廻戦 in the offline catalogue (AniList 113415): ended, its 26 weekly slots all aired. */
const JUJUTSU_ID = 113415;
const ANIME_PAGE = `/#/popularAnime/animeDetail?id=${JUJUTSU_ID}`;
/** Top-level comments a thread shows at first and adds with each もっと見る (the contract's THREAD_PAGE_SIZE). */
const THREAD_PAGE_SIZE = 30;
/** The comment writes one account may make a minute (the backend's COMMENT_WRITE_LIMIT). */
const WRITES_PER_ACCOUNT = 20;
/** Failures the thread reports on purpose when the server refuses a write. */
const EXPECTED_CONSOLE_ERRORS = [OFF_ORIGIN_LOAD, 'コメントの保存に失敗しました'];

interface Fan {
  name: string;
  email: string;
}

const fan = (name: string, prefix: string): Fan => ({ name, email: uniqueEmail(prefix) });

interface Watched {
  page: Page;
  consoleErrors: string[];
}

/** A browser profile of its own on the anime page; contexts made by hand do not inherit `use`. */
async function openAnimePage(
  browser: Browser,
  baseURL: string | undefined,
  alsoAllowed: RegExp[] = [],
): Promise<Watched> {
  const context = await browser.newContext({ baseURL, locale: 'ja-JP', timezoneId: 'Asia/Tokyo' });
  const page = await context.newPage();
  await blockOtherHosts(page);
  const consoleErrors = collectConsoleErrors(page, { allowed: [...EXPECTED_CONSOLE_ERRORS, ...alsoAllowed] });
  await page.goto(ANIME_PAGE);
  await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
  return { page, consoleErrors };
}

const episodeButton = (page: Page, n: number) => page.getByRole('button', { name: `第${n}話の感想` });
/** The opened episode's panel, headed 「第N話の感想」 (its thread, or the veil in its place). */
const thread = (page: Page, n: number) =>
  page.locator('#episode-thread').filter({ has: page.getByRole('heading', { name: `第${n}話の感想` }) });
const commentList = (page: Page) => page.getByRole('list', { name: 'コメント一覧' });
const commentBox = (page: Page) => page.getByRole('textbox', { name: 'コメント', exact: true });
const menuButton = (page: Page, author: string) =>
  page.getByRole('button', { name: `${author}さんのコメントのメニュー` });

/** Opens episode `n`'s thread, lifting the spoiler veil when `lift` (a fan who has not seen it says 表示する). */
async function openThread(page: Page, n: number, { lift = false } = {}) {
  await episodeButton(page, n).click();
  if (lift) {
    await expect(thread(page, n)).toContainText(`第${n}話をまだ見ていません`);
    await thread(page, n).getByRole('button', { name: '表示する' }).click();
  }
  await expect(commentBox(page)).toBeVisible();
}

async function post(page: Page, text: string, { spoiler = false } = {}) {
  if (spoiler) await page.getByRole('checkbox', { name: 'ネタバレを含む' }).check();
  await commentBox(page).fill(text);
  await commentBox(page).press('Enter');
  await expect(commentBox(page)).toHaveValue('');
}

/** Writes through the API as `author` (an emulator account), as another client would. */
async function apiPost(
  baseURL: string | undefined,
  token: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${baseURL}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

/** `npm run admin -- moderator add <email>` against the Auth emulator the tests' backend uses. */
async function grantModerator(email: string) {
  await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'moderator', 'add', email], {
    env: { ...process.env, FIREBASE_PROJECT_ID: 'demo-anifan', FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST },
  });
}

test.describe('episode discussions', () => {
  test('progress veils the episodes a fan has not seen; ネタバレ, a reaction and a reply reach another account live', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const yuji = await openAnimePage(browser, baseURL);
    await signInWithTestAccount(yuji.page, fan('ゆうじ', 'veil'));
    const panel = yuji.page.getByRole('region', { name: 'マイリスト' });
    await panel
      .getByRole('group', { name: '『呪術廻戦』の視聴状況' })
      .getByRole('button', { name: '見てる', exact: true })
      .click();
    await panel.getByRole('button', { name: '第3話：ここまで見た' }).click();
    await expect(panel.getByRole('checkbox', { name: '第3話', exact: true })).toBeChecked();

    // Episode 4 is ahead of the fan: veiled. Episode 3 is seen: open at once.
    await episodeButton(yuji.page, 4).click();
    await expect(thread(yuji.page, 4)).toContainText('第4話をまだ見ていません');
    await expect(thread(yuji.page, 4).getByRole('button', { name: '表示する' })).toBeVisible();
    await expect(commentBox(yuji.page)).toHaveCount(0);
    await openThread(yuji.page, 3);
    const secret = `最後に宿儺が出てくる ${Date.now().toString(36)}`;
    await post(yuji.page, secret, { spoiler: true });

    // Another fan, with no progress: the veil first, then the comment blurred until asked for.
    const megumi = await openAnimePage(browser, baseURL);
    await signInWithTestAccount(megumi.page, fan('めぐみ', 'veil-other'));
    await openThread(megumi.page, 3, { lift: true });
    const item = commentList(megumi.page).getByRole('listitem').filter({ hasText: 'ゆうじ' });
    await expect(item.getByText(secret)).toHaveAttribute('aria-hidden', 'true');
    await item.getByRole('button', { name: 'ネタバレを表示' }).click();
    await expect(item.getByText(secret)).not.toHaveAttribute('aria-hidden', 'true');
    // A reload keeps the thread open (its address names the episode), and the veil stays lifted.
    await expect(megumi.page).toHaveURL(/[?&]episode=3(&|$)/);
    await megumi.page.reload();
    await expect(commentBox(megumi.page)).toBeVisible();

    const reloaded = commentList(megumi.page).getByRole('listitem').filter({ hasText: 'ゆうじ' });
    await reloaded.getByRole('button', { name: 'いいね 0件' }).click();
    await expect(reloaded.getByRole('button', { name: 'いいね 1件' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(commentList(yuji.page).getByRole('button', { name: 'いいね 1件' })).toBeVisible();
    await reloaded.getByRole('button', { name: 'ゆうじさんに返信' }).click();
    const reply = `わかる！ ${Date.now().toString(36)}`;
    const replyBox = megumi.page.getByRole('textbox', { name: '返信' });
    await replyBox.fill(reply);
    await replyBox.press('Enter');
    await expect(
      yuji.page.getByRole('list', { name: 'ゆうじさんのコメントへの返信' }).getByText(reply),
    ).toBeVisible();

    expect(yuji.consoleErrors).toEqual([]);
    expect(megumi.consoleErrors).toEqual([]);
    await yuji.page.context().close();
    await megumi.page.context().close();
  });

  test('three reports hide a comment; a moderator restores it and suspends its author; a muted author vanishes', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const episode = 5;
    const threadKey = `episode:${JUJUTSU_ID}:${episode}`;
    const troll = fan('あらし', 'troll');
    const trollToken = await idTokenFor(troll);
    const text = `つまらない、見る価値なし ${Date.now().toString(36)}`;
    const posted = await apiPost(baseURL, trollToken, '/comments', { thread: threadKey, commentText: text });
    expect(posted.status).toBe(201);

    // A reader watching the thread as a guest sees it, then sees it go when the third report arrives.
    const reader = await openAnimePage(browser, baseURL);
    await openThread(reader.page, episode, { lift: true });
    await expect(commentList(reader.page).getByText(text)).toBeVisible();
    for (const [index, name] of ['通報者1', '通報者2'].entries()) {
      const token = await idTokenFor(fan(name, `reporter-${index}`));
      const report = await apiPost(baseURL, token, '/reports', {
        commentId: posted.json.commentId,
        reason: 'abuse',
      });
      expect(report.status).toBe(201);
    }
    const third = await openAnimePage(browser, baseURL);
    await signInWithTestAccount(third.page, fan('通報者3', 'reporter-3'));
    await openThread(third.page, episode, { lift: true });
    await menuButton(third.page, 'あらし').click();
    await third.page.getByRole('menuitem', { name: '通報する' }).click();
    const dialog = third.page.getByRole('dialog', { name: 'コメントを通報' });
    await dialog.getByRole('radio', { name: '誹謗中傷' }).check();
    await dialog.getByRole('button', { name: '通報する' }).click();
    await expect(third.page.getByRole('status').filter({ hasText: '通報しました' })).toBeVisible();
    await expect(commentList(reader.page).getByText(text)).toHaveCount(0);
    await expect(commentList(third.page).getByText(text)).toHaveCount(0);

    // The moderator: granted with the admin command, then signed in (the claim is in the new token).
    const moderator = fan('モデレーター', 'moderator');
    await idTokenFor(moderator);
    await grantModerator(moderator.email);
    const desk = await openAnimePage(browser, baseURL);
    await signInWithTestAccount(desk.page, moderator);
    // The sidebar lists モデレーション for moderators only.
    await desk.page.getByRole('button', { name: 'サイドバー' }).click();
    await desk.page
      .getByRole('navigation', { name: 'サイト内ナビゲーション' })
      .getByRole('link', { name: 'モデレーション' })
      .click();
    const item = desk.page.getByRole('article', { name: 'あらしのコメント' });
    await expect(item).toContainText(text);
    await expect(item).toContainText('通報 3件');
    await item.getByRole('button', { name: '復元' }).click();
    await item.getByLabel('復元する理由').fill('批判の範囲内');
    await item.getByRole('button', { name: '復元する' }).click();
    await expect(commentList(reader.page).getByText(text)).toBeVisible();

    await item.getByRole('button', { name: '投稿停止' }).click();
    await item.getByRole('radio', { name: '7日' }).check();
    await item.getByLabel('投稿停止の理由').fill('通報の多い投稿を繰り返したため');
    await item.getByRole('button', { name: '投稿停止にする' }).click();
    await expect(item).toContainText('投稿停止中');
    await expect(desk.page.getByRole('region', { name: '監査ログ' })).toContainText('批判の範囲内');

    // The suspended author is refused in the browser with the server's reason.
    const author = await openAnimePage(browser, baseURL, [
      /status of 403 \(Forbidden\) \(.*\/api\/comments\)$/,
    ]);
    await signInWithTestAccount(author.page, troll);
    await openThread(author.page, episode, { lift: true });
    await commentBox(author.page).fill('もう一度書く');
    await commentBox(author.page).press('Enter');
    await expect(author.page.getByText(/投稿停止中です/)).toBeVisible();
    await expect(commentList(author.page).getByText('もう一度書く')).toHaveCount(0);

    // A fan mutes the author: their comment goes from every thread they read, and stays gone.
    await menuButton(third.page, 'あらし').click();
    await third.page.getByRole('menuitem', { name: 'あらしさんをミュート' }).click();
    await expect(commentList(third.page).getByText(text)).toHaveCount(0);
    await third.page.reload();
    await expect(commentBox(third.page)).toBeVisible();
    await expect(commentList(third.page).getByText(text)).toHaveCount(0);
    await expect(commentList(reader.page).getByText(text)).toBeVisible();

    for (const watched of [reader, third, desk, author]) {
      expect(watched.consoleErrors).toEqual([]);
      await watched.page.context().close();
    }
  });

  test('もっと見る pages back to the first of 1,200 comments', async ({ browser, baseURL }) => {
    test.setTimeout(180_000);
    const threadKey = `episode:${JUJUTSU_ID}:7`;
    const total = 1_200;
    const accounts = await Promise.all(
      Array.from({ length: total / WRITES_PER_ACCOUNT }, (_, n) =>
        idTokenFor(fan(`常連${n}`, `regular-${n}`)),
      ),
    );
    const first = `スレッドの最初のコメント ${Date.now().toString(36)}`;
    expect(
      (await apiPost(baseURL, accounts[0]!, '/comments', { thread: threadKey, commentText: first })).status,
    ).toBe(201);
    await Promise.all(
      accounts.map(async (token, n) => {
        for (let k = n === 0 ? 1 : 0; k < WRITES_PER_ACCOUNT; k += 1) {
          const answer = await apiPost(baseURL, token, '/comments', {
            thread: threadKey,
            commentText: `感想 ${n}-${k}`,
          });
          expect(answer.status).toBe(201);
        }
      }),
    );

    const guest = await openAnimePage(browser, baseURL);
    await openThread(guest.page, 7, { lift: true });
    // Counted by CSS, not by role: naming thousands of buttons on every check would be the test's own cost.
    const shown = commentList(guest.page).locator(':scope > li');
    const more = guest.page.getByText('もっと見る', { exact: true });
    await expect(shown).toHaveCount(THREAD_PAGE_SIZE);
    for (let count = THREAD_PAGE_SIZE; count < total; count += THREAD_PAGE_SIZE) {
      await more.click();
      await expect(shown).toHaveCount(Math.min(total, count + THREAD_PAGE_SIZE));
    }
    await expect(more).toHaveCount(0);
    await expect(shown.first()).toContainText(first);
    expect(guest.consoleErrors).toEqual([]);
    await guest.page.context().close();
  });
});
