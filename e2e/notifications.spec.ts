// Issue #31's story in the browser: a fan with 呪術廻戦 in 見てる turns push on, sees 放送開始 arrive live
// at the (simulated) broadcast time in two tabs, gets the push, opens the notification on the episode's
// thread and reads it, and the other tab's count follows. The backend runs on its own with CLOCK_START
// just before a real slot of the embedded catalogue, and a local push service stands in for the
// browser's (unreachable here): the page's PushManager hands out that service's subscription.
import { expect, type Page } from '@playwright/test';
import {
  createBrowserSubscription,
  startLocalPushService,
  type LocalPushService,
} from '../backend/src/testing/push-service';
import { idTokenFor } from './support/auth-emulator';
import { startBackend, type BackendServer } from './support/backend-server';
import { guestWatching } from './support/guest-list';
import { serveGoogleStandIns } from './support/google-stand-ins';
import { signInWithTestAccount, uniqueEmail } from './support/sign-in';
import { test } from './support/test';

// The app's service worker is what these tests are about (blocked elsewhere, playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

/** 呪術廻戦 死滅回游 前編 (winter 2026): episode 2 aired Thursday 24:26 in Japan, 2026-01-15 00:26 JST. */
const WORK = '呪術廻戦 死滅回游 前編';
const SLOT = Date.parse('2026-01-14T15:26:00Z');
/** How long before the slot the server's clock starts: time to sign in, subscribe and open two tabs. */
const LEAD_MS = 45_000;

let server: BackendServer;
let push: LocalPushService;
let mediaId: number;

test.beforeAll(async () => {
  push = await startLocalPushService();
  server = await startBackend({
    CLOCK_START: new Date(SLOT - LEAD_MS).toISOString(),
    PUSH_SERVICE_HOSTS: push.host,
  });
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      query: `{ Page(perPage: 5) { media(search: "死滅回游", type: ANIME) { id title { native } nextAiringEpisode { episode airingAt } } } }`,
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      Page: {
        media: Array<{
          id: number;
          title: { native: string };
          nextAiringEpisode: { episode: number; airingAt: number } | null;
        }>;
      };
    };
  };
  const work = data.Page.media.find((media) => media.title.native === WORK);
  expect(work?.nextAiringEpisode, `${WORK} airs next at the simulated time`).toEqual({
    episode: 2,
    airingAt: SLOT / 1000,
  });
  mediaId = work!.id;
});

test.afterAll(async () => {
  await server?.stop();
  await push?.close();
});

/** Puts the work in the fan's 見てる through the list API, as マイリスト's control does. */
async function watch(token: string): Promise<void> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      query:
        'mutation ($mediaId: Int, $status: MediaListStatus) { SaveMediaListEntry(mediaId: $mediaId, status: $status) { id status } }',
      variables: { mediaId, status: 'CURRENT' },
    }),
  });
  expect(await response.json()).toMatchObject({ data: { SaveMediaListEntry: { status: 'CURRENT' } } });
}

const bell = (page: Page) => page.getByRole('button', { name: /^お知らせ/ });

test('a fan watching 呪術廻戦 gets 放送開始 live in every tab and as a push, and opens the episode’s thread', async ({
  context,
  page,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const account = { name: '通知ファン', email: uniqueEmail('notify') };
  const subscription = createBrowserSubscription(push);
  await serveGoogleStandIns(context);
  await context.grantPermissions(['notifications'], { origin: server.url });
  // The browser's push service: the local one's subscription instead of one from Google's servers.
  await context.addInitScript((json) => {
    let current: unknown = null;
    const made = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true },
      toJSON: () => json,
      getKey: () => null,
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    PushManager.prototype.getSubscription = async () => current as PushSubscription | null;
    PushManager.prototype.subscribe = async () => {
      current = made;
      return made as unknown as PushSubscription;
    };
  }, subscription.toJSON());

  await page.goto(`${server.url}/`);
  await signInWithTestAccount(page, account);
  await watch(await idTokenFor(account));

  await page.goto(`${server.url}/#/notifications`);
  await expect(page.getByRole('heading', { name: 'お知らせ', level: 1 })).toBeVisible();
  const optIn = page.getByRole('checkbox', { name: 'プッシュ通知を受け取る' });
  // Permission, the service worker, the subscription and its registration on the server take a moment.
  await optIn.click();
  await expect(optIn).toBeChecked({ timeout: 15_000 });

  const other = await context.newPage();
  await other.goto(`${server.url}/`);
  await expect(bell(other)).toHaveAccessibleName('お知らせ');

  // The broadcast: the server's clock reaches the slot about LEAD_MS after it started.
  await expect(bell(page)).toHaveAccessibleName('お知らせ（未読1件）', { timeout: LEAD_MS + 30_000 });
  await expect(bell(other)).toHaveAccessibleName('お知らせ（未読1件）');
  await expect(page.getByRole('main')).toContainText(`${WORK} 第2話`);

  const [message] = await push.waitForMessages(1, { timeoutMs: 30_000 });
  expect(message?.json).toMatchObject({
    title: `${WORK} 第2話`,
    body: '放送が始まりました',
    url: `/#/popularAnime/animeDetail?id=${mediaId}&episode=2`,
  });
  expect(message?.urgency).toBe('high');

  await bell(page).click();
  await page
    .getByRole('link', { name: new RegExp(`${WORK} 第2話`) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`animeDetail\\?id=${mediaId}&episode=2`));
  // Episode 2 is beyond the fan's progress: its thread opens behind the spoiler veil.
  await expect(page.getByText('第2話をまだ見ていません')).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('お知らせ');
  await expect(bell(other)).toHaveAccessibleName('お知らせ');

  // Exactly once: one notification stored and one push, whatever the scheduler's ticks did since.
  await page.waitForTimeout(2_000);
  expect(push.messagesFor(subscription)).toHaveLength(1);
  const token = await idTokenFor(account);
  const list = await fetch(`${server.url}/api/notifications`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items, unread } = (await list.json()) as {
    items: Array<{ kind: string; read: boolean }>;
    unread: number;
  };
  expect(items).toEqual([expect.objectContaining({ kind: 'airing', read: true })]);
  expect(unread).toBe(0);
  expect(consoleErrors).toEqual([]);
});

/** Writes a comment (or, with `parentId`, a reply) in an episode's thread as the fan with `token`. */
async function comment(token: string, text: string, parentId?: number): Promise<number> {
  const response = await fetch(`${server.url}/api/comments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ thread: `episode:${mediaId}:1`, commentText: text, parentId }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { commentId: number }).commentId;
}

test('an author hears of a reply live, and the notification opens the episode’s thread', async ({
  context,
  page,
  consoleErrors,
}) => {
  const author = { name: '感想ファン', email: uniqueEmail('author') };
  const replier = { name: '返信ファン', email: uniqueEmail('replier') };
  await serveGoogleStandIns(context);
  await page.goto(`${server.url}/`);
  await signInWithTestAccount(page, author);
  await expect(bell(page)).toHaveAccessibleName('お知らせ');

  const commentId = await comment(await idTokenFor(author), '第1話から飛ばしてる');
  await comment(await idTokenFor(replier), 'わかる、作画もすごい', commentId);

  await expect(bell(page)).toHaveAccessibleName('お知らせ（未読1件）');
  await bell(page).click();
  const row = page.getByRole('link', { name: /返信ファンさんが返信しました/ });
  await expect(row).toContainText('わかる、作画もすごい');
  await row.click();
  await expect(page).toHaveURL(new RegExp(`animeDetail\\?id=${mediaId}&episode=1`));
  await expect(page.getByRole('heading', { name: '第1話の感想' })).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('お知らせ');
  expect(consoleErrors).toEqual([]);
});

test('a guest with the work in their local 見てる hears 放送開始 while the app is open, on this device', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // A server of its own whose clock is just before the slot (this file's other one is past it by now).
  const own = await startBackend({ CLOCK_START: new Date(SLOT - 20_000).toISOString() });
  try {
    await guestWatching(page, mediaId, 1);
    await page.goto(`${own.url}/`);
    await expect(bell(page)).toHaveAccessibleName('お知らせ（未読1件）', { timeout: 50_000 });
    await bell(page).click();
    await expect(page.getByRole('link', { name: new RegExp(`${WORK} 第2話`) })).toBeVisible();
    await expect(page.getByText(/この端末でアプリを開いている間だけ/).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  } finally {
    await own.stop();
  }
});
