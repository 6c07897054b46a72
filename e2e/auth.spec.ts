// Browser tests of the header's sign-in (docs/screens.md#shared-layout; issue 4): the local test sign-in, the real
// Google popup against the Auth emulator, the avatar menu, forced sign-out and the first paint.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { disableAccount, EMULATOR_ORIGIN, findAccountByEmail } from './support/auth-emulator';
import { collectConsoleErrors } from './support/console-errors';
import { serveGoogleStandIns } from './support/google-stand-ins';
import {
  accountMenuButton,
  openTestSignIn,
  signInButton,
  signInWithTestAccount,
  uniqueEmail,
} from './support/sign-in';

// A light page: nothing on it calls the backend, so only the header's behaviour is under test.
const PAGE = '/#/animeList';
const POPUP_BUTTON = 'Google ポップアップ（エミュレーター）を使う';

function logoutItem(page: Page) {
  return page.getByRole('button', { name: 'ログアウト' });
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test('the local test sign-in: avatar, its menu, a session that survives a reload, and sign-out', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.goto(PAGE);
  await expect(signInButton(page)).toBeVisible();

  const avatar = await signInWithTestAccount(page, { name: 'あおい', email: uniqueEmail('picker') });
  await expect(signInButton(page)).toHaveCount(0);
  // No photo for a test account: the initial of the name, in a round button.
  await expect(avatar).toHaveText('あ');
  await expect(avatar).toHaveCSS('border-radius', '50%');
  const avatarBox = await box(avatar);
  expect(avatarBox.width).toBeCloseTo(avatarBox.height, 0);

  await avatar.click();
  await expect(avatar).toHaveAttribute('aria-expanded', 'true');
  await expect(logoutItem(page)).toBeVisible();
  const menu = page.locator(`[id="${await avatar.getAttribute('aria-controls')}"]`);
  const menuBox = await box(menu);
  // 12rem wide, its right edge on the avatar's right edge.
  expect(menuBox.width).toBe(12 * 16);
  expect(menuBox.x + menuBox.width).toBeCloseTo(avatarBox.x + avatarBox.width, 0);
  expect(menuBox.y).toBeGreaterThan(avatarBox.y + avatarBox.height);

  // The avatar toggles the menu.
  await avatar.click();
  await expect(logoutItem(page)).toBeHidden();
  await expect(avatar).toHaveAttribute('aria-expanded', 'false');

  await avatar.click();
  await page.keyboard.press('Escape');
  await expect(logoutItem(page)).toBeHidden();
  await expect(avatar).toBeFocused();

  await avatar.click();
  await expect(logoutItem(page)).toBeVisible();
  await page.getByRole('heading', { level: 1, name: 'アニメ一覧' }).click();
  await expect(logoutItem(page)).toBeHidden();

  await page.reload();
  await expect(accountMenuButton(page)).toHaveText('あ');
  await expect(signInButton(page)).toHaveCount(0);

  await accountMenuButton(page).click();
  await logoutItem(page).click();
  await expect(signInButton(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  await page.reload();
  await expect(signInButton(page)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the real Google popup against the emulator signs in (with a stand-in for Google’s gapi)', async ({
  page,
  context,
  baseURL,
}) => {
  const errors = collectConsoleErrors(page);
  await serveGoogleStandIns(context);
  // Same-origin, so the page's Content-Security-Policy lets the avatar show it.
  const photoURL = `${baseURL}/favicon.svg`;
  await page.goto(PAGE);
  const dialog = await openTestSignIn(page);

  const popupOpened = context.waitForEvent('page');
  await dialog.getByRole('button', { name: POPUP_BUTTON }).click();
  const popup = await popupOpened;
  await expect(popup).toHaveURL(/\/emulator\/auth\/handler\?.*providerId=google\.com/);

  await popup.locator('#add-account-button').click();
  await popup.locator('#autogen-button').click();
  const email = await popup.locator('#email-input').inputValue();
  const displayName = await popup.locator('#display-name-input').inputValue();
  await popup.locator('#profile-photo-input').fill(photoURL);
  const popupClosed = popup.waitForEvent('close');
  await popup.locator('#sign-in').click();

  await popupClosed;
  // The test sign-in waited for the popup and closes once signed in.
  await expect(dialog).toBeHidden();
  // The Google account's photo, in the round avatar.
  const photo = accountMenuButton(page).locator('img');
  await expect(photo).toHaveAttribute('src', photoURL);
  await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(accountMenuButton(page)).toHaveCSS('border-radius', '50%');
  await accountMenuButton(page).click();
  await expect(page.getByText(displayName, { exact: true })).toBeVisible();
  const account = await findAccountByEmail(email);
  expect(account.providerUserInfo?.map((info) => info.providerId)).toEqual(['google.com']);
  expect(errors).toEqual([]);
});

test('a disabled account is signed out, and signing in with it again logs ログイン失敗', async ({ page }) => {
  const errors = collectConsoleErrors(page, {
    allowed: [
      'ログイン失敗',
      // Chromium's own network log of the emulator refusing the disabled account.
      `400 (Bad Request) (${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:lookup?`,
      `400 (Bad Request) (${EMULATOR_ORIGIN}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?`,
    ],
  });
  const loginFailures: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes('ログイン失敗'))
      loginFailures.push(message.text());
  });
  const email = uniqueEmail('disabled');
  await page.goto(PAGE);
  await signInWithTestAccount(page, { name: 'ブロック', email });

  await disableAccount((await findAccountByEmail(email)).localId);
  // Reloading makes the provider check the stored session with the emulator.
  await page.reload();
  await expect(signInButton(page)).toBeVisible();
  await expect(accountMenuButton(page)).toHaveCount(0);
  expect(loginFailures).toEqual([]);

  const dialog = await openTestSignIn(page);
  await dialog.getByRole('button', { name: /ブロック/ }).click();
  await expect(dialog.getByRole('alert')).toContainText('サインインできませんでした');
  await expect(signInButton(page)).toBeVisible();
  await expect.poll(() => loginFailures.length).toBe(1);
  expect(errors).toEqual([]);
});

/** Holds the Firebase Auth chunk until `release`: until it runs, no auth callback can arrive. */
async function holdFirebase(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/firebase-auth.*.js', async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

test('a visitor who never signed in on this browser sees サインイン at once, before Firebase has loaded', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  const firebase = await holdFirebase(page);
  await page.goto(PAGE);
  await expect(signInButton(page)).toBeVisible();
  await expect(page.getByRole('status', { name: 'サインイン状態を確認しています' })).toHaveCount(0);
  // It works before the provider has answered: the local test sign-in opens.
  await openTestSignIn(page);
  firebase.release();
  expect(errors).toEqual([]);
});

test('a browser that had a signed-in user paints a same-size placeholder before the first auth callback', async ({
  page,
}) => {
  const errors = collectConsoleErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('anifan.auth.signedIn', '1'));
  const { release } = await holdFirebase(page);
  await page.goto(PAGE);

  const placeholder = page.getByRole('status', { name: 'サインイン状態を確認しています' });
  await expect(page.getByRole('link', { name: 'AniFan ホーム' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(placeholder).toBeVisible();
  await expect(signInButton(page)).toHaveCount(0);
  const placeholderBox = await box(placeholder);

  release();
  await expect(signInButton(page)).toBeVisible();
  await expect(placeholder).toHaveCount(0);
  expect(await box(signInButton(page))).toEqual(placeholderBox);
  expect(errors).toEqual([]);
});
