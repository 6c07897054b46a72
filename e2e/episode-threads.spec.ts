// Browser test of the anime detail's エピソード (docs/screens.md#anime-detail, docs/rules.md#episode-threads):
// a guest's progress decides which threads are veiled, 表示する is remembered across a reload, nothing of
// the thread's remote loads before a thread is opened, and a thread whose remote is down fails inside
// its slot only (the shell's note, reported like a page's failure) while the page keeps working.
import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors';
import { blockOtherHosts, OFF_ORIGIN_LOAD } from './support/other-hosts';

/** 呪術廻戦 in the offline catalogue (AniList 113415): ended, its 26 weekly slots all aired. */
const JUJUTSU_ID = 113415;
const animeLink = `/#/popularAnime/animeDetail?id=${JUJUTSU_ID}`;
/** The thread's remote's code (its manifest is read at start by the shell, for the pages it contributes). */
const THREAD_CODE = /\/remotes\/mf-character\/.*\.js$/;

const episodes = (page: Page) => page.getByRole('region', { name: 'エピソード' });
const episodeButton = (page: Page, n: number) =>
  episodes(page).getByRole('button', { name: new RegExp(`^第${n}話の感想`) });
const slotNote = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'コメントを読み込めませんでした' });

test('a guest at episode 3: 第3話 opens, 第4話 is veiled until 表示する, remembered; a thread whose remote is down fails alone', async ({
  page,
}) => {
  await blockOtherHosts(page);
  const errors = collectConsoleErrors(page, { allowed: [OFF_ORIGIN_LOAD] });
  const threadRequests: string[] = [];
  page.on('request', (request) => {
    if (THREAD_CODE.test(request.url())) threadRequests.push(request.url());
  });
  // The thread's remote is down: the slot shows the shell's note, whatever mf-character exposes.
  await page.route(THREAD_CODE, (route) => route.abort('connectionrefused'));

  await page.goto(animeLink);
  await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
  const list = page.getByRole('region', { name: 'マイリスト' });
  await list.getByRole('button', { name: '第3話：ここまで見た' }).click();

  await expect(episodes(page).getByRole('listitem')).toHaveCount(26);
  await expect(episodeButton(page, 3)).toHaveAccessibleName('第3話の感想 （視聴済み）');
  await expect(episodeButton(page, 4)).toHaveAccessibleName('第4話の感想');
  expect(threadRequests).toEqual([]);

  await episodeButton(page, 4).click();
  await expect(page.getByText('第4話をまだ見ていません')).toBeVisible();
  await expect(page.locator('#episode-thread')).toBeFocused();
  expect(threadRequests).toEqual([]);

  const report = page.waitForRequest(
    (request) => request.url().endsWith('/api/telemetry/remote-load-failure') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: '表示する' }).click();
  await expect(slotNote(page)).toBeVisible();
  await expect(page.locator('#episode-thread').getByRole('button', { name: '再試行' })).toBeVisible();
  expect((await report).postDataJSON()).toMatchObject({ remote: 'mf_character' });
  expect(threadRequests.length).toBeGreaterThan(0);
  // Only the slot failed: the page and its other parts keep working.
  await expect(page.getByRole('alert').filter({ hasText: 'このページを読み込めませんでした' })).toHaveCount(
    0,
  );
  await expect(page.getByRole('heading', { level: 1, name: '呪術廻戦' })).toBeVisible();
  await episodeButton(page, 3).click();
  await expect(episodeButton(page, 3)).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText(/まだ見ていません/)).toHaveCount(0);
  await expect(slotNote(page)).toBeVisible();

  // 表示する on 第4話 is remembered in this browser; 第5話 is still veiled.
  await page.reload();
  await episodeButton(page, 4).click();
  await expect(slotNote(page)).toBeVisible();
  await expect(page.getByText(/まだ見ていません/)).toHaveCount(0);
  await episodeButton(page, 5).click();
  await expect(page.getByText('第5話をまだ見ていません')).toBeVisible();

  expect(errors.filter((error) => !/mf[-_]character|CommentThread/.test(error))).toEqual([]);
});
